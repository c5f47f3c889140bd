import AvoidConformance
import Foundation
import Testing

/// `avoid fuzz-situations`: the labelled situations a fuzzing corpus's scenarios reach, and the
/// required ones none reach, as `Scripts/fuzz` prints them at the end of a run.
@Suite struct FuzzSituationsCommandTests {
    static let corpus = RegressionCaseReplayTests.directory.appendingPathComponent("../../../Fuzz/Corpus").standardized

    @Test func theSeedCorpusIsTabulated() {
        let run = CommandRun(["fuzz-situations", Self.corpus.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.first?.hasSuffix("corpus inputs") == true, "\(run.text)")
        #expect(run.output.contains("| situation | inputs | share |"))
        for situation in Situation.allCases {
            #expect(run.output.contains { $0.hasPrefix("| \(situation.rawValue) | ") }, "\(situation)")
        }
    }

    @Test func requiredSituationsNeverReachedAreNamed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fuzz-situations-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0]).write(to: directory.appendingPathComponent("simplest"))
        try Data([2, 1, 2, 3]).write(to: directory.appendingPathComponent("notification"))
        let run = CommandRun(["fuzz-situations", directory.path])
        #expect(run.output.first == "1 realistic scenarios among 2 corpus inputs", "\(run.text)")
        let missing = try #require(run.output.last)
        #expect(missing.hasPrefix("required situations never reached: "), "\(missing)")
        #expect(missing.contains(Situation.hideAfterShift.rawValue))
    }

    @Test(arguments: [
        (["fuzz-situations"], "fuzz-situations needs a corpus DIR"),
        (["fuzz-situations", "/nonexistent/corpus"], "fuzz-situations: no directory at '/nonexistent/corpus'"),
        (["fuzz-situations", "/tmp", "--mode", "7"], "--mode takes a fuzzer mode 0...4, got '7'"),
        (["fuzz-situations", "/tmp", "--bogus", "1"], "unknown option --bogus"),
    ])
    func optionErrorsNameTheOption(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.joined().contains(message), "\(arguments): \(run.errors)")
    }
}
