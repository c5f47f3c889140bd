/// One recorded random decision: a distance from the simplest value, with its largest
/// allowed distance. `0` is always the simplest choice (smallest integer magnitude, `false`,
/// the first alternative, "stop" for a collection, `0.0` for a double).
public struct Choice: Sendable, Hashable {
    /// Distance from the simplest value; smaller is simpler.
    public var value: UInt64
    /// The largest distance this draw allows (`value <= bound`).
    public var bound: UInt64
    /// What was drawn, which tells the shrinker how the distance maps to a value.
    public var kind: ChoiceKind

    /// Creates a choice; `value` is clamped to `bound`.
    public init(value: UInt64, bound: UInt64, kind: ChoiceKind = .index) {
        self.value = min(value, bound)
        self.bound = bound
        self.kind = kind
    }

    /// For integer draws, how distances map to integers; `nil` otherwise.
    public var integer: IntegerEncoding? {
        if case .integer(let encoding) = kind { return encoding }
        return nil
    }
}
