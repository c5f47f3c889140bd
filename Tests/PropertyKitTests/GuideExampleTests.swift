import PropertyKit
import PropertyKitTesting
import Testing

/// The example property of `Documentation/Using/PropertyKit.md`, with a deliberate bug.
@Suite struct GuideExampleTests {
    static let withoutDatabase: PropertyConfiguration = {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.database = .off
        return configuration
    }()

    /// "Sorting without duplicates" loses equal elements: the kit reports `[0, 0]`. The
    /// failure is expected here (the guide shows its report), so it is a known issue that
    /// must carry that exact counterexample.
    @Test func sortingKeepsEveryElement() {
        withKnownIssue {
            // The repository's deliberate failures keep no example database entry.
            property(Gen.int(in: -1000...1000).array(), configuration: Self.withoutDatabase) { list in
                let sorted = Array(Set(list)).sorted()  // bug: drops duplicates
                try require(sorted.count == list.count, "lost elements: \(sorted)")
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("shrunk:   [0, 0]") }
        }
    }
}
