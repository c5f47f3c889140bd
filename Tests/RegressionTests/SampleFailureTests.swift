import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import BugZoo
import Foundation
import PropertyKit
import Testing

/// The proof guide's sample failure is this suite's output: `keyboardHeightPerShowDoublesTheShift` records it
/// (as a known issue: the engine is wrong on purpose), the guide must show it verbatim but for the
/// shrink's wall time, and its `replay:` and `rerun:` lines must reproduce it.
@Suite struct SampleFailureTests {
    static let model = Zoo.model(named: "keyboardHeightPerShow")!

    /// The issue `checkInvariant` records for `keyboardHeightPerShow` under invariant 5.
    static func recordedSample() -> String {
        let text = Locked("")
        withKnownIssue("keyboardHeightPerShow restores to a hard-coded offset: the proof guide's sample failure") {
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

    @Test func keyboardHeightPerShowDoublesTheShift() {
        _ = Self.recordedSample()
    }

    /// The sample, as the proof guide shows it.
    static func guideSample() throws -> String {
        let guide = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Documentation/Internals/Proof.md"), encoding: .utf8
        )
        let start = try #require(guide.range(of: "```\nProperty 'keyboardHeightPerShow I5 no double shift' failed"))
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        return String(guide[start.upperBound..<end.lowerBound])
    }

    @Test func theProofGuideShowsThisFailure() throws {
        // The recorded text names the test that recorded it; the guide shows the sample test's.
        let shown = Self.withoutTiming(
            Self.recordedSample().replacingOccurrences(
                of: "theProofGuideShowsThisFailure", with: "keyboardHeightPerShowDoublesTheShift"))
        let found = try shown.hasSuffix(Self.withoutTiming(Self.guideSample()))
        #expect(found, "the guide's sample should read:\n\(shown)")
    }

    @Test func theReadmeSamplesLinesReproduceIt() throws {
        let sample = try Self.guideSample()
        let base = InvariantProperty.configuration(for: .noDoubleShift)
        let original = try #require(
            InvariantProperty.run(.noDoubleShift, model: Self.model, configuration: base).counterexample)
        for label in ["replay:", "rerun:"] {
            let line = try ReproductionLine(after: label, in: sample)
            // Exactly the sample test, which records this failure again when run.
            #expect(
                line.words == [
                    "swift", "test", "--filter",
                    "^RegressionTests\\.SampleFailureTests/keyboardHeightPerShowDoublesTheShift\\(\\)/",
                ])
            let configuration = try PropertyConfiguration.parsingEnvironment(base, line.environment)
            let again = try #require(
                InvariantProperty.run(.noDoubleShift, model: Self.model, configuration: configuration).counterexample,
                "the \(label) line passed")
            #expect((again.failure as? InvariantBroken)?.violation == (original.failure as? InvariantBroken)?.violation)
            if label == "replay:" {
                // The replay line runs exactly the shrunk counterexample (shrinking it again may
                // find a smaller one: the shrinker stops at a local minimum).
                #expect(again.original == original.shrunk, "\(label)")
            } else {
                #expect(again.shrunk == original.shrunk, "\(label)")
            }
        }
    }
}
