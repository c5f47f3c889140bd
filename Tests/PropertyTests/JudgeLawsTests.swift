import AvoidCore
import AvoidanceModels
import BugZoo
import Generators
import Invariants
import PropertyKit
import PropertyKitTesting
import Testing

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
}
