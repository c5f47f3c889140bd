import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import BugZoo
import Foundation
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 10 under hostile input: extreme but finite values, non-finite values, degenerate
/// geometry and enormous scenes never crash the engine, never give non-finite output, and every
/// rejection is the typed error naming what is wrong, leaving the state untouched.
@Suite struct HostileInputTests {
    static func configuration(_ cases: Int) -> PropertyConfiguration {
        var base = PropertyConfiguration()
        base.cases = cases
        return PropertyConfiguration.fromEnvironment(base)
    }

    @Test func hostileValuesGiveTypedErrorsOrFiniteDecisions() {
        var configuration = Self.configuration(2_000)
        configuration.coverage = [
            .cover(25, "valid scene"), .cover(10, "invalid scene"), .cover(20, Situation.malformedInput.rawValue),
        ]
        property("hostile values", HostileGen.scenario.labelledWithSituations(), configuration: configuration) {
            scenario in
            if let violation = ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: scenario) {
                throw InvariantBroken(
                    violation: violation, explanation: ModelUnderTest.avoidCore.explain(violation, in: scenario))
            }
        }
    }

    @Test func hostileValuesCatchAnEngineThatSkipsValidation() {
        let model = Zoo.faulty(.nonFiniteFramesAccepted)
        let report = runProperty("hostile witness", HostileGen.scenario, configuration: Self.configuration(2_000)) {
            scenario in
            if let violation = model.firstViolation(of: [.finiteAndTotal], in: scenario) {
                throw InvariantBroken(violation: violation, explanation: model.explain(violation, in: scenario))
            }
        }
        #expect(!report.passed)
    }

    @Test func degenerateGeometryKeepsTheRobustInvariants() {
        // Zero-size screens and windows off the screen have no meaningful "visible" area, so the
        // invariants that do not depend on one are checked: finite and total, never down, restore,
        // no double shift, animation, lifecycle.
        let invariants: [Invariant] = [
            .finiteAndTotal, .neverDownNeverPastTop, .restoreOnHide, .noDoubleShift, .animationPassThrough, .lifecycle,
        ]
        property("degenerate geometry", HostileGen.degenerate, configuration: Self.configuration(2_000)) { scenario in
            if let violation = ModelUnderTest.avoidCore.firstViolation(of: invariants, in: scenario) {
                throw InvariantBroken(
                    violation: violation, explanation: ModelUnderTest.avoidCore.explain(violation, in: scenario))
            }
        }
    }

    @Test func enormousScenesAndLongSequences() throws {
        // 1,000 fields and 10,000 inputs, deterministic: focus hops, keyboards of every height.
        let screen = Size(width: 1024, height: 1366)
        let fields = (0..<1_000).map { i in
            Field(id: FieldID(i), frame: Rect(x: 16, y: Double(i % 1300), width: 300, height: 40))
        }
        let scene = Scene(screen: screen, screenSafeArea: EdgeInsets(top: 24, bottom: 20), fields: fields)
        var engine = try AvoidanceEngine(scene: scene)
        var state: UInt64 = 12345
        for step in 0..<10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            let r = Int(truncatingIfNeeded: state >> 33)
            let input: Input
            switch r % 4 {
            case 0: input = .focus(FieldID(r % 1_000))
            case 1, 2:
                let height = Double(r % 700)
                input = .keyboard(
                    KeyboardEvent(
                        phase: r % 3 == 0 ? .willHide : .willShow,
                        endFrame: Rect(x: 0, y: 1366 - height, width: 1024, height: height)))
            default: input = step % 1_000 == 0 ? .layoutChanged(scene) : .focus(FieldID(999 - r % 1_000))
            }
            let decision = try engine.handle(input)
            #expect(decision.hostOffset.isFinite && decision.hostOffset <= 0)
        }
        let fresh = AvoidanceEngine.placement(
            scene: engine.scene, keyboard: engine.keyboard, focus: engine.focus, configuration: engine.configuration)
        #expect(engine.decision.placement == fresh)
    }
}
