/// xoshiro256**: the kit's seeded random source. Fast, 256 bits of state, identical output on
/// every platform and run, and splittable into independent streams.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator from a 64-bit seed, expanded through ``SplitMix64`` so that
    /// nearby seeds give unrelated streams (and the all-zero state cannot occur).
    public init(seed: UInt64) {
        var mixer = SplitMix64(seed: seed)
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
    }

    /// A generator with the raw state words (for reference vectors; must not be all zero).
    init(state s0: UInt64, _ s1: UInt64, _ s2: UInt64, _ s3: UInt64) {
        (self.s0, self.s1, self.s2, self.s3) = (s0, s1, s2, s3)
    }

    /// Returns the next 64 random bits. O(1), a handful of instructions.
    @inlinable
    public mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = s3 << 45 | s3 >> 19
        return result
    }

    /// Returns a uniformly distributed value in `0...bound` without modulo bias
    /// (Lemire's multiply-shift with rejection). O(1) expected.
    @inlinable
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    /// Returns `true` with probability `numerator / denominator`. O(1).
    @inlinable
    public mutating func chance(_ numerator: UInt64, in denominator: UInt64) -> Bool {
        next(upTo: denominator &- 1) < numerator
    }

    /// Splits off an independent generator: the child is seeded from this stream's next
    /// output, so parent and child never share state. O(1).
    public mutating func split() -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: next())
    }

    /// The generator for stream `stream` of `seed` (e.g. one per property and per shard).
    /// Deterministic: depends only on the two numbers. O(1).
    public static func stream(seed: UInt64, stream: UInt64) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: SplitMix64.mix(seed ^ SplitMix64.mix(stream &+ 0x5851_F42D_4C95_7F2D)))
    }
}
