import AvoidConformance
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariants as properties over generated iOS scenes, for any model.
///
/// Each call generates realistic scenarios (devices, windows, bars, fields, scroll containers,
/// keyboards, notification episodes), runs `model` on them, judges every decision with the
/// independent oracle and shrinks the first failure to a small, pictured counterexample.
public enum InvariantProperty {
    /// Cases per invariant unless the environment (`AVOIDKIT_CASES`) says otherwise.
    public static let defaultCases = 2_000

    /// The configuration for `invariant`'s property: `cases` (overridable with the `AVOIDKIT_`
    /// environment variables) and the coverage the catalogue requires of it.
    public static func configuration(for invariant: Invariant, cases: Int = defaultCases) -> PropertyConfiguration {
        var base = PropertyConfiguration()
        base.cases = cases
        base.timeBudget = .seconds(20)
        var configuration = PropertyConfiguration.fromEnvironment(base)
        let coverage = invariant.entry.coverage
        // Declaration order of Situation keeps the table and the checks stable.
        configuration.coverage = Situation.allCases.compactMap { situation in
            coverage[situation].map { .cover($0, situation.rawValue) }
        }
        return configuration
    }

    /// Runs `invariant` against `model` without Swift Testing and returns the report (its
    /// `counterexample`, if any, is shrunk; its failure is an ``InvariantBroken``).
    public static func run(
        _ invariant: Invariant, model: ModelUnderTest, configuration: PropertyConfiguration? = nil
    ) -> PropertyReport<Scenario> {
        runProperty(
            "\(model.name) \(invariant)", Gen<Scenario>.situatedScenario,
            configuration: configuration ?? Self.configuration(for: invariant),
            judging(invariant, model: model))
    }

    /// The property body that judges `invariant` for `model` on one scenario.
    public static func judging(_ invariant: Invariant, model: ModelUnderTest) -> (Scenario) throws -> Void {
        { scenario in
            if let violation = model.firstViolation(of: [invariant], in: scenario) {
                throw InvariantBroken(violation: violation, explanation: model.explain(violation, in: scenario))
            }
        }
    }
}

/// Checks `invariant` for `model` inside a `@Test`, recording one issue with the shrunk,
/// readable counterexample and its replay line if it breaks, or the coverage table if the
/// generated cases do not reach the situations the catalogue requires.
///
/// ```swift
/// @Test func myEngineRevealsTheField() {
///     checkInvariant(.visibleAfterShift, model: ModelUnderTest("MyEngine") { scene, _ in MyEngine(scene) })
/// }
/// ```
///
/// `configuration` replaces the invariant's own (``InvariantProperty/configuration(for:cases:)``),
/// for example to keep a deliberately failing check out of the example database.
@discardableResult
public func checkInvariant(
    _ invariant: Invariant, model: ModelUnderTest = .avoidCore, cases: Int = InvariantProperty.defaultCases,
    configuration: PropertyConfiguration? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyReport<Scenario> {
    property(
        "\(model.name) \(invariant)", Gen<Scenario>.situatedScenario,
        configuration: configuration ?? InvariantProperty.configuration(for: invariant, cases: cases),
        sourceLocation: sourceLocation, InvariantProperty.judging(invariant, model: model))
}

/// Checks every invariant in `invariants` for `model` (one property each, one issue per broken
/// invariant) and returns their reports in the same order.
@discardableResult
public func checkInvariants(
    _ invariants: [Invariant] = Invariant.allCases, model: ModelUnderTest,
    cases: Int = InvariantProperty.defaultCases, sourceLocation: SourceLocation = #_sourceLocation
) -> [PropertyReport<Scenario>] {
    invariants.map { checkInvariant($0, model: model, cases: cases, sourceLocation: sourceLocation) }
}
