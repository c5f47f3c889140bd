import PropertyKit

/// A false property whose minimal counterexample is known: a generator, the property, and a
/// test of whether a shrunk counterexample is that minimum. The kit's tests assert each
/// problem's exact share, and `Benchmarks shrink` prints every problem's share and calls.
public struct ShrinkProblem: Sendable, CustomStringConvertible {
    /// The problem's name, as the tests, the benchmark and `Benchmarks/Hypothesis/bench_hypothesis.py` print it.
    public let name: String
    /// What the kit's tests require of it.
    public let bar: ShrinkBar
    /// The relation its counterexample keeps, if it belongs to one of the named families.
    public let family: ShrinkFamily?
    let attempt: @Sendable (_ seed: UInt64) -> ShrinkAttempt

    /// A problem named `name`: up to `cases` cases of `gen` to find a failure of `body`, then
    /// shrinking, which is exact when `isMinimal` holds for the shrunk counterexample; the
    /// tests require `bar` of it. `family` names the relation the counterexample keeps.
    public init<Value>(
        _ name: String, _ gen: Gen<Value>, cases: Int = 1_000, family: ShrinkFamily? = nil,
        bar: ShrinkBar = .everySeed,
        isMinimal: @escaping @Sendable (Value) -> Bool, _ body: @escaping @Sendable (Value) throws -> Void
    ) {
        self.name = name
        self.bar = bar
        self.family = family
        attempt = { seed in
            var configuration = PropertyConfiguration()
            configuration.seed = seed
            configuration.cases = cases
            configuration.timeBudget = nil
            let report = runProperty(name, gen, configuration: configuration, body)
            var attempt = ShrinkAttempt(calls: report.casesRun, generationCalls: report.casesRun)
            guard let example = report.counterexample else { return attempt }
            attempt.calls += example.shrinkStatistics.calls
            attempt.passCalls = example.shrinkStatistics.passes.map { ($0.name, $0.calls) }
            attempt.shrunk = "\(example.shrunk)"
            attempt.isExact = isMinimal(example.shrunk)
            return attempt
        }
    }

    /// The problem's name.
    public var description: String { name }

    /// Runs the problem from seeds 1...`seeds` and sums up what it reached. Deterministic
    /// except for the wall time. Cost: `seeds` property runs with shrinking.
    public func run(seeds: Int) -> ShrinkSummary {
        var summary = ShrinkSummary(name: name, seeds: seeds)
        let elapsed = TimeSpan.measure {
            for seed in 1...seeds { summary.add(attempt(UInt64(seed))) }
        }
        summary.seconds = elapsed.seconds
        return summary
    }
}

/// What one run of a ``ShrinkProblem`` from one seed reached.
struct ShrinkAttempt: Sendable {
    var calls: Int
    var generationCalls: Int
    var passCalls: [(name: String, calls: Int)] = []
    /// The shrunk counterexample as text, `nil` when no failure was found.
    var shrunk: String?
    var isExact = false
}
