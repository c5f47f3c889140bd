import AvoidCore
import Invariants

/// Seed 002 (Objective-C, transform): on WillShow measures the focused field's bottom in window
/// coordinates *through the current transform* and, when the keyboard's top (screen
/// coordinates, unconverted) is above it, sets the transform to that difference; WillHide
/// resets it. No keyboard distance, no top clamp, the default animation curve, focus changes
/// recompute nothing, and the observers are never removed.
public struct Seed002Engine: AvoidanceModel {
    var state: ZooState
    var transform = 0.0
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
            // `animateWithDuration:animations:` keeps the duration but uses the default curve (0).
            animation = Animation(duration: event.duration, curve: 0)
            switch event.phase {
            case .willShow:
                if let field = state.focusedField {
                    let inputBoxY = state.windowFrame(of: field).maxY + transform
                    let ty = event.endFrame.minY - inputBoxY
                    if ty < 0 { transform = ty }
                }
            case .willHide:
                transform = 0
            default: break
            }
        }
        decision = state.decision(Placement(hostOffset: transform), animation: animation, previous: decision)
        return decision
    }
}
