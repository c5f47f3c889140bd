import AvoidCore
import Generators

extension ModelUnderTest {
    /// The first violation of any of `invariants` when this model runs `scenario`, or `nil`.
    public func firstViolation(of invariants: [Invariant] = Invariant.allCases, in scenario: Scenario) -> Violation? {
        // AvoidCore's engine, the nightly's usual model, gets a checker specialised to its type.
        if let engine = factory as? AvoidCoreFactory {
            return Self.checker(engine).firstViolation(of: invariants, in: scenario)
        }
        return Self.firstViolation(factory, invariants, scenario)
    }

    /// The placement the model decided after input `step` (`nil` if it rejected that input).
    public func placementAfter(_ scenario: Scenario, _ step: Int) -> Placement? {
        let all = decisions(scenario)
        return step < all.count ? all[step]?.placement : nil
    }

    /// Every decision the model makes on `scenario`, `nil` where it rejected the input.
    package func decisions(_ scenario: Scenario) -> [Decision?] { Self.decisions(factory, scenario) }

    private static func checker<Factory: ModelFactory>(_ factory: Factory) -> InvariantChecker<Factory.Model> {
        InvariantChecker { scene, configuration throws(EngineError) in
            try factory.make(scene: scene, configuration: configuration)
        }
    }

    private static func firstViolation<Factory: ModelFactory>(
        _ factory: Factory, _ invariants: [Invariant], _ scenario: Scenario
    ) -> Violation? {
        checker(factory).firstViolation(of: invariants, in: scenario)
    }

    private static func decisions<Factory: ModelFactory>(_ factory: Factory, _ scenario: Scenario) -> [Decision?] {
        checker(factory).run(scenario, checking: InvariantMask([])).decisions
    }
}
