import AvoidCore
import Invariants

/// Seed 004 (Swift, text view inset): on DidShow sets the text view's bottom content inset to
/// the keyboard's full height (end frame), on WillHide restores the default inset. It never
/// scrolls and never moves the view, ignores WillShow and frame changes, and only knows the one
/// container it was written for (the scene's first).
public struct Seed004Engine: AvoidanceModel {
    var state: ZooState
    var inset: Double?
    var decision: Decision

    public init(scene: Scene, configuration: Configuration) throws(EngineError) {
        state = try ZooState(scene: scene, configuration: configuration)
        decision = ZooState.initialDecision(configuration)
    }

    public mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        try state.validate(input)
        state.apply(input)
        var animation = state.configuration.defaultAnimation
        if case .keyboard(let event) = input {
            animation = event.animation
            switch event.phase {
            case .didShow: inset = event.endFrame.height
            case .willHide: inset = nil
            default: break
            }
        }
        var placement = Placement.rest
        if let inset, let container = state.scene.containers.first {
            var contentInset = container.contentInset
            contentInset.bottom = inset
            placement.scroll = ScrollAdjustment(container: container.id, contentInset: contentInset, contentOffset: container.contentOffset)
        }
        decision = state.decision(placement, animation: animation, previous: decision)
        return decision
    }
}
