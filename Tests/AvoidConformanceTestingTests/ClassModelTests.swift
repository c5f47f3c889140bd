import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import Testing

/// An engine written as a class, as many apps' keyboard managers are: the harness makes a new
/// instance wherever it needs a fresh model, so sharing state between copies cannot hide bugs
/// or invent them.
final class ClassEngine: AvoidanceModel, @unchecked Sendable {
    var engine: AvoidanceEngine
    /// Planted faults, off in the faithful engine.
    let accumulates: Bool
    let countsRejections: Bool
    var extraShift = 0.0
    var rejections = 0

    init(scene: Scene, configuration: Configuration, accumulates: Bool = false, countsRejections: Bool = false)
        throws(EngineError)
    {
        engine = try AvoidanceEngine(scene: scene, configuration: configuration)
        self.accumulates = accumulates
        self.countsRejections = countsRejections
    }

    func handle(_ input: Input) throws(EngineError) -> Decision {
        var decision: Decision
        do { decision = try engine.handle(input) } catch {
            if countsRejections { rejections += 1 }
            throw error
        }
        // The classic double shift: every WillShow with the view already up adds 10 pt more.
        if accumulates, case .keyboard(let event) = input, event.phase == .willShow, decision.placement.hostOffset < 0 {
            extraShift += 10
        }
        if decision.placement.hostOffset < 0 { decision.placement.hostOffset -= extraShift }
        return decision
    }

    static func == (lhs: ClassEngine, rhs: ClassEngine) -> Bool {
        lhs.engine == rhs.engine && lhs.extraShift == rhs.extraShift && lhs.rejections == rhs.rejections
    }
}

@Suite struct ClassModelTests {
    static func configuration(_ invariant: Invariant, cases: Int) -> PropertyConfiguration {
        var configuration = InvariantProperty.configuration(for: invariant, cases: cases)
        configuration.coverage = []
        configuration.timeBudget = .seconds(10)
        return configuration
    }

    @Test(arguments: Invariant.allCases)
    func aFaithfulClassEngineKeepsEveryInvariant(invariant: Invariant) {
        let model = ModelUnderTest("ClassEngine") { scene, configuration throws(EngineError) in
            try ClassEngine(scene: scene, configuration: configuration)
        }
        let report = InvariantProperty.run(
            invariant, model: model, configuration: Self.configuration(invariant, cases: 300))
        #expect(report.passed, "\(report.render(replayCommand: nil))")
    }

    @Test func anAccumulatingClassEngineIsCaughtAndShrunk() throws {
        let model = ModelUnderTest("AccumulatingClassEngine") { scene, configuration throws(EngineError) in
            try ClassEngine(scene: scene, configuration: configuration, accumulates: true)
        }
        let report = InvariantProperty.run(
            .noDoubleShift, model: model, configuration: Self.configuration(.noDoubleShift, cases: 2_000))
        let example = try #require(report.counterexample)
        #expect((example.failure as? InvariantBroken)?.violation.invariant == .noDoubleShift)
        #expect(
            example.shrunk.scene.fields.count <= 2 && example.shrunk.inputs.count <= 4,
            "\(example.shrunk) \(example.shrinkStatistics)")
    }

    @Test func aClassEngineThatChangesOnARejectedInputIsCaught() throws {
        let model = ModelUnderTest("CountingClassEngine") { scene, configuration throws(EngineError) in
            try ClassEngine(scene: scene, configuration: configuration, countsRejections: true)
        }
        let report = InvariantProperty.run(
            .finiteAndTotal, model: model, configuration: Self.configuration(.finiteAndTotal, cases: 2_000))
        let example = try #require(report.counterexample)
        let violation = try #require((example.failure as? InvariantBroken)?.violation)
        #expect(
            violation.invariant == .finiteAndTotal && violation.message.contains("state changed on a rejected input"))
    }
}
