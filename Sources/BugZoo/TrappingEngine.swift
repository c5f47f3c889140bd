import AvoidCore
import Invariants

/// AvoidCore with a planted crash: it traps on a third-party keyboard's fractional height
/// arriving with zero duration (seen on devices as 335 -> 366.67 in place). Exists to prove
/// that the fuzzer finds crashes; never use it for anything else.
public struct TrappingEngine: AvoidanceModel {
    var engine: AvoidanceEngine

    public init(scene: Scene, configuration: Configuration) throws(EngineError) {
        engine = try AvoidanceEngine(scene: scene, configuration: configuration)
    }

    public mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        if case .keyboard(let event) = input, event.duration == 0, event.endFrame.height != event.endFrame.height.rounded() {
            preconditionFailure("planted crash: fractional keyboard height \(event.endFrame.height) with zero duration")
        }
        return try engine.handle(input)
    }
}
