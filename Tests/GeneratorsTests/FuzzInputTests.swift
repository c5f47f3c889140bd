import AvoidConformance
import AvoidCore
import Foundation
import PropertyKit
import Testing

@testable import Generators

/// The fuzzer's realistic scenarios are the properties' generator with its choices read from
/// the fuzzer's bytes: the simplest bytes give the simplest scenario, any bytes a valid one,
/// and every labelled situation the generator reaches, the fuzzer's path reaches too.
@Suite struct FuzzInputTests {
    static func realistic(_ bytes: [UInt8]) -> Scenario? {
        guard case .realistic(let scenario) = FuzzInput.decode([0] + bytes, forcedMode: nil) else { return nil }
        return scenario
    }

    /// `count` byte strings of up to `maxLength` bytes (the fuzzer's default longest input,
    /// less its mode byte), from a fixed seed.
    static func byteStrings(_ count: Int, maxLength: Int = 63, seed: UInt64) -> [[UInt8]] {
        var random = Xoshiro256StarStar(seed: seed)
        return (0..<count).map { _ in
            (0..<Int(random.next(upTo: UInt64(maxLength)))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        }
    }

    @Test func noBytesGiveTheGeneratorsSimplestScenario() throws {
        let simplest = try Gen<Scenario>.scenario.replay([])
        #expect(Self.realistic([]) == simplest)
        #expect(Self.realistic([0, 0, 0, 0, 0, 0, 0, 0]) == simplest)
    }

    @Test func theFirstByteChoosesTheMode() {
        for (selector, expected) in [
            (0, "realistic"), (1, "realistic"), (2, "notification"), (3, "hostile"), (4, "trace"), (5, "realistic"),
        ] {
            let mode: String
            switch FuzzInput.decode([UInt8(selector), 7, 7], forcedMode: nil) {
            case .realistic: mode = "realistic"
            case .hostile: mode = "hostile"
            case .notification: mode = "notification"
            case .trace: mode = "trace"
            }
            #expect(mode == expected, "selector \(selector)")
        }
        if case .trace = FuzzInput.decode([0, 1], forcedMode: 4) {} else { Issue.record("a forced mode wins") }
    }

    @Test func isDeterministic() {
        for bytes in Self.byteStrings(50, seed: 7) { #expect(Self.realistic(bytes) == Self.realistic(bytes)) }
    }

    /// Any bytes give a valid starting scene, and AvoidCore keeps every invariant on them: the
    /// fuzzer's realistic mode, run here on a fixed sample so a regression shows in CI.
    @Test func randomBytesGiveValidScenesThatAvoidCoreHandles() throws {
        for bytes in Self.byteStrings(300, seed: 0xF022) {
            let scenario = try #require(Self.realistic(bytes), "\(bytes)")
            try scenario.scene.validate()
            let violation = ModelUnderTest.avoidCore.firstViolation(in: scenario)
            #expect(violation == nil, "\(bytes): \(violation.map(String.init(describing:)) ?? "")")
        }
    }

    /// Every situation the generators reach (`Gen.situatedScenario` labels scenarios with
    /// exactly these) is reached by the fuzzer's path from inputs no longer than its default
    /// longest: a generator that gains a situation the fuzzer cannot reach fails here.
    @Test func everySituationTheGeneratorsReachTheFuzzerReaches() throws {
        var generated = Set<Situation>()
        for seed in 0..<1_500 {
            generated.formUnion(try Gen<Scenario>.scenario.sample(seed: UInt64(seed)).situations)
        }
        var fuzzed = Set<Situation>()
        for bytes in Self.byteStrings(20_000, seed: 0xF1) {
            if let scenario = Self.realistic(bytes) { fuzzed.formUnion(scenario.situations) }
        }
        #expect(generated.count >= 20, "\(generated)")
        let missing = generated.subtracting(fuzzed).map(\.rawValue).sorted()
        #expect(missing.isEmpty, "the fuzzer's path never reaches: \(missing)")
    }

    /// The checked-in seeds decode, after their mode byte, to the scenarios they are named for.
    @Test func seedCorpusDecodesAsNamed() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fuzz/Corpus")
        func seed(_ name: String) throws -> Scenario {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
            #expect(bytes.first == 0, "\(name) must select the realistic mode")
            return try #require(Self.realistic(Array(bytes.dropFirst())))
        }
        #expect(try seed("scenario-simplest") == Gen<Scenario>.scenario.replay([]))
        let show = try seed("scenario-show")
        #expect(show.situations.contains(.fieldHiddenBeforeShift) && show.situations.contains(.hideAfterShift))
        let mixed = try seed("scenario-mixed")
        #expect(mixed.situations.count >= 6, "\(mixed.situations)")
        // One seed for each required situation the generators reach only rarely.
        let rare: [(String, Situation)] = [
            ("scenario-focus-between-containers", .focusBetweenContainers),
            ("scenario-text-view-room-edge", .textViewOnRoomEdge), ("scenario-field-room-edge", .fieldOnRoomEdge),
        ]
        var seeds = [show, mixed]
        for (name, situation) in rare {
            let scenario = try seed(name)
            #expect(scenario.situations.contains(situation), "\(name)")
            seeds.append(scenario)
        }
        for scenario in seeds {
            #expect(ModelUnderTest.avoidCore.firstViolation(in: scenario) == nil)
        }
    }
}
