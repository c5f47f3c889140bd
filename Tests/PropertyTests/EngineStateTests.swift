import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// What the engine reports of itself matches what happened: a new engine is attached with no
/// keyboard, no focus and a resting, unchanged decision; after every input its scene, keyboard,
/// focus and attachment are the facts the oracle tracks, its `decision` is the one it returned,
/// `changed` says whether the placement moved, and the keyboard class is the oracle's.
@Suite struct EngineStateTests {
    /// The oracle's keyboard kind for an engine's keyboard class.
    static func kind(_ keyboard: KeyboardClass) -> Oracle.KeyboardKind {
        switch keyboard {
        case .docked: return .docked
        case .hardwareBar: return .hardware
        case .undocked: return .undocked
        case .zero: return .zero
        case .hidden: return .none
        }
    }

    @Test func theEngineReportsWhatHappened() {
        var configuration = PropertyConfiguration()
        configuration.cases = 1_000
        property(Gen<Scenario>.scenario, configuration: .fromEnvironment(configuration)) { scenario in
            guard var engine = try? AvoidanceEngine(scene: scenario.scene, configuration: scenario.configuration)
            else { return }
            let rest = Decision(
                placement: .rest, animation: scenario.configuration.defaultAnimation, changed: false, keyboard: .hidden)
            try require(engine.decision == rest, "a new engine's decision is \(engine.decision)")
            try require(engine.keyboard == nil && engine.focus == nil && engine.isAttached, "a new engine has state")
            var facts = Facts(scene: scenario.scene, configuration: scenario.configuration)
            for (step, input) in scenario.inputs.enumerated() {
                let before = engine.decision
                guard let decision = try? engine.handle(input) else { continue }
                facts.apply(input)
                try require(engine.decision == decision, "after input \(step) `decision` is not the one returned")
                try require(
                    decision.changed == (decision.placement != before.placement),
                    "after input \(step) `changed` is wrong")
                try require(engine.scene == facts.scene, "after input \(step) the scene differs")
                try require(
                    engine.focus == facts.focus, "after input \(step) the focus is \(String(describing: engine.focus))")
                try require(engine.isAttached == facts.attached, "after input \(step) attached is \(engine.isAttached)")
                try require(
                    engine.keyboard == facts.keyboard,
                    "after input \(step) the keyboard is \(String(describing: engine.keyboard))")
                let expected = Oracle.kind(of: facts.keyboard, in: facts.scene)
                try require(
                    Self.kind(decision.keyboard) == expected,
                    "after input \(step) the keyboard \(String(describing: facts.keyboard)) is classed \(decision.keyboard), not \(expected)"
                )
            }
        }
    }
}
