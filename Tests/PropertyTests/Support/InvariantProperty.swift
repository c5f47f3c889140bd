import AvoidCore
import Generators
import Invariants
import Testing

/// A broken invariant as the property's failure: its text is the readable counterexample
/// (the scenario as a list and a picture of the failing step).
struct InvariantBroken: Error, CustomStringConvertible {
    let violation: Violation
    let explanation: String
    var description: String { explanation }
}

/// How many cases each invariant property runs by default: at least 2,000 (the suite's
/// promise), overridable with `AVOIDKIT_CASES`.
let defaultCasesPerInvariant = 2_000

/// The configuration for one invariant property: 2,000 cases unless the environment says
/// otherwise, with the coverage the property declares.
func invariantConfiguration(coverage: [Situation: Double]) -> PropertyConfiguration {
    var base = PropertyConfiguration()
    base.cases = defaultCasesPerInvariant
    base.timeBudget = .seconds(20)
    var configuration = PropertyConfiguration.fromEnvironment(base)
    // Declaration order of Situation keeps the table and the checks stable.
    configuration.coverage = Situation.allCases.compactMap { situation in coverage[situation].map { .cover($0, situation.rawValue) } }
    return configuration
}

/// Checks `invariant` on generated scenarios for `model` inside a `@Test`, recording one issue
/// with the shrunk, readable counterexample if it breaks or if the declared coverage is not met.
@discardableResult
func checkInvariant(
    _ invariant: Invariant, model: ModelUnderTest = .avoidCore, coverage: [Situation: Double],
    sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyReport<Scenario> {
    property(
        "\(model.name) \(invariant)", Gen<Scenario>.scenario, configuration: invariantConfiguration(coverage: coverage),
        sourceLocation: sourceLocation
    ) { scenario in
        if let violation = model.firstViolation(of: [invariant], in: scenario) {
            throw InvariantBroken(violation: violation, explanation: model.explain(violation, in: scenario))
        }
    }
}
