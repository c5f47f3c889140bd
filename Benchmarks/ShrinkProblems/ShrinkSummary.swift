/// What a ``ShrinkProblem`` reached over many seeds: how often it ended at the minimum, the
/// distinct results, and the property calls it took (generation and shrinking).
public struct ShrinkSummary: Sendable, CustomStringConvertible {
    /// The problem's name.
    public var name: String
    /// How many seeds ran (1...`seeds`).
    public var seeds: Int
    /// Seeds that found a failure.
    public var found = 0
    /// Seeds whose shrunk counterexample is the minimum.
    public var exact = 0
    /// Property calls of all seeds, generation and shrinking.
    public var totalCalls = 0
    /// The distinct shrunk results as text, in first-seen order.
    public var results: [String] = []
    /// Property calls of all seeds while generating.
    public var generationCalls = 0
    /// Property calls of all seeds per shrink pass, in the shrinker's order.
    public var passCalls: [(name: String, calls: Int)] = []
    /// Wall time of all seeds, reported only (never asserted): meaningful in release builds.
    public var seconds = 0.0

    /// A summary of no seeds yet.
    public init(name: String, seeds: Int) {
        self.name = name
        self.seeds = seeds
    }

    /// The share of seeds that ended at the minimum.
    public var exactRate: Double { Double(exact) / Double(seeds) }
    /// Mean property calls per seed.
    public var meanCalls: Double { Double(totalCalls) / Double(seeds) }
    /// Mean wall time per seed, in milliseconds, to two decimals.
    public var meanMilliseconds: Double { (seconds * 1000 / Double(seeds) * 100).rounded() / 100 }

    mutating func add(_ attempt: ShrinkAttempt) {
        totalCalls += attempt.calls
        generationCalls += attempt.generationCalls
        guard let shrunk = attempt.shrunk else { return }
        found += 1
        for (index, pass) in attempt.passCalls.enumerated() {
            if passCalls.count <= index { passCalls.append((pass.name, 0)) }
            passCalls[index].calls += pass.calls
        }
        if attempt.isExact { exact += 1 }
        if !results.contains(shrunk) { results.append(shrunk) }
    }

    /// One line: exact share, seeds that found a failure, distinct results, mean calls and
    /// time, and the first results.
    public var description: String {
        let percent = Int((exactRate * 100).rounded())
        let calls = (meanCalls * 10).rounded() / 10
        return "Challenge \(name): exact \(percent)% (\(exact)/\(seeds)), found \(found)/\(seeds), "
            + "distinct \(results.count), mean calls \(calls), mean ms \(meanMilliseconds); results: "
            + results.prefix(4).joined(separator: " | ")
    }

    /// Where the calls went: generation, then each shrink pass (means per seed).
    public var profile: String {
        "  calls of \(name): generation \(generationCalls / seeds); "
            + passCalls.map { "\($0.name) \($0.calls / seeds)" }.joined(separator: ", ")
    }
}
