import AvoidConformance
import AvoidCore
import BugZoo
import Foundation
import Generators
import PropertyKit
import Testing
import ViewTree

/// `avoid tree`: a view tree with its steps replayed on any machine, per step the decision and
/// every view in window coordinates, and the tree-level verdict; a shrunk counterexample written
/// as a file replays to the same broken property.
@Suite struct TreeCommandTests {
    static let trees = RegressionCaseReplayTests.directory.deletingLastPathComponent().appendingPathComponent("Trees")
    static let example = trees.appendingPathComponent("table-cell.json").path

    @Test func theReadmesScreenReplaysToItsNumbers() {
        let run = CommandRun(["tree", Self.example])
        #expect(run.status == 0)
        #expect(run.output.contains("  -> offset 0, container 4 inset 336 offset 201, animation 0.25 s curve 7"))
        #expect(
            run.output.contains("  view 4 tableView: (0, 0, 393x852) inset (0, 0, 302, 0) offset (0, 201)   <- adapter")
        )
        #expect(run.output.contains("  view 7 textField: (16, 472, 361x34)"))
        #expect(run.output.contains("  view 4 tableView: (0, 0, 393x852) inset (0, 0, 0, 0) offset (0, -103)"))
        #expect(run.verdict == "verdict: every tree-level property holds (\(TreeInvariant.allCases.count) properties)")
    }

    @Test func aWrongAdapterIsNamedWithThePropertyItBreaks() {
        let run = CommandRun(["tree", Self.example, "--adapter", "readsShiftedFrames", "--quiet"])
        #expect(run.status == 1)
        #expect(
            run.verdict?.hasPrefix(
                "verdict: readsUnshifted after step 0: reading the live tree gives container 4 at (0, 0, 393x852), offset Point(x: 0.0, y: 201.0)"
            ) == true)
    }

    @Test func aTreeTakesItsStepsFromAnInputsFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-tree-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let episode = try JSONDecoder().decode(
            TreeScenario.self, from: Data(contentsOf: URL(fileURLWithPath: Self.example)))
        let tree = directory.appendingPathComponent("tree.json"),
            inputs = directory.appendingPathComponent("inputs.json")
        try JSONEncoder().encode(episode.tree).write(to: tree)
        try JSONEncoder().encode(Array(episode.steps.prefix(1))).write(to: inputs)
        let run = CommandRun(["tree", tree.path, "--inputs", inputs.path])
        #expect(run.status == 0)
        #expect(run.output.contains("  view 7 textField: (16, 472, 361x34)"))
    }

    @Test func badInputIsAUsageErrorNamingWhatIsWrong() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-tree-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let invalid = directory.appendingPathComponent("invalid.json")
        let text = try String(contentsOfFile: Self.example, encoding: .utf8)
            .replacingOccurrences(of: #""width": 361"#, with: #""width": -361"#)
        try Data(text.utf8).write(to: invalid)
        let runs = [
            (CommandRun(["tree"]), "tree needs a FILE"),
            (CommandRun(["tree", directory.appendingPathComponent("none.json").path]), "no file at"),
            (CommandRun(["tree", invalid.path]), "view 7: bounds has a negative size"),
            (CommandRun(["tree", Self.example, "--adapter", "nobody"]), "unknown adapter 'nobody'"),
            (CommandRun(["tree", Self.example, "--inputs", Self.example]), "not a JSON array of steps"),
        ]
        for (run, message) in runs {
            #expect(run.status == 2)
            #expect(run.errors.joined().contains(message), "\(run.errors)")
        }
        #expect(CommandRun(["tree", "--adapters"]).output.contains("shiftsWindow"))
    }

    @Test func aShrunkCounterexampleWrittenAsAFileReplaysToTheSameViolation() throws {
        let adapter = Zoo.faulty(.convertsThroughScreen)
        var configuration = PropertyConfiguration()
        configuration.seed = 0x7EE
        configuration.cases = 400
        let report = runProperty("tree file", Gen<GeneratedTreeScenario>.treeScenario, configuration: configuration) {
            screen in
            if let violation = TreeChecker().firstViolation(adapter: adapter, episode: screen.episode) {
                throw TreeFileFailure(violation: violation)
            }
        }
        let example = try #require(report.counterexample)
        let violation = try #require((example.failure as? TreeFileFailure)?.violation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("avoid-tree-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONEncoder().encode(example.shrunk.episode).write(to: file)
        let run = CommandRun(["tree", file.path, "--adapter", adapter.name, "--quiet"])
        #expect(run.status == 1)
        #expect(run.verdict == "verdict: \(violation)")
    }
}

struct TreeFileFailure: Error {
    var violation: TreeViolation
}
