/// SplitMix64: a tiny 64-bit generator used to expand one seed into the state of
/// ``Xoshiro256StarStar`` and to derive independent stream seeds.
///
/// Output is identical on every platform (only wrapping integer arithmetic).
public struct SplitMix64: Sendable, Hashable {
    /// The current state; each call to ``next()`` advances it by the golden-ratio increment.
    public private(set) var state: UInt64

    /// Creates a generator whose first output is determined by `seed`.
    public init(seed: UInt64) { state = seed }

    /// Returns the next 64 random bits. O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 finaliser: a bijective avalanche of `value`. O(1).
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
