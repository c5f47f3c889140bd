import AvoidCore

/// What the suite knows about one invariant: its wording, how the checker judges it, the
/// bug-zoo engine that proves it can fail, and the situations its property must reach.
public struct InvariantEntry: Sendable {
    /// The invariant described.
    public let invariant: Invariant
    /// A few words, for example `no double shift`.
    public let title: String
    /// One sentence a user can check their engine against.
    public let statement: String
    /// The name of the bug-zoo engine this invariant must catch (its witness).
    public let witness: String
    /// The minimum percentage of generated cases that must reach each situation.
    public let coverage: [Situation: Double]
    /// How the checker decides it.
    let judge: JudgingMode

    /// How the checker decides it, in words.
    public var judgement: String { judge.description }
}
