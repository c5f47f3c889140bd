import AvoidCore
import BugZoo
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// Laws of the judge itself, over generated scenarios and the bug zoo: a violation is the first
/// (what comes after an input cannot change a verdict about it), it is the invariant's own, it
/// is explained with a picture of the step, and a class engine is judged as its value twin.
@Suite struct JudgeLawsTests {
    static let cases = zip(
        Gen<Scenario>.scenario, Gen<Int>.int(in: 0...(Zoo.all.count - 1)),
        Gen<Invariant>.element(of: Invariant.allCases))

    @Test func aViolationIsTheFirstAndTheInvariantsOwn() {
        var configuration = PropertyConfiguration()
        configuration.cases = 1_500
        property(Self.cases, configuration: .fromEnvironment(configuration)) { scenario, index, invariant in
            let model = Zoo.all[index]
            guard let violation = model.firstViolation(of: [invariant], in: scenario) else { return }
            try require(violation.invariant == invariant, "\(violation) judged for \(invariant)")
            try require(violation.check?.invariant == invariant, "\(violation.check.map { "\($0)" } ?? "no check")")
            guard let step = violation.step else { return }
            var upTo = scenario
            upTo.inputs = Array(scenario.inputs.prefix(step + 1))
            let again = model.firstViolation(of: [invariant], in: upTo)
            try require(
                again?.step == step && again?.check == violation.check, "up to \(step): \(String(describing: again))")
            var before = scenario
            before.inputs = Array(scenario.inputs.prefix(step))
            try require(model.firstViolation(of: [invariant], in: before) == nil, "already broken before \(step)")
            // A step the model accepted is pictured; one it threw on has no decision to show.
            let threw: Set<Check> = [.validInputRejected, .stateChangedOnRejection, .wrongInputError]
            if let check = violation.check, !threw.contains(check) {
                try require(model.explain(violation, in: scenario).contains("\n\nafter input \(step):\nbefore"))
            }
        }
    }

    /// AvoidCore's engine behind a class: the checker must make fresh instances, never share one.
    final class EngineObject: AvoidanceModel, @unchecked Sendable {
        var engine: AvoidanceEngine
        init(_ engine: AvoidanceEngine) { self.engine = engine }
        func handle(_ input: Input) throws(EngineError) -> Decision { try engine.handle(input) }
        static func == (lhs: EngineObject, rhs: EngineObject) -> Bool { lhs.engine == rhs.engine }
    }

    @Test func aClassEngineIsJudgedAsItsValueTwin() {
        let object = ModelUnderTest("AvoidCore as a class") { scene, configuration throws(EngineError) in
            EngineObject(try AvoidanceEngine(scene: scene, configuration: configuration))
        }
        var configuration = PropertyConfiguration()
        configuration.cases = 300
        property(Gen<Scenario>.scenario, configuration: .fromEnvironment(configuration)) { scenario in
            let violation = object.firstViolation(in: scenario)
            try require(violation == nil, "\(violation.map { object.explain($0, in: scenario) } ?? "")")
        }
    }

    /// Placements compare component by component, each within a millionth of its magnitude (at
    /// least 1e-6): a change within that is close, twice that is not, in any one component.
    @Test func placementsAreCloseComponentByComponent() {
        let value = Gen<Int>.int(in: -2_000_000...2_000_000).map { Double($0) / 4 }
        let scroll = zip(zip(Gen<Int>.int(in: 1...3), value, value), zip(value, value, value, value)).map {
            first, rest in
            ScrollAdjustment(
                container: ContainerID(first.0),
                contentInset: EdgeInsets(top: first.1, left: first.2, bottom: rest.0, right: rest.1),
                contentOffset: Point(x: rest.2, y: rest.3))
        }
        let cases = zip(value, scroll.optional, Gen<Int>.int(in: 0...7), Gen<Bool>.bool)
        var configuration = PropertyConfiguration()
        configuration.cases = 2_000
        property(cases, configuration: .fromEnvironment(configuration)) { offset, scroll, component, small in
            let base = Placement(hostOffset: offset, scroll: scroll)
            func nudged(_ x: Double) -> Double { x + (small ? 0.5 : 2.5) * 1e-6 * max(1, abs(x)) }
            var moved = base
            switch component {
            case 0: moved.hostOffset = nudged(offset)
            case 1: moved.scroll?.contentInset.top = nudged(scroll?.contentInset.top ?? 0)
            case 2: moved.scroll?.contentInset.left = nudged(scroll?.contentInset.left ?? 0)
            case 3: moved.scroll?.contentInset.bottom = nudged(scroll?.contentInset.bottom ?? 0)
            case 4: moved.scroll?.contentInset.right = nudged(scroll?.contentInset.right ?? 0)
            case 5: moved.scroll?.contentOffset.x = nudged(scroll?.contentOffset.x ?? 0)
            case 6: moved.scroll?.contentOffset.y = nudged(scroll?.contentOffset.y ?? 0)
            default: moved.scroll?.container = ContainerID((scroll?.container.rawValue ?? 0) + (small ? 0 : 1))
            }
            let changed = component == 0 || scroll != nil
            try require(base.isClose(to: moved) == (small || !changed), "\(base) against \(moved)")
            try require(moved.isClose(to: base) == base.isClose(to: moved))
            try require(base.isClose(to: base))
            let other = Placement(
                hostOffset: offset,
                scroll: scroll == nil
                    ? ScrollAdjustment(
                        container: 1, contentInset: EdgeInsets(), contentOffset: .zero) : nil)
            try require(!base.isClose(to: other) && !other.isClose(to: base))
        }
    }

