import AvoidConformance
import AvoidCore
import Foundation
import Generators
import Testing

@Suite struct CaseStoreTests {
    static let scenario = Scenario(
        scene: Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))]),
        inputs: [
            .focus(1),
            .keyboard(KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 315, width: 320, height: 253))),
        ])

    static func sample(date: String = "2026-11-29") -> RegressionCase {
        RegressionCase(
            summary: "overlapOnFirstShow: I2 minimal broken after input 1", invariant: .minimal,
            model: "overlapOnFirstShow",
            origin: .init(seed: "0x2a", choices: "v1:AAAA", date: date), scenario: scenario)
    }

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("avoidkit-cases-\(UUID().uuidString)")
    }

    @Test func namesAreContentHashesThatIgnoreDateAndSeed() throws {
        let name = try CaseStore.fileName(for: Self.sample())
        #expect(name.hasPrefix("I2-") && name.hasSuffix(".json") && name.count == "I2-".count + 16 + ".json".count)
        var other = Self.sample(date: "2027-01-01")
        other.origin.seed = "0x99"
        #expect(try CaseStore.fileName(for: other) == name)
        var different = Self.sample()
        different.scenario.inputs.removeLast()
        #expect(try CaseStore.fileName(for: different) != name)
    }

    @Test func recordingTheSameCaseTwiceKeepsOneFile() throws {
        let store = CaseStore(directory: Self.temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let first = try store.record(Self.sample())
        let second = try store.record(Self.sample(date: "2027-01-01"))
        #expect(first.isNew && !second.isNew)
        #expect(first.url == second.url)
        #expect(store.caseFiles() == [first.url])
        #expect(try CaseStore.load(first.url) == Self.sample())
    }

    @Test func loaderNamesTheFileAndTheField() throws {
        let directory = Self.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ name: String, _ text: String) -> URL {
            let url = directory.appendingPathComponent(name)
            try! Data(text.utf8).write(to: url)
            return url
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let good = String(decoding: try encoder.encode(Self.sample()), as: UTF8.self)

        #expect(throws: RegressionCaseError.unknownSchema(file: "future.json", found: "avoidkit.regression/9")) {
            try CaseStore.load(
                write(
                    "future.json", good.replacingOccurrences(of: "avoidkit.regression/1", with: "avoidkit.regression/9")
                ))
        }
        #expect(throws: RegressionCaseError.malformed(file: "noschema.json", field: "schema", reason: "missing")) {
            try CaseStore.load(write("noschema.json", #"{"summary": "x"}"#))
        }
        do {
            _ = try CaseStore.load(
                write(
                    "badphase.json",
                    good.replacingOccurrences(of: #""phase":"willShow""#, with: #""phase":"willWobble""#)))
            Issue.record("loaded a bad phase")
        } catch {
            guard case .malformed(let file, let field, _) = error else { throw error }
            #expect(file == "badphase.json")
            #expect(field == "scenario.inputs[1].event.phase")
        }
        do {
            _ = try CaseStore.load(write("nofield.json", good.replacingOccurrences(of: #""invariant":2,"#, with: "")))
            Issue.record("loaded without an invariant")
        } catch {
            #expect(error == .malformed(file: "nofield.json", field: "invariant", reason: "missing"))
        }
        #expect(throws: RegressionCaseError.self) { try CaseStore.load(write("garbage.json", "{not json")) }
    }

    @Test func casesWithNonFiniteInputsRoundTrip() throws {
        // Invariant 10 cases keep their malformed inputs: NaN and infinite numbers must survive.
        var regression = Self.sample()
        regression.invariant = .finiteAndTotal
        regression.scenario.inputs.append(
            .keyboard(
                KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: .nan, width: .infinity, height: -.infinity))))
        let store = CaseStore(directory: Self.temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let url = try store.record(regression).url
        let loaded = try CaseStore.load(url)
        guard case .keyboard(let event) = loaded.scenario.inputs.last else {
            Issue.record("lost the malformed input")
            return
        }
        #expect(event.endFrame.minY.isNaN && event.endFrame.width == .infinity && event.endFrame.height == -.infinity)
    }

    @Test func hiddenAndTemporaryFilesAreNotCases() throws {
        let store = CaseStore(directory: Self.temporaryDirectory())
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: store.directory) }
        try Data("{".utf8).write(to: store.directory.appendingPathComponent(".I2-0000000000000000.json.123.tmp"))
        try Data("x".utf8).write(to: store.directory.appendingPathComponent("README.md"))
        #expect(store.caseFiles().isEmpty)
    }

    /// The directory the crash test below uses, named by the test process: exit-test bodies
    /// capture nothing, and the exit test's child finds it by its parent's process ID. Runs of
    /// the suite side by side (a mutation sweep beside `swift test`) then never share it.
    static func crashDirectory(process: Int32) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "avoidkit-crash-between-write-and-rename-\(process)")
    }

    @Test func aCrashBetweenWritingAndRenamingLeavesNoCaseFile() async throws {
        let crashDirectory = Self.crashDirectory(process: getpid())
        try? FileManager.default.removeItem(at: crashDirectory)
        defer { try? FileManager.default.removeItem(at: crashDirectory) }
        await #expect(processExitsWith: .failure) {
            let store = CaseStore(directory: CaseStoreTests.crashDirectory(process: getppid()))
            _ = try? store.record(
                CaseStoreTests.sample(), beforeRename: { fatalError("simulated crash before rename") })
        }
        let store = CaseStore(directory: crashDirectory)
        #expect(store.caseFiles().isEmpty)
        // The bytes did reach the disk, hidden: proof the crash happened between write and rename.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: crashDirectory.path)
        #expect(leftovers.count == 1 && leftovers[0].hasPrefix(".") && leftovers[0].hasSuffix(".tmp"))
        // A later run records the case normally.
        #expect(try store.record(Self.sample()).isNew)
        #expect(store.caseFiles().count == 1)
    }
}
