import AvoidanceModels
import Invariants

/// One shrunk failure found by a campaign.
public struct CampaignFailure: Sendable {
    public var invariant: Invariant
    public var round: Int
    public var shrunk: Scenario
    public var shrunkChoices: String
    public var originalInputs: Int
    public var originalFields: Int
    public var explanation: String
    public var shrinkCalls: Int
    /// The case file, when recording; `isNew` is false when an identical case already existed.
    public var caseFile: String?
    public var isNew: Bool
}

/// What a campaign did.
public struct CampaignResult: Sendable {
    public var configuration: CampaignConfiguration
    public var rounds = 0
    /// Cases run per invariant, in `configuration.invariants` order.
    public var cases: [Int]
    /// Situation counts per invariant (same order), for coverage tables.
    public var situations: [[Situation: Int]]
    public var failures: [CampaignFailure] = []
    public var seconds = 0.0

    /// Total cases over every invariant.
    public var totalCases: Int { cases.reduce(0, +) }
    /// Whether any failure was not already recorded (the nightly's exit status).
    public var foundSomethingNew: Bool { failures.contains { $0.isNew || $0.caseFile == nil } }
}
