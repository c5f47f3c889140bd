import Foundation
import Testing

@testable import PropertyKit
@testable import PropertyKitTesting

/// The Swift Testing layer: one issue per failing property, with the replay command.
@Suite struct PropertyTestingTests {
    /// The repository's deliberate failures keep no example database entry.
    static let withoutDatabase: PropertyConfiguration = {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.database = .off
        return configuration
    }()

    @Test func failingPropertyRecordsOneIssueWithReplayCommand() {
        withKnownIssue {
            property("below 50", Gen.int, configuration: Self.withoutDatabase) { x in try require(x < 50) }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("shrunk:   50")
                && text.contains("AVOIDKIT_REPLAY='v1:")
                && text.contains(
                    "swift test --filter '^PropertyKitTestingTests\\.PropertyTestingTests/failingPropertyRecordsOneIssueWithReplayCommand\\(\\)/'"
                )
                && !text.contains("note:")
        }
    }

    @Test(arguments: [7, 9])
    func parameterizedTestSaysItsFilterRerunsEveryArgument(limit: Int) {
        var configuration = PropertyConfiguration()
        configuration.database = .off  // a deliberate failure keeps no entry
        withKnownIssue {
            property(Gen.int, configuration: configuration) { x in try require(x < limit) }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(
                "--filter '^PropertyKitTestingTests\\.PropertyTestingTests/parameterizedTestSaysItsFilterRerunsEveryArgument\\(limit:\\)/'"
            )
                && text.contains("note:     a parameterized test: the filter reruns all its arguments")
        }
    }

    @Test func malformedEnvironmentRecordsOneIssueAndRunsNothing() {
        let configuration = PropertyConfiguration.fromEnvironment(PropertyConfiguration(), ["AVOIDKIT_SEED": "banana"])
        var calls = 0
        withKnownIssue {
            let report = property(Gen.int, configuration: configuration) { _ in calls += 1 }
            guard case .invalidEnvironment(let error) = report.outcome else {
                Issue.record("expected invalidEnvironment, got \(report)")
                return
            }
            #expect(error.variable == "AVOIDKIT_SEED")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("did not run: AVOIDKIT_SEED='banana' is not valid")
        }
        #expect(calls == 0)
    }

    @Test func escapingRegexEscapesEveryMetacharacter() {
        #expect(escapingRegex("a.b/c(d:)[e]") == "a\\.b/c\\(d:\\)\\[e\\]")
    }

    @Test func passingPropertyRecordsNothing() {
        let report = property(Gen.int.array()) { list in try require(list.reversed().reversed() == list) }
        #expect(report.passed)
        #expect(report.name == "PropertyKitTestingTests.PropertyTestingTests/passingPropertyRecordsNothing")
    }

    @Test func coverageShortfallRecordsTheTable() {
        var configuration = PropertyConfiguration()
        configuration.coverage = [.cover(90, "empty")]
        withKnownIssue {
            property(Gen.int.array().labelled { $0.isEmpty ? ["empty"] : [] }, configuration: configuration) { _ in }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("coverage is below") && text.contains("BELOW") && text.contains("90.0%")
        }
    }

    /// A failure is stored in the configured database and replayed from it by the next run;
    /// the issue says where it came from.
    @Test func failuresAreStoredAndReplayedFromTheDatabase() throws {
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("avoidkit-db-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var configuration = PropertyConfiguration()
        configuration.database = .database(ExampleDatabase(directory: directory))
        for run in 0..<2 {
            withKnownIssue {
                property("stored", Gen.int, configuration: configuration) { x in try require(x < 50) }
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("shrunk:   50")
                    && (run == 0
                        ? text.contains("note:     example database: saved")
                        : text.contains("replayed from the example database"))
            }
        }
        #expect(ExampleDatabase(directory: directory).entries(for: "stored").entries.count == 1)
    }

    /// `#expect` inside a body fails the case like `require` (so it shrinks), and the test
    /// gets one issue, with the advice, instead of one per call.
    @Test func expectInsideABodyIsReportedOnceWithAdvice() throws {
        let seen = IssueCount()
        var report: PropertyReport<Int>?
        withKnownIssue {
            report = property("expect", Gen.int, configuration: Self.withoutDatabase) { x in #expect(x < 50) }
        } matching: { issue in
            seen.add()
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("shrunk:   50") && text.contains("use PropertyKit's `try require(...)`")
        }
        #expect(seen.count == 1)
        let example = try #require(report?.counterexample)
        #expect(example.shrunk == 50)
        #expect((example.failure as? PropertyFailure)?.site.fileID.hasSuffix("PropertyTestingTests.swift") == true)
    }

    @Test func requireMacroInsideABodyIsCaughtToo() throws {
        var report: PropertyReport<[Int]>?
        withKnownIssue {
            report = property("require macro", Gen.int.array(), configuration: Self.withoutDatabase) { list in
                _ = try #require(list.count < 2 ? list : nil)
            }
        } matching: { _ in
            true
        }
        #expect(try #require(report?.counterexample).shrunk == [0, 0])
    }

    @Test func asyncBodiesRunShrinkAndReport() async throws {
        var configuration = Self.withoutDatabase
        configuration.seed = 4
        let report = await runAsyncProperty("async", Gen.int.array(), configuration: configuration) { list in
            await Task.yield()
            try require(list.count < 3)
        }
        let sync = runProperty("async", Gen.int.array(), configuration: configuration) { list in
            try require(list.count < 3)
        }
        #expect(try #require(report.counterexample).shrunk == [0, 0, 0])
        #expect(report.counterexample?.shrunkChoices == sync.counterexample?.shrunkChoices)
        #expect(report.casesRun == sync.casesRun)
        await withKnownIssue {
            await asyncProperty("async expect", Gen.int, configuration: Self.withoutDatabase) { x in
                await Task.yield()
                #expect(x < 50)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("shrunk:   50")
        }
        let passing = await asyncProperty(Gen.int, configuration: Self.withoutDatabase) { x in
            await Task.yield()
            try require(x == x)
        }
        #expect(passing.passed)
    }

    @Test func statisticsTextListsTheLabels() {
        var configuration = Self.withoutDatabase
        configuration.cases = 200
        let report = runProperty(
            "labels", Gen.int.array().labelled { $0.isEmpty ? ["empty"] : ["non-empty"] }, configuration: configuration
        ) { _ in }
        let text = statistics(of: report)
        #expect(
            text.contains("statistics: 200 cases") && text.contains("empty") && text.contains("non-empty"), "\(text)")
    }
}

final class IssueCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
