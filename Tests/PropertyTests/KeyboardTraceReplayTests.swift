import AvoidConformance
import AvoidCore
import BugZoo
import Foundation
import Generators
import KeyboardTraces
import PropertyKit
import PropertyKitTesting
import Testing

/// Real device logs in the proof: every corpus trace replayed against generated scenes on the
/// device its frames imply, with generated focus changes between its notifications, every
/// invariant judged.
@Suite struct KeyboardTraceReplayTests {
    /// A corpus log: its notifications and the device they imply.
    struct Trace: Sendable, Hashable {
        var name: String
        var events: [KeyboardEvent]
        var device: DeviceSetup
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../RegressionTests/Traces").standardized

    /// Every `.log` in the corpus, read as `avoid trace` reads it (notifications printed without
    /// a duration and curve take 0 s, curve 0).
    static let traces: [Trace] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".log") }.sorted()
        let parser = KeyboardTraceParser()
        return names.compactMap { name in
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8),
                let events = try? parser.events(in: text),
                let device = DeviceSetup.implied(byKeyboardFrames: events.map(\.endFrame))
            else { return nil }
            return Trace(name: name, events: events, device: device)
        }
    }()

    /// A focus change before a notification: none (most often), focus lost, or the `n`th field.
    static let focusChange = Gen<Int?>.weighted([(3, .constant(nil)), (1, Gen<Int>.int(in: 0...6).map { $0 })])

    /// A corpus trace on a generated layout on its device, under a generated configuration,
    /// with the first field focused and generated focus changes interleaved.
    static let scenario: Gen<Scenario> = Gen<Trace>.element(of: traces).flatMap { trace in
        zip(Gen<ScenePlan>.layout, Gen<Configuration>.configuration, focusChange.array(exactly: trace.events.count))
            .map { plan, configuration, changes in
                let scene = plan.scene(on: trace.device)
                let ids = scene.fields.map(\.id)
                var inputs: [Input] = [.focus(ids.first)]
                for (event, change) in zip(trace.events, changes) {
                    if let change {
                        inputs.append(.focus(change == 0 || ids.isEmpty ? nil : ids[(change - 1) % ids.count]))
                    }
                    inputs.append(.keyboard(event))
                }
                return Scenario(scene: scene, configuration: configuration, inputs: inputs)
            }
            .labelled { _ in [trace.name] }
    }

    static func configuration(_ cases: Int) -> PropertyConfiguration {
        var configuration = PropertyConfiguration()
        configuration.cases = cases
        configuration.timeBudget = .seconds(20)
        return configuration
    }

    @Test func everyCorpusTraceIsReplayed() {
        #expect(Self.traces.count >= 14, "\(Self.traces.map(\.name))")
    }

    @Test func avoidCoreKeepsEveryInvariantOnRealTraces() {
        let report = property(Self.scenario, configuration: .fromEnvironment(Self.configuration(700))) { scenario in
            if let violation = ModelUnderTest.avoidCore.firstViolation(in: scenario) {
                throw TraceViolation(explanation: ModelUnderTest.avoidCore.explain(violation, in: scenario))
            }
        }
        // Every trace was replayed (each is a label of its cases).
        for trace in Self.traces {
            #expect(report.coverage.percent(trace.name) > 0, "\(trace.name) never replayed")
        }
    }

    /// The property can fail: `overlapOnFirstShow`, an article's recipe (the witness of invariant 1), is caught
    /// on the same traces.
    @Test func aWrongEngineIsCaughtOnRealTraces() throws {
        let model = try #require(Zoo.model(named: "overlapOnFirstShow"))
        let report = runProperty(
            "traces against overlapOnFirstShow", Self.scenario, configuration: Self.configuration(700)
        ) {
            scenario in
            if let violation = model.firstViolation(in: scenario) {
                throw TraceViolation(explanation: model.explain(violation, in: scenario))
            }
        }
        #expect(report.counterexample != nil, "overlapOnFirstShow passed every trace")
    }

    struct TraceViolation: Error, CustomStringConvertible {
        var explanation: String
        var description: String { explanation }
    }
}
