import Foundation
import ShrinkProblems
import Testing

/// The related-collection problems (`ShrinkProblem.relatedCollections`). `swift test` runs
/// each from seeds 1...`seeds` (10 by default; `AVOIDKIT_CHALLENGE_SEEDS=100` gives the figures
/// of `Documentation/Reports/2026-12-measurements.md`).
@Suite struct RelatedCollectionsChallengeTests {
    static let seeds = ProcessInfo.processInfo.environment["AVOIDKIT_CHALLENGE_SEEDS"].flatMap { Int($0) } ?? 10

    @Test(arguments: ShrinkProblem.relatedCollections)
    func relatedCollections(_ problem: ShrinkProblem) {
        expectBar(of: problem, seeds: Self.seeds)
    }
}
