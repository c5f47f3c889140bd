import Testing
@testable import PropertyKit
@testable import PropertyKitTesting

/// The Swift Testing layer: one issue per failing property, with the replay command.
@Suite struct PropertyTestingTests {
    @Test func failingPropertyRecordsOneIssueWithReplayCommand() {
        withKnownIssue {
            property("below 50", Gen.int, configuration: PropertyConfiguration()) { x in try require(x < 50) }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("shrunk:   50")
                && text.contains("AVOIDKIT_REPLAY='v1:")
                && text.contains(
                    "swift test --filter '^PropertyKitTestingTests\\.PropertyTestingTests/failingPropertyRecordsOneIssueWithReplayCommand\\(\\)/'")
                && !text.contains("note:")
        }
    }

    @Test(arguments: [7, 9])
    func parameterizedTestSaysItsFilterRerunsEveryArgument(limit: Int) {
        withKnownIssue {
            property(Gen.int, configuration: PropertyConfiguration()) { x in try require(x < limit) }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("--filter '^PropertyKitTestingTests\\.PropertyTestingTests/parameterizedTestSaysItsFilterRerunsEveryArgument\\(limit:\\)/'")
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
}
