import AvoidanceModels
import Invariants

/// One shrunk failure found by a campaign.
public struct CampaignFailure: Sendable {
    /// The invariant broken.
    public var invariant: Invariant
    /// The round that found it.
    public var round: Int
    /// The shrunk counterexample.
    public var shrunk: Scenario
    /// The shrunk counterexample's choice string, for `avoid replay --choices`.
    public var shrunkChoices: String
    /// Inputs in the case as first found.
    public var originalInputs: Int
    /// Fields in the case as first found.
    public var originalFields: Int
    /// The readable account: the scenario, what broke, the picture.
    public var explanation: String
    /// How many times the shrinker ran the property.
    public var shrinkCalls: Int
    /// The case file, when recording; `isNew` is false when an identical case already existed.
    public var caseFile: String?
    /// Whether the case file was written by this run.
    public var isNew: Bool
}

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
