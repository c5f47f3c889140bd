import ShrinkProblems
import Testing

/// Hypothesis's shrink-quality suite (`ShrinkProblem.quality`), each from seeds 1...20 as
/// Hypothesis's own suite measures it.
@Suite struct ShrinkQualityTests {
    @Test(arguments: ShrinkProblem.quality)
    func quality(_ problem: ShrinkProblem) {
        expectBar(of: problem, seeds: 20)
    }
}
