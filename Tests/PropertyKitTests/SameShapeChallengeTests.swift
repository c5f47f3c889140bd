import Foundation
import ShrinkProblems
import Testing

/// The same-shape problems (`ShrinkProblem.sameShape`). `swift test` runs each from seeds
/// 1...`seeds` (10 by default; `AVOIDKIT_CHALLENGE_SEEDS=100` gives the figures of
/// `Documentation/Reports/2026-12-measurements.md`).
@Suite struct SameShapeChallengeTests {
    static let seeds = ProcessInfo.processInfo.environment["AVOIDKIT_CHALLENGE_SEEDS"].flatMap { Int($0) } ?? 10

    @Test(arguments: ShrinkProblem.sameShape)
    func sameShape(_ problem: ShrinkProblem) {
        expectBar(of: problem, seeds: Self.seeds)
    }
}
