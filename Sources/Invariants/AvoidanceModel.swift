import AvoidCore

/// Anything that decides keyboard avoidance from inputs: AvoidCore's engine, or a zoo engine
/// modelling a known wrong approach. Equatable so a rejected input can be shown to change nothing.
/// A value type, deterministic: the checker gets a fresh model by copying one made earlier from
/// the same scene, and reuses a fresh placement when the facts repeat.
public protocol AvoidanceModel: Equatable, Sendable {
    /// Applies one input. Must throw `EngineError` for a malformed input and then be unchanged.
    mutating func handle(_ input: Input) throws(EngineError) -> Decision
}

extension AvoidanceEngine: AvoidanceModel {}

/// A named way to create models, type-erased so suites can hold engines of different types.
public struct ModelUnderTest: Sendable {
    /// A short name for reports and matrices, for example `AvoidCore` or `seed003`.
    public let name: String
    let runner: @Sendable (Scenario, [Invariant]) -> Violation?
    let decisions: @Sendable (Scenario) -> [Decision?]

    /// Wraps a model factory. The factory receives the scenario's scene and configuration.
    public init<Model: AvoidanceModel>(
        _ name: String, make: @escaping @Sendable (Scene, Configuration) throws(EngineError) -> Model
    ) {
        // Invariant 5 copies a pristine model to get a fresh one: a class would share its state.
        precondition(!(Model.self is AnyClass), "\(Model.self): avoidance models must be value types")
        self.name = name
        self.runner = { scenario, invariants in
            InvariantChecker(make: make).firstViolation(of: invariants, in: scenario)
        }
        self.decisions = { scenario in InvariantChecker(make: make).run(scenario, checking: InvariantMask([])).decisions
        }
    }

    /// The placement the model decided after input `step` (`nil` if it rejected that input).
    public func placementAfter(_ scenario: Scenario, _ step: Int) -> Placement? {
        let all = decisions(scenario)
        return step < all.count ? all[step]?.placement : nil
    }

    /// AvoidCore's engine.
    public static let avoidCore = ModelUnderTest("AvoidCore") { scene, configuration throws(EngineError) in
        try AvoidanceEngine(scene: scene, configuration: configuration)
    }

    /// The first violation of any of `invariants` when this model runs `scenario`, or `nil`.
    public func firstViolation(of invariants: [Invariant] = Invariant.allCases, in scenario: Scenario) -> Violation? {
        runner(scenario, invariants)
    }
}
