import AvoidConformance
import AvoidCore
import Foundation
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Case files are how the property suite's failures outlive a run: for generated scenarios, a
/// recorded case reads back as it was, is named by its content alone, is never written twice,
/// is written in the one form reviewers diff, and leaves nothing half-written behind.
@Suite struct CaseFileTests {
    static let scenarios = zip(Gen<Scenario>.scenario, Gen<Invariant>.element(of: Invariant.allCases))
    /// Files beside the cases that are not cases: notes, a hidden draft, a case's picture.
    static let otherFiles = ["notes.txt", ".draft.json", "I1-0000000000000000.svg"]

    @Test func recordedCasesReadBackAndAreNamedByTheirContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CaseStore(directory: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in Self.otherFiles { try Data("{}".utf8).write(to: folder.appendingPathComponent(name)) }
        var configuration = PropertyConfiguration()
        configuration.cases = 200
        property(Self.scenarios, configuration: .fromEnvironment(configuration)) { scenario, invariant in
            let number = invariant.rawValue
            let regression = RegressionCase(
                summary: "a generated case", invariant: invariant, model: "AvoidCore",
                origin: .init(seed: "0x1", choices: "v1:0", date: "2026-01-01"), scenario: scenario)
            let existed = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(try CaseStore.fileName(for: regression)).path)
            let (url, isNew) = try store.record(regression)
            try require(isNew == !existed, "new: \(isNew), there before: \(existed)")
            let name = url.lastPathComponent
            // `I<n>-` and sixteen lower-case hexadecimal digits: the hash is padded, never short.
            let digits = name.dropFirst("I\(number)-".count).dropLast(".json".count)
            try require(name.hasPrefix("I\(number)-") && name.hasSuffix(".json"), name)
            try require(digits.count == 16 && digits.allSatisfy { "0123456789abcdef".contains($0) }, name)
            try require(name == (try CaseStore.fileName(for: regression)))
            // The name is the content's: another summary or origin names the same case.
            var retold = regression
            retold.summary = "the same case, told again"
            retold.origin = .init()
            try require(try CaseStore.fileName(for: retold) == name)
            try Self.requireReviewForm(url, invariant: number)
            let loaded = try CaseStore.load(url)
            // Compared by description: malformed inputs hold NaN, which is never equal to itself.
            try require(String(describing: loaded) == String(describing: regression))
            try require(loaded.invariant == invariant && loaded.summary == regression.summary)
            let (again, againNew) = try store.record(retold)
            try require(again == url && !againNew)
            if isNew { try require(FileManager.default.fileExists(atPath: url.path)) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            !Self.otherFiles.contains($0)
        }
        #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") }, "\(names)")
        #expect(store.caseFiles().map(\.lastPathComponent) == names.sorted())
    }

    /// A case file is pretty-printed with sorted keys and unescaped slashes, one line per
    /// value, ending in a newline: the form a reviewer reads in a diff.
    static func requireReviewForm(_ url: URL, invariant number: Int) throws {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let head = """
            {
              "invariant" : \(number),
              "model" : "AvoidCore",
              "origin" : {
                "choices" : "v1:0",
                "date" : "2026-01-01",
                "seed" : "0x1"
              },
              "scenario" : {
            """
        let tail = """
              },
              "schema" : "avoidkit.regression/1",
              "summary" : "a generated case"
            }

            """
        try require(text.hasPrefix(head) && text.hasSuffix(tail), text)
    }

    /// A name is the content's hash and nothing else: the same case gets the same name in every
    /// build, so a case found again after a release is still found in the store.
    @Test func aCaseHasTheSameNameInEveryBuild() throws {
        let scene = Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])
        let show = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 315, width: 320, height: 253))
        let regression = RegressionCase(
            summary: "a case", invariant: .minimal, model: "AvoidCore", origin: .init(),
            scenario: Scenario(scene: scene, inputs: [.focus(1), .keyboard(show)]))
        #expect(try CaseStore.fileName(for: regression) == "I2-95228135422a0e52.json")
    }
}
