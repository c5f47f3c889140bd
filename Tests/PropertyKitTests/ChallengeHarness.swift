import ShrinkProblems
import Testing

/// Runs `problem` from seeds 1...`seeds`, prints its summary and where its calls went, and
/// expects the problem's bar.
func expectBar(of problem: ShrinkProblem, seeds: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let summary = problem.run(seeds: seeds)
    print(summary)
    print(summary.profile)
    #expect(problem.bar.isMet(by: summary), "\(problem.bar): \(summary)", sourceLocation: sourceLocation)
}
