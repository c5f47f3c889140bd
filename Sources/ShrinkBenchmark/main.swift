// The shrink gate: every shrink problem the kit is measured on (`ShrinkProblem.challenge`,
// `.relatedValues`, `.sameShape`, `.quality`) from seeds 1...N (100 by default, 20 for
// Hypothesis's quality suite), one tab-separated line per problem: suite, name, exact seeds,
// seeds, mean calls, mean ms. Deterministic but for the time. `Scripts/bench --against REV`
// runs it for both trees and compares.
// Run: swift build -c release --product ShrinkBenchmark && .build/release/ShrinkBenchmark [seeds] [name...]
import ShrinkProblems

let arguments = CommandLine.arguments.dropFirst()
let seeds = arguments.first.flatMap { Int($0) } ?? 100
let names = Set(arguments.dropFirst())
let suites: [(String, [ShrinkProblem], Int)] = [
    ("challenge", ShrinkProblem.challenge, seeds), ("related", ShrinkProblem.relatedValues, seeds),
    ("same shape", ShrinkProblem.sameShape, seeds), ("quality", ShrinkProblem.quality, min(seeds, 20)),
]
for (suite, problems, seeds) in suites {
    for problem in problems where names.isEmpty || names.contains(problem.name) {
        let summary = problem.run(seeds: seeds)
        let calls = (summary.meanCalls * 10).rounded() / 10
        print("\(suite)\t\(problem.name)\t\(summary.exact)\t\(seeds)\t\(calls)\t\(summary.meanMilliseconds)")
    }
}
