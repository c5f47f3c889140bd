// The shrink gate: every shrink problem the kit is measured on (`ShrinkProblem.challenge`,
// `.relatedValues`, `.sameShape`, `.relatedCollections`, `.quality`) from seeds 1...N (100 by
// default, 20 for Hypothesis's quality suite), one tab-separated line per problem: suite, name,
// exact seeds, seeds, mean calls, mean ms, and the problem's family (its suite when it has none). Deterministic but for the time. `Scripts/bench --against REV`
// runs it for both trees and compares.
// Run: swift build -c release --product Benchmarks && .build/release/Benchmarks shrink [seeds] [name...]
import ShrinkProblems

/// `Benchmarks shrink`: every shrink problem from fixed seeds, one line each.
func runShrinkBenchmark() {
    let arguments = CommandLine.arguments.dropFirst(2)
    let seeds = arguments.first.flatMap { Int($0) } ?? 100
    let names = Set(arguments.dropFirst())
    let suites: [(String, [ShrinkProblem], Int)] = [
        ("challenge", ShrinkProblem.challenge, seeds), ("related", ShrinkProblem.relatedValues, seeds),
        ("same shape", ShrinkProblem.sameShape, seeds),
        ("related collections", ShrinkProblem.relatedCollections, seeds),
        ("quality", ShrinkProblem.quality, min(seeds, 20)),
    ]
    for (suite, problems, seeds) in suites {
        for problem in problems where names.isEmpty || names.contains(problem.name) {
            let summary = problem.run(seeds: seeds)
            let calls = (summary.meanCalls * 10).rounded() / 10
            let family = problem.family?.name ?? suite
            print(
                "\(suite)\t\(problem.name)\t\(summary.exact)\t\(seeds)\t\(calls)\t\(summary.meanMilliseconds)\t\(family)"
            )
        }
    }
}
