import AvoidConformance
import AvoidCore
import Generators
import Testing

/// Invariant 7 runs the moved window in lockstep with the main run, but reports as if it were
/// compared after the whole run: a per-input violation anywhere wins over an earlier difference
/// between the two window positions, and a difference alone is reported at its first step.
@Suite struct WindowLockstepTests {
    /// AvoidCore, except that it shifts 5 pt more on its first input when its window is not at
    /// the screen's origin, and moves the host view *down* on input `downAt` (if any).
    struct WindowAware: AvoidanceModel {
        var engine: AvoidanceEngine
        let moved: Bool
        let downAt: Int?
        var step = 0

        mutating func handle(_ input: Input) throws(EngineError) -> Decision {
            var decision = try engine.handle(input)
            defer { step += 1 }
            if step == 0 && moved { decision.placement.hostOffset -= 5 }
            if step == downAt { decision.placement.hostOffset = 10 }
            return decision
        }
    }

    static func model(downAt: Int?) -> ModelUnderTest {
        ModelUnderTest("windowAware") { scene, configuration throws(EngineError) in
            WindowAware(
                engine: try AvoidanceEngine(scene: scene, configuration: configuration),
                moved: scene.window.minX != 0, downAt: downAt)
        }
    }

    static let scenario = Scenario(
        scene: ExampleScenarios.phoneScene,
        inputs: [.focus(1), ExampleScenarios.docked(ExampleScenarios.phone, 291), .focus(2), .focus(1)])

    @Test func aDifferenceAloneIsReportedAtItsFirstStep() {
        let violation = Self.model(downAt: nil).firstViolation(in: Self.scenario)
        #expect(violation?.invariant == .windowInvariance)
        #expect(violation?.step == 0)
    }

    @Test func aLaterPerInputViolationWinsOverAnEarlierDifference() {
        let violation = Self.model(downAt: 3).firstViolation(in: Self.scenario)
        #expect(violation != nil && violation?.invariant != .windowInvariance)
        #expect(violation?.step == 3)
        let seven = Self.model(downAt: 3).firstViolation(of: [.windowInvariance], in: Self.scenario)
        #expect(seven?.invariant == .windowInvariance && seven?.step == 0)
    }
}
