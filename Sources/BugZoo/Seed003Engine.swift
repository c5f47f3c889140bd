import AvoidCore
import Invariants

/// Seed 003 (Objective-C, frame): on WillShow takes the keyboard size from the *begin* frame,
/// tests only the field's origin against the view's bounds shortened by the keyboard and field
/// heights, and subtracts the keyboard's full height from the view's y on every WillShow; on
/// WillHide sets y to a hard-coded 64. Animations last a hard-coded 1 s. It stops observing on
/// detach (viewWillDisappear) without restoring.
public struct Seed003Engine: AvoidanceModel {
    var state: ZooState
    var offset = 0.0
    var decision: Decision

    public init(scene: Scene, configuration: Configuration) throws(EngineError) {
        state = try ZooState(scene: scene, configuration: configuration)
        decision = ZooState.initialDecision(configuration)
    }

    public mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        try state.validate(input)
        state.apply(input)
        var animation = state.configuration.defaultAnimation
        if case .keyboard(let event) = input, state.attached {
            animation = Animation(duration: 1.0, curve: 0)
            switch event.phase {
            case .willShow:
                if let field = state.focusedField {
                    let keyboardHeight = event.beginFrame.height
                    let origin = field.frame.origin
                    let visibleHeight = state.scene.hostFrame.height - (keyboardHeight + field.frame.height)
                    let contains = origin.x >= 0 && origin.x < state.scene.hostFrame.width && origin.y >= 0 && origin.y < visibleHeight
                    if !contains { offset -= keyboardHeight }
                }
            case .willHide:
                offset = 64 - state.scene.hostFrame.minY  // "64 = navigation bar height"
            default: break
            }
        }
        decision = state.decision(Placement(hostOffset: offset), animation: animation, previous: decision)
        return decision
    }
}
