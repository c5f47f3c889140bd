import AvoidConformance
import AvoidCore
import BugZoo
import Foundation
import PropertyKit
import Testing
import avoid

@testable import Generators

/// The built `avoid` executable, beside this test binary (both are products of one build).
enum AvoidExecutable {
    static var url: URL? {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("avoid"),
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("avoid"),
            RegressionCaseReplayTests.directory.appendingPathComponent("../../../.build/debug/avoid").standardized,
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Crashes found by the fuzzer reproduce: a case file of a crash replays, in a child process,
/// to the same trap's message, and a fuzzer's input that traps is recorded as the scenario
/// that crashed.
@Suite struct CrashReplayTests {
    /// `avoid` with a child runner that starts the built executable.
    func run(_ arguments: [String]) throws -> CommandRun {
        let executable = try #require(AvoidExecutable.url, "the avoid executable is not built beside the tests")
        return CommandRun(arguments, runChild: { try ChildRun.run(executable, $0) })
    }

    static var trappingCases: [String] {
        CaseStore(directory: RegressionCaseReplayTests.directory).caseFiles().compactMap { url in
            (try? CaseStore.load(url)).flatMap { $0.model == Zoo.trapping.name ? url.lastPathComponent : nil }
        }
    }

    @Test func thereAreCrashCases() { #expect(!Self.trappingCases.isEmpty) }

    @Test(arguments: trappingCases)
    func crashCaseReplaysToTheTrapInAChild(file: String) throws {
        let path = RegressionCaseReplayTests.directory.appendingPathComponent(file).path
        let replay = try run(["replay", "--case", path])
        #expect(
            replay.output.contains { $0.hasPrefix("crashed: planted crash: fractional keyboard height") },
            "\(replay.text)")
        #expect(replay.verdict == "verdict: reproduced: trapping crashed, breaking I10 finite and total")
        #expect(replay.status == 1)
        // Its summary names the same trap.
        let regression = try CaseStore.load(URL(fileURLWithPath: path))
        let message = try #require(replay.output.first { $0.hasPrefix("crashed: ") }).dropFirst("crashed: ".count)
        #expect(regression.summary.contains(message), "\(regression.summary)")
    }

    /// Whether the trapping engine traps on `scenario`: AvoidCore run alongside, with the
    /// planted crash's condition checked before each input (the engine itself would end the test).
    static func reachesThePlantedCrash(_ scenario: Scenario) -> Bool {
        guard var engine = try? AvoidanceEngine(scene: scenario.scene, configuration: scenario.configuration) else {
            return false
        }
        for input in scenario.inputs {
            if case .keyboard(let event) = input, event.duration == 0,
                event.endFrame.height != event.endFrame.height.rounded(),
                let focus = engine.focus, engine.scene.field(focus)?.container != nil
            {
                return true
            }
            _ = try? engine.handle(input)
        }
        return false
    }

    /// End to end: a fuzzer's input that reaches the planted crash is replayed in a child,
    /// reported as a crash, recorded as exactly the scenario it decodes to, and the recorded
    /// file replays to the same crash. (The input is found here by search, as the fuzzer would.)
    @Test func aCrashingFuzzInputIsRecordedAndItsCaseFileCrashesAgain() throws {
        var random = Xoshiro256StarStar(seed: 0xC4A5)
        var found: [UInt8]?
        for _ in 0..<200_000 where found == nil {
            let bytes = [0] + (0..<Int(8 + random.next(upTo: 56))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if case .realistic(let scenario?) = FuzzInput.decode(bytes, forcedMode: nil),
                Self.reachesThePlantedCrash(scenario)
            {
                found = bytes
            }
        }
        let bytes = try #require(found, "no input reaches the planted crash")
        guard case .realistic(let scenario?) = FuzzInput.decode(bytes, forcedMode: nil) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crash-replay-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let input = directory.appendingPathComponent("crash-input")
        try Data(bytes).write(to: input)
        let cases = directory.appendingPathComponent("Cases")

        let replay = try run(["replay", "--fuzz-input", input.path, "--model", "trapping", "--record", cases.path])
        #expect(replay.status == 1, "\(replay.text)")
        let crashed = try #require(replay.output.first { $0.hasPrefix("crashed: planted crash") }, "\(replay.text)")
        let recorded = try #require(CaseStore(directory: cases).caseFiles().first)
        #expect(replay.output.contains("case file: \(recorded.path) (new)"))
        let regression = try CaseStore.load(recorded)
        #expect(regression.scenario == scenario, "the case file holds the scenario the input decodes to")
        #expect(regression.model == "trapping" && regression.invariant == .finiteAndTotal)
        #expect(regression.summary == "trapping: \(crashed) (found by the fuzzer)")

        let again = try run(["replay", "--case", recorded.path])
        #expect(again.output.contains(crashed) && again.status == 1, "\(again.text)")
        // Against AvoidCore the same scenario neither crashes nor breaks anything.
        let fixed = try run(["replay", "--case", recorded.path, "--model", "AvoidCore"])
        #expect(fixed.status == 0 && !fixed.output.contains { $0.hasPrefix("crashed:") }, "\(fixed.text)")
    }

    /// A fuzzer's input on which a model breaks an invariant (no trap) is recorded with that
    /// invariant, and its case file replays to the same violation.
    @Test func aViolatingFuzzInputIsRecordedAndReproduces() throws {
        let model = try #require(Zoo.model(named: "keyboardHeightPerShow"))
        var random = Xoshiro256StarStar(seed: 0xB0B)
        var found: (bytes: [UInt8], violation: Violation)?
        for _ in 0..<20_000 where found == nil {
            let bytes = [0] + (0..<Int(4 + random.next(upTo: 40))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if case .realistic(let scenario?) = FuzzInput.decode(bytes, forcedMode: nil),
                let violation = model.firstViolation(in: scenario)
            {
                found = (bytes, violation)
            }
        }
        let (bytes, violation) = try #require(found, "keyboardHeightPerShow broke nothing")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "violation-replay-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let input = directory.appendingPathComponent("crash-input")
        try Data(bytes).write(to: input)
        let cases = directory.appendingPathComponent("Cases")
        let replay = try run([
            "replay", "--fuzz-input", input.path, "--model", "keyboardHeightPerShow", "--record", cases.path,
        ])
        #expect(replay.status == 1)
        #expect(
            replay.verdict == "verdict: reproduced: keyboardHeightPerShow breaks \(violation.invariant)",
            "\(replay.text)")
        let recorded = try #require(CaseStore(directory: cases).caseFiles().first)
        let regression = try CaseStore.load(recorded)
        #expect(regression.invariant == violation.invariant)
        #expect(regression.summary == "keyboardHeightPerShow: \(violation) (found by the fuzzer)")
        let again = try run(["replay", "--case", recorded.path])
        #expect(again.verdict == replay.verdict && again.status == 1, "\(again.text)")
    }

    /// Without a child runner (or with `--in-process`) the replay runs in this process, as the
    /// other command-line tests do; a child that exits normally is passed on unchanged.
    @Test func aChildThatExitsIsPassedOn() throws {
        let path = try #require(AvoidCommandLineTests.replayableCases.first)
        let file = RegressionCaseReplayTests.directory.appendingPathComponent(path).path
        let inChild = try run(["replay", "--case", file])
        let inProcess = CommandRun(["replay", "--case", file])
        #expect(inChild.text == inProcess.text && inChild.status == inProcess.status)
    }

    @Test(arguments: [
        (["replay", "--fuzz-input", "/nonexistent/crash-0"], "--fuzz-input: no file at '/nonexistent/crash-0'"),
        (["replay", "--fuzz-input", "x", "--mode", "9"], "--mode takes a fuzzer mode 0...4, got '9'"),
        (["replay", "--case", "x.json", "--mode", "1"], "--mode goes with --fuzz-input"),
        (["replay", "--fuzz-input", "x", "--invariant", "2"], "--invariant does not go with --fuzz-input"),
    ])
    func fuzzInputOptionErrorsNameTheOption(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.joined().contains(message), "\(arguments): \(run.errors)")
    }
}
