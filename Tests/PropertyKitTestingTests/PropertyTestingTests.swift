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
                && text.contains("swift test --filter 'PropertyKitTestingTests.PropertyTestingTests/failingPropertyRecordsOneIssueWithReplayCommand'")
        }
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
                    && (run == 0 ? text.contains("note:     example database: saved") : text.contains("replayed from the example database"))
            }
        }
        #expect(ExampleDatabase(directory: directory).entries(for: "stored").entries.count == 1)
    }
}
