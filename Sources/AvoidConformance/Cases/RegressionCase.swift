import AvoidCore
import Generators

/// A shrunk failure kept forever: the scenario, the invariant it broke, where it came from.
///
/// JSON schema `avoidkit.regression/1` (documented in Documentation/Internals/Proof.md, "Regression cases"):
/// `schema`, `summary`, `invariant` (a number in `Invariant.numbers`), `model` (the engine it was found against),
/// `origin` (`seed`, `choices`, `date`) and `scenario` (`scene`, `configuration`, `inputs`).
public struct RegressionCase: Hashable, Sendable, Codable {
    /// The schema this build reads and writes.
    public static let currentSchema = "avoidkit.regression/1"

    /// Where a case came from: enough to find it again or replay it exactly.
    public struct Origin: Hashable, Sendable, Codable {
        /// The campaign seed, as printed by the runner (hex).
        public var seed: String?
        /// The shrunk choice sequence, replayable without the seed.
        public var choices: String?
        /// The day it was found, `yyyy-mm-dd` (informational; not part of the name).
        public var date: String?

        /// Where a case came from; every part optional.
        public init(seed: String? = nil, choices: String? = nil, date: String? = nil) {
            self.seed = seed
            self.choices = choices
            self.date = date
        }
    }

    /// The case file format's version.
    public var schema: String
    /// One line: what broke, for reviewers and reports.
    public var summary: String
    /// The invariant the case breaks (or broke, before the fix).
    public var invariant: Invariant
    /// The model the failure was found against (`AvoidCore`, or a zoo engine's name).
    public var model: String
    /// Where the case came from.
    public var origin: Origin
    /// The shrunk scenario.
    public var scenario: Scenario

    /// Creates a case in the current schema.
    public init(summary: String, invariant: Invariant, model: String, origin: Origin, scenario: Scenario) {
        self.schema = Self.currentSchema
        self.summary = summary
        self.invariant = invariant
        self.model = model
        self.origin = origin
        self.scenario = scenario
    }
}
