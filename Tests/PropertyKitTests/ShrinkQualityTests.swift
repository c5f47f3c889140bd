import PropertyKitTesting
import Testing

@testable import PropertyKit

/// Hypothesis's shrink-quality suite, each test the kit can express with its expected minimal
/// value; `swift test` runs each from seeds 1...20, as Hypothesis's own suite does.
@Suite struct ShrinkQualityTests {
    static let seeds = 20

    func run<Value>(
        _ name: String, _ gen: Gen<Value>, isMinimal: @escaping (Value) -> Bool, _ body: (Value) throws -> Void
    ) -> ChallengeSummary {
        runChallenge(name, gen, seeds: Self.seeds, isMinimal: isMinimal, body)
    }

    /// At least 50 booleans, failing from 70: the length is pinned, so the values must fall.
    @Test func minimizeLongList() {
        let summary = run(
            "long list", Gen.bool.array(count: 50...200), isMinimal: { $0 == Array(repeating: false, count: 70) }
        ) {
            list in
            try require(list.count < 70)
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }
}