    /// A millionth apart exactly is still close; one double more is not.
    @Test func placementsAMillionthApartAreClose() {
        #expect(Placement(hostOffset: 0).isClose(to: Placement(hostOffset: -1e-6)))
        #expect(!Placement(hostOffset: 0).isClose(to: Placement(hostOffset: (-1e-6).nextDown)))
    }

    /// AvoidCore with every shift moved by less than half the tolerance (1e-6), up or down by turns.
    struct NudgedEngine: AvoidanceModel {
        var engine: AvoidanceEngine
        var inputs = 0

        mutating func handle(_ input: Input) throws(EngineError) -> Decision {
            var decision = try engine.handle(input)
            inputs += 1
            if decision.placement.hostOffset < -1 {
                let nudge = 0.4e-6
                decision.placement.hostOffset += inputs % 2 == 0 ? nudge : -nudge
            }
            return decision
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.engine == rhs.engine }
    }

    /// The judge's tolerance is honoured everywhere: shifts half a tolerance off still keep every
    /// invariant (a check that compares exactly, or with a smaller tolerance, fails them).
    @Test func shiftsWithinTheToleranceKeepEveryInvariant() {
        let nudged = ModelUnderTest("AvoidCore nudged") { scene, configuration throws(EngineError) in
            NudgedEngine(engine: try AvoidanceEngine(scene: scene, configuration: configuration))
        }
        var configuration = PropertyConfiguration()
        configuration.cases = 500
        property(Gen<Scenario>.scenario, configuration: .fromEnvironment(configuration)) { scenario in
            let violation = nudged.firstViolation(in: scenario)
            try require(violation == nil, "\(violation.map { nudged.explain($0, in: scenario) } ?? "")")
        }
    }

    /// A model that moves the view up 5 points while detached, and decides as AvoidCore otherwise.
    struct DetachedOffsetEngine: AvoidanceModel {
        var engine: AvoidanceEngine

        mutating func handle(_ input: Input) throws(EngineError) -> Decision {
            var decision = try engine.handle(input)
            if !engine.isAttached { decision.placement.hostOffset = -5 }
            return decision
        }
    }

    static let scene = Scene(
        screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
        fields: [Field(id: 1, frame: Rect(x: 16, y: 100, width: 288, height: 44))])

    /// The fresh placement invariant 5 compares with is remembered per focus, keyboard and
    /// attachment: after detach then attach, the fresh model is the attached one.
    @Test func freshPlacementsAreRememberedPerAttachment() {
        let model = ModelUnderTest("detached offset") { scene, configuration throws(EngineError) in
            DetachedOffsetEngine(engine: try AvoidanceEngine(scene: scene, configuration: configuration))
        }
        let scenario = Scenario(scene: Self.scene, inputs: [.focus(1), .detach, .attach])
        #expect(model.firstViolation(of: [.noDoubleShift], in: scenario) == nil)
        #expect(model.firstViolation(of: [.lifecycle], in: scenario)?.check == .movedWhileDetached)
    }

    /// Only a repeat is a repeat: a first notification may change the decision.
    @Test func aFirstNotificationIsNoRepeat() throws {
        let model = try #require(Zoo.model(named: "everyNotificationChanges"))
        let show = Input.keyboard(
            KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 315, width: 320, height: 253)))
        #expect(model.firstViolation(of: [.noDoubleShift], in: Scenario(scene: Self.scene, inputs: [show])) == nil)
        let repeated = model.firstViolation(
            of: [.noDoubleShift], in: Scenario(scene: Self.scene, inputs: [show, show]))
        #expect(repeated?.check == .repeatChanged && repeated?.step == 1)
    }
}
