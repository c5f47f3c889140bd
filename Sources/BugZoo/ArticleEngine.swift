import AvoidCore
import Generators

/// The algorithm of one classic keyboard-avoidance tutorial: how it reacts to the notifications it observes, and
/// where that leaves the view. The articles differ only in this; `ArticleEngine` supplies
/// the validation, focus and decision bookkeeping they share.
protocol ArticleAlgorithm: Hashable, Sendable {
    init()
    /// Updates the algorithm's own state for a keyboard notification; returns the animation it
    /// would use.
    mutating func react(to event: KeyboardEvent, in state: ZooState) -> Animation
    /// Where the algorithm has put the view and its containers.
    func placement(in state: ZooState) -> Placement
}

/// A tutorial's algorithm behind the `AvoidanceModel` interface.
struct ArticleEngine<Algorithm: ArticleAlgorithm>: AvoidanceModel {
    var state: ZooState
    var algorithm = Algorithm()
    var decision: Decision

    init(scene: Scene, configuration: Configuration) throws(EngineError) {
        state = try ZooState(scene: scene, configuration: configuration)
        decision = ZooState.initialDecision(configuration)
    }

    mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        try state.validate(input)
        state.apply(input)
        var animation = state.configuration.defaultAnimation
        if case .keyboard(let event) = input { animation = algorithm.react(to: event, in: state) }
        decision = state.decision(algorithm.placement(in: state), animation: animation, previous: decision)
        return decision
    }
}
