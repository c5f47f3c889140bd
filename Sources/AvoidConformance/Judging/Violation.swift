/// One broken invariant: which, after which input, and what was seen.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The invariant broken.
    public var invariant: Invariant
    /// The index of the input after which it broke (for window invariance, the first input
    /// whose decisions differ); `nil` when no one input is to blame (monotonicity, which compares
    /// final states, or a valid scene refused).
    public var step: Int?
    /// What was expected and what the model did.
    public var message: String
    /// The check inside the judge that failed (`nil` for a violation made by hand).
    package var check: Check?

    /// A violation of `invariant` after input `step` (`nil`: after the whole run).
    public init(invariant: Invariant, step: Int?, message: String) {
        self.invariant = invariant
        self.step = step
        self.message = message
    }

    /// A violation found by `check` after input `step`.
    init(_ finding: Finding, step: Int?) {
        self.init(invariant: finding.check.invariant, step: step, message: finding.message)
        check = finding.check
    }

    /// `I2 minimal broken after input 3: ...`.
    public var description: String {
        "\(invariant) broken" + (step.map { " after input \($0)" } ?? "") + ": \(message)"
    }
}
