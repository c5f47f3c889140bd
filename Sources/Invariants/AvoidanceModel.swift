import AvoidCore

/// Anything that decides keyboard avoidance from inputs: AvoidCore's engine, a zoo engine
/// modelling a known wrong approach, or your own. Equatable (by state) so a rejected input can
/// be shown to change nothing. Deterministic: the same scene and inputs give the same decisions.
///
/// Value types and classes both work. The checker gets a fresh value model by copying one made
/// earlier from the same scene; a class model is made anew (one more call of the factory) each
/// time a fresh one is needed, since copies of a reference share their state.
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

    /// Wraps a model factory. The factory receives the scenario's scene and configuration and
    /// must return a new model each call (for a class, a new instance).
    public init<Model: AvoidanceModel>(
        _ name: String, make: @escaping @Sendable (Scene, Configuration) throws(EngineError) -> Model
    ) {
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
