import Foundation
import ShrinkProblems
import Testing

/// Hypothesis's shrink-quality suite (`ShrinkProblem.quality`). `swift test` runs each from
/// seeds 1...10; `AVOIDKIT_CHALLENGE_SEEDS=20` gives seeds 1...20, as Hypothesis's own suite
/// and `Benchmarks shrink` measure it.
@Suite struct ShrinkQualityTests {
    static let seeds = min(
        ProcessInfo.processInfo.environment["AVOIDKIT_CHALLENGE_SEEDS"].flatMap { Int($0) } ?? 10, 20)

    @Test(arguments: ShrinkProblem.quality)
    func quality(_ problem: ShrinkProblem) {
        expectBar(of: problem, seeds: Self.seeds)
    }
}
