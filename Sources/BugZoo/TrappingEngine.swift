import AvoidCore
import Generators

/// AvoidCore with a planted crash: it traps when a third-party keyboard's fractional height
/// arrives with zero duration (seen on devices as 335 -> 366.67 in place) while the focused
/// field is inside a scroll container. Reaching it takes a container, a field in it, a focus
/// change and that notification, in order: a test of coverage guidance, not of luck. Exists to
/// prove that the fuzzer finds crashes; never use it for anything else.
struct TrappingEngine: AvoidanceModel {
    var engine: AvoidanceEngine

    init(scene: Scene, configuration: Configuration) throws(EngineError) {
        engine = try AvoidanceEngine(scene: scene, configuration: configuration)
    }

    mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        if case .keyboard(let event) = input, event.duration == 0,
            event.endFrame.height != event.endFrame.height.rounded(),
            let focus = engine.focus, engine.scene.field(focus)?.container != nil
        {
            fatalError("planted crash: fractional keyboard height \(event.endFrame.height) with zero duration")
        }
        return try engine.handle(input)
    }
}
