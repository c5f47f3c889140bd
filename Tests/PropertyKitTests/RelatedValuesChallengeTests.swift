import ShrinkProblems
import Testing

/// The related-value problems (`ShrinkProblem.relatedValues`), each from seeds 1...100 like
/// the challenge (`Scripts/bench` sets them beside Hypothesis).
@Suite struct RelatedValuesChallengeTests {
    @Test(arguments: ShrinkProblem.relatedValues)
    func relatedValues(_ problem: ShrinkProblem) {
        expectBar(of: problem, seeds: 100)
    }
}
