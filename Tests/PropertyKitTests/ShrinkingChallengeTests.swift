import ShrinkProblems
import Testing

@testable import PropertyKit

/// The 13 problems of the public shrinking challenge (`ShrinkProblem.challenge`), each from
/// 100 seeds and exact from every one (bound5, difference 3 and binary heap included, which
/// no published library normalises). Each prints one line: exact rate, distinct results,
/// mean calls.
@Suite struct ShrinkingChallengeTests {
    @Test(arguments: ShrinkProblem.challenge)
    func challenge(_ problem: ShrinkProblem) {
        expectBar(of: problem, seeds: 100)
    }
}
