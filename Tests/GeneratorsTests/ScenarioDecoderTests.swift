import AvoidCore
import AvoidanceModels
import Foundation
import Invariants
import PropertyKit
import Testing

@testable import Generators

@Suite struct ScenarioDecoderTests {
    func decode(_ bytes: [UInt8]) -> Scenario {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            return ScenarioDecoder.scenario(&reader)
        }
    }

    @Test func noBytesGiveTheSimplestScenario() {
        let scenario = decode([])
        #expect(scenario.scene.screen == Size(width: 320, height: 568))  // the first phone, portrait
        #expect(scenario.scene.windowMode == .fullScreen)
        #expect(scenario.scene.bars.isEmpty && scenario.scene.containers.isEmpty)
        #expect(scenario.scene.fields.count == 1)
        #expect(scenario.configuration == Configuration())
        #expect(scenario.inputs.isEmpty)
        #expect(decode([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]) == scenario)
    }

    @Test func opcodesDecodeToTheirInputs() {
        // Header: device 5 (iPhone 12-14), portrait; full screen, no inset, no bars, no
        // container; one field; default configuration. Then: focus field 1; WillShow (default
        // timing, docked, predictive); WillHide; detach; attach.
        let header: [UInt8] = [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let scenario = decode(header + [0, 0, 2, 0, 0, 1, 6, 0, 11, 10])
        #expect(scenario.scene.screen == Size(width: 390, height: 844))
        let frame = Rect(x: 0, y: 844 - 336, width: 390, height: 336)
        #expect(scenario.inputs.count == 5)
        #expect(scenario.inputs[0] == .focus(FieldID(1)))
        guard case .keyboard(let show) = scenario.inputs[1], case .keyboard(let hide) = scenario.inputs[2] else {
            Issue.record("expected two keyboard notifications, got \(scenario.inputs)")
            return
        }
        #expect(show.phase == .willShow && show.endFrame == frame && show.duration == 0.25 && show.curve == 7)
        #expect(hide.phase == .willHide && hide.endFrame.minY == 844)
        #expect(Array(scenario.inputs[3...]) == [.detach, .attach])
    }

    @Test func isDeterministicAndCapsTheInputs() {
        var random = Xoshiro256StarStar(seed: 7)
        let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        #expect(decode(bytes) == decode(bytes))
        #expect(decode(bytes).inputs.count == ScenarioDecoder.maxInputs)
    }

    /// Any bytes give a valid starting scene, and AvoidCore keeps every invariant on them: the
    /// fuzzer's realistic mode, run here on a fixed sample so a decoding regression shows in CI.
    @Test func randomBytesGiveValidScenesThatAvoidCoreHandles() throws {
        var random = Xoshiro256StarStar(seed: 0xF022)
        for _ in 0..<300 {
            let bytes = (0..<Int(random.next(upTo: 120))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let scenario = decode(bytes)
            try scenario.scene.validate()
            let violation = ModelUnderTest.avoidCore.firstViolation(in: scenario)
            #expect(violation == nil, "\(bytes): \(violation.map(String.init(describing:)) ?? "")")
        }
    }

    /// The checked-in seeds (after their mode byte) decode to the scenarios they are named for.
    @Test func seedCorpusDecodesAsNamed() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fuzz/Corpus")
        func seed(_ name: String) throws -> Scenario {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
            #expect(bytes.first == 0, "\(name) must select the realistic mode")
            return decode(Array(bytes.dropFirst()))
        }
        #expect(try seed("scenario-simplest") == decode([]))
        let show = try seed("scenario-show")
        #expect(show.inputs.count == 5 && show.scene.fields.first?.frame.maxY ?? 0 > 844 - 336)
        let mixed = try seed("scenario-mixed")
        #expect(
            mixed.scene.windowMode == .stageManager && mixed.scene.containers.count == 1
                && mixed.scene.fields.count == 2)
        #expect(mixed.inputs.contains { if case .layoutChanged = $0 { true } else { false } })
        #expect(mixed.inputs.contains { if case .caretMoved = $0 { true } else { false } })
        #expect(mixed.inputs.contains(.detach))
        for scenario in [show, mixed] { #expect(ModelUnderTest.avoidCore.firstViolation(in: scenario) == nil) }
    }
}
