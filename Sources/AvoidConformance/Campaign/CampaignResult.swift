import Generators

/// What a campaign did.
public struct CampaignResult: Sendable {
    /// What was run.
    public var configuration: CampaignConfiguration
    /// Rounds completed.
    public var rounds = 0
    /// Cases run per invariant, in `configuration.invariants` order.
    public var cases: [Int]
    /// Situation counts per invariant (same order), for coverage tables.
    public var situations: [[Situation: Int]]
    /// The shrunk failures, at most one per invariant.
    public var failures: [CampaignFailure] = []
    /// Wall-clock seconds the campaign took.
    public var seconds = 0.0

    /// Total cases over every invariant.
    public var totalCases: Int { cases.reduce(0, +) }
    /// Whether any failure was not already recorded (the nightly's exit status).
    public var foundSomethingNew: Bool { failures.contains { $0.isNew || $0.caseFile == nil } }
}
