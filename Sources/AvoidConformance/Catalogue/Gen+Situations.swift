import Generators
import PropertyKit

extension Gen where Value == Scenario {
    /// Realistic scenarios (`Gen.scenario`), each labelled with the situations the oracle says it
    /// reaches: what the catalogue's coverage requirements count. Built once.
    public static var situatedScenario: Gen<Scenario> { SituatedScenario.gen }

    /// The same values, each labelled with the situations it reaches (for coverage). O(inputs).
    public func labelledWithSituations() -> Gen<Scenario> {
        labelled { scenario in scenario.situations.map(\.rawValue) }
    }
}

/// Generators built once (building them per draw is the cost, not drawing).
private enum SituatedScenario {
    static let gen = Gen<Scenario>.scenario.labelledWithSituations()
}
