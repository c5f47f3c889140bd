import PropertyKit

/// What one shrinking challenge reached over many seeds.
struct ChallengeSummary: CustomStringConvertible {
    var name: String
    var seeds: Int
    var found = 0
    var exact = 0
    var totalCalls = 0
    var results: [String] = []  // distinct shrunk results, first-seen order
    var generationCalls = 0
    var passCalls: [(name: String, calls: Int)] = []
    /// Wall time of all seeds, reported only (never asserted): meaningful in release builds,
    /// which is how `Scripts/bench` runs the challenges.
    var seconds = 0.0

    var exactRate: Double { Double(exact) / Double(seeds) }
    var meanCalls: Double { Double(totalCalls) / Double(seeds) }
    var meanMilliseconds: Double { (seconds * 1000 / Double(seeds) * 100).rounded() / 100 }

    var description: String {
        let percent = Int((exactRate * 100).rounded())
        let calls = (meanCalls * 10).rounded() / 10
        return "Challenge \(name): exact \(percent)% (\(exact)/\(seeds)), found \(found)/\(seeds), "
            + "distinct \(results.count), mean calls \(calls), mean ms \(meanMilliseconds); results: "
            + results.prefix(4).joined(separator: " | ")
    }

    /// Where the calls went: generation, then each shrink pass (means per seed).
    var profile: String {
        "  calls of \(name): generation \(generationCalls / seeds); "
            + passCalls.map { "\($0.name) \($0.calls / seeds)" }.joined(separator: ", ")
    }
}

/// Runs a challenge property from seeds 1...`seeds`: up to `cases` examples to find a
/// failure, then shrinks. "Calls" counts every property call (generation and shrinking).
func runChallenge<Value>(
    _ name: String, _ gen: Gen<Value>, seeds: Int = 100, cases: Int = 1_000,
    isMinimal: (Value) -> Bool, _ body: (Value) throws -> Void
) -> ChallengeSummary {
    var summary = ChallengeSummary(name: name, seeds: seeds)
    let elapsed = TimeSpan.measure {
        for seed in 1...seeds {
            var configuration = PropertyConfiguration()
            configuration.seed = UInt64(seed)
            configuration.cases = cases
            configuration.timeBudget = nil
            let report = runProperty(name, gen, configuration: configuration, body)
            summary.totalCalls += report.casesRun
            summary.generationCalls += report.casesRun
            guard let example = report.counterexample else { continue }
            summary.found += 1
            summary.totalCalls += example.shrinkStatistics.calls
            for (index, pass) in example.shrinkStatistics.passes.enumerated() {
                if summary.passCalls.count <= index { summary.passCalls.append((pass.name, 0)) }
                summary.passCalls[index].calls += pass.calls
            }
            if isMinimal(example.shrunk) { summary.exact += 1 }
            let text = "\(example.shrunk)"
            if !summary.results.contains(text) { summary.results.append(text) }
        }
    }
    summary.seconds = elapsed.seconds
    print(summary)
    print(summary.profile)
    return summary
}
