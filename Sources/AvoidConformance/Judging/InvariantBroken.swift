/// A broken invariant as a property's failure: its text is the readable counterexample (the
/// scenario as a list and a picture of the failing step).
public struct InvariantBroken: Error, CustomStringConvertible {
    /// Which invariant broke, after which input, and what was seen.
    public let violation: Violation
    /// The scenario, the decisions and a picture of the failing step.
    public let explanation: String

    /// The failure for `violation`, explained.
    public init(violation: Violation, explanation: String) {
        self.violation = violation
        self.explanation = explanation
    }

    /// The explanation, picture included.
    public var description: String { explanation }
}
