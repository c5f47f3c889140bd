import AvoidCore
import BugZoo
import Foundation
import Invariants
import InvariantTesting
import PropertyKit
import Testing

/// The README's sample failure is this suite's output: `seed003DoublesTheShift` records it (as a
/// known issue: the engine is wrong on purpose), the README must show it verbatim but for the
/// shrink's wall time, and its `replay:` and `rerun:` lines must reproduce it.
@Suite struct ReadmeSampleTests {
    static let model = Zoo.model(named: "seed003")!

    /// The issue `checkInvariant` records for seed 003's engine under invariant 5.
    static func recordedSample() -> String {
        let text = Locked("")
        withKnownIssue("seed003 restores to a hard-coded offset: the README's sample failure") {
            // Kept out of the example database: the failure is deliberate, and the sample must
            // be the generated run, not a replay.
            var configuration = InvariantProperty.configuration(for: .noDoubleShift)
            configuration.database = .off
            checkInvariant(.noDoubleShift, model: model, configuration: configuration)
        } matching: { issue in
            text.withLock { $0 = issue.comments.map(\.rawValue).joined(separator: "\n") }
            return true
        }
        return text.withLock { $0 }
    }

    /// The shrink line's wall time (`, 18 ms`) varies from run to run; nothing else does.
    static func withoutTiming(_ text: String) -> String {
        text.replacingOccurrences(of: #", [0-9]+ ms\n"#, with: ", … ms\n", options: .regularExpression)
    }

    @Test func seed003DoublesTheShift() {
        _ = Self.recordedSample()
    }

    /// The README's sample, as the README shows it.
    static func readmeSample() throws -> String {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```\nProperty 'seed003 I5 no double shift' failed"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theReadmeShowsThisFailure() throws {
        // The recorded text names the test that recorded it; the README shows the sample test's.
        let shown = Self.withoutTiming(
            Self.recordedSample().replacingOccurrences(of: "theReadmeShowsThisFailure", with: "seed003DoublesTheShift"))
        let found = try shown.hasSuffix(Self.withoutTiming(Self.readmeSample()))
        #expect(found, "the README's sample should read:\n\(shown)")
    }

    @Test func theReadmeSamplesLinesReproduceIt() throws {
        let sample = try Self.readmeSample()
        let base = InvariantProperty.configuration(for: .noDoubleShift)
        let original = try #require(InvariantProperty.run(.noDoubleShift, model: Self.model, configuration: base).counterexample)
        for label in ["replay:", "rerun:"] {
            let line = try ReproductionLine(after: label, in: sample)
            // Exactly the sample test, which records this failure again when run.
            #expect(line.words == ["swift", "test", "--filter", "^RegressionTests\\.ReadmeSampleTests/seed003DoublesTheShift\\(\\)/"])
            let configuration = try PropertyConfiguration.parsingEnvironment(base, line.environment)
            let again = try #require(
                InvariantProperty.run(.noDoubleShift, model: Self.model, configuration: configuration).counterexample,
                "the \(label) line passed")
            #expect((again.failure as? InvariantBroken)?.violation == (original.failure as? InvariantBroken)?.violation)
            #expect(again.shrunk == original.shrunk, "\(label)")
        }
    }
}
