import Generators

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
