/// One recorded random decision: a distance from the simplest value, with its largest
/// allowed distance. `0` is always the simplest choice (smallest integer magnitude, `false`,
/// the first alternative, "stop" for a collection, `0.0` for a double).
public struct Choice: Sendable, Hashable {
    /// Distance from the simplest value; smaller is simpler.
    public var value: UInt64
    /// The largest distance this draw allows (`value <= bound`).
    public var bound: UInt64
    /// For integer draws, how distances map to integers (lets the shrinker move value
    /// between integers in value space); `nil` for flags, indices and doubles.
    public var integer: IntegerEncoding?

    /// Creates a choice; `value` is clamped to `bound`.
    public init(value: UInt64, bound: UInt64, integer: IntegerEncoding? = nil) {
        self.value = min(value, bound)
        self.bound = bound
        self.integer = integer
    }
}
