/// The result of running a property programmatically (``runProperty(_:_:configuration:_:)``).
public struct PropertyReport<Value>: CustomStringConvertible {
    /// How a run ended.
    public enum Outcome {
        /// Every case passed and coverage requirements were met.
        case passed
        /// A case failed; the counterexample is shrunk (unless shrinking was off).
        case failed(Counterexample<Value>)
        /// The failing case did not fail again when replayed (a non-deterministic property).
        case flaky(original: Value, choices: String, failure: any Error)
        /// All cases passed but a coverage requirement was not met.
        case insufficientCoverage(unmet: [CoverageRequirement])
        /// Filters rejected too many draws to run the requested cases.
        case rejectedTooMuch(message: String)
        /// The replay string could not be decoded, or its case does not generate.
        case invalidReplay(message: String)
        /// An `AVOIDKIT_` environment value was malformed, so nothing ran.
        case invalidEnvironment(PropertyConfiguration.EnvironmentError)
    }

    /// The property's name.
    public var name: String
    /// The configuration used.
    public var configuration: PropertyConfiguration
    /// How the run ended.
    public var outcome: Outcome
    /// Cases run (property calls during generation).
    public var casesRun: Int
    /// Generated cases that repeated an earlier passing case's choices exactly and so were
    /// not run again (see ``runProperty(_:_:configuration:_:)``).
    public var repeats: Int
    /// Draws stopped by filters.
    public var rejections: Int
    /// Label counts over the passing cases.
    public var coverage: Coverage
    /// What the run says besides its outcome: example database activity (entries replayed,
    /// removed, saved or skipped as unreadable) and seed notes.
    public var notes: [String] = []

    /// Cases generated: those run plus the repeats that were not.
    public var casesGenerated: Int { casesRun + repeats }

    /// Whether the run passed.
    public var passed: Bool {
        if case .passed = outcome { return true }
        return false
    }

    /// The counterexample, if the run failed.
    public var counterexample: Counterexample<Value>? {
        if case .failed(let counterexample) = outcome { return counterexample }
        return nil
    }

    /// A readable multi-line account of the run (what the Swift Testing layer records).
    public var description: String { render(replayCommand: nil) }

    /// The account with reproduction lines for the test that `filter` (a `swift test --filter`
    /// argument, printed as given) selects. `filterNote`, when given, says how the filter falls
    /// short of selecting exactly this run (for example, every argument of a parameterized test).
    public func render(replayCommand filter: String?, filterNote: String? = nil) -> String {
        let seed = "0x" + String(configuration.seed, radix: 16)
        switch outcome {
        case .passed:
            return "Property '\(name)' passed \(casesGenerated) cases\(repeatsNote) (seed \(seed))."
        case .failed(let example):
            let stats = example.shrinkStatistics
            var lines = [
                "Property '\(name)' failed: \(describe(example.failure))",
                example.originLine(seed: seed, shard: configuration.shard, cases: configuration.cases),
                "  original: \(example.original)",
                "  shrunk:   \(example.shrunk)",
                "  shrink:   \(stats.calls) calls, \(stats.steps) steps, \(stats.rounds) rounds, \(stats.duration)"
                    + (stats.stoppedByBudget ? " (stopped by budget)" : ""),
                "  choices:  \(example.shrunkChoices)",
            ]
            if let filter {
                let command = "swift test --filter '\(filter)'"
                let shrinkBudget = shrinkBudgetAssignments
                lines.append(
                    "  replay:   "
                        + (["AVOIDKIT_REPLAY='\(example.shrunkChoices)'"] + shrinkBudget + [command]).joined(
                            separator: " "))
                // A replayed failure has no seed to rerun: its replay line is the rerun.
                if example.caseNumber != 0 {
                    lines.append("  rerun:    " + (rerunAssignments + shrinkBudget + [command]).joined(separator: " "))
                }
                if let filterNote { lines.append("  note:     \(filterNote)") }
                if stats.stoppedByBudget, configuration.timeBudget != nil, stats.calls < configuration.maxShrinkCalls {
                    lines.append("  note:     shrinking stopped at the time budget, so these lines may shrink further")
                }
            }
            return lines.joined(separator: "\n")
        case .flaky(let original, let choices, let failure):
            return "Property '\(name)' failed once but not on replay (non-deterministic?): \(describe(failure))\n"
                + "  seed \(seed)\n  value: \(original)\n  choices: \(choices)"
        case .insufficientCoverage(let unmet):
            return
                "Property '\(name)' passed \(casesGenerated) cases\(repeatsNote) but coverage is below its declaration for "
                + unmet.map { "'\($0.label)'" }.joined(separator: ", ") + " (seed \(seed)):\n"
                + coverage.table(configuration.coverage)
        case .rejectedTooMuch(let message):
            return "Property '\(name)': \(message) (seed \(seed))"
        case .invalidReplay(let message):
            return "Property '\(name)': cannot replay: \(message)"
        case .invalidEnvironment(let error):
            return "Property '\(name)' did not run: \(error)"
        }
    }
}

extension PropertyReport {
    /// ", 3 of them repeats not run again" when some cases were repeats, else empty.
    var repeatsNote: String { repeats == 0 ? "" : ", \(repeats) of them repeats not run again" }

    /// The environment that regenerates exactly this run's cases: the seed, the case count
    /// (always: the test's own default may differ from the kit's) and a non-zero shard.
    var rerunAssignments: [String] {
        var assignments = [
            "AVOIDKIT_SEED=0x" + String(configuration.seed, radix: 16), "AVOIDKIT_CASES=\(configuration.cases)",
        ]
        if configuration.shard != 0 { assignments.append("AVOIDKIT_SHARD=\(configuration.shard)") }
        return assignments
    }

    /// Shrink budgets that differ from the kit's defaults (they decide where shrinking ends).
    var shrinkBudgetAssignments: [String] {
        let defaults = PropertyConfiguration()
        var assignments: [String] = []
        if configuration.maxShrinkCalls != defaults.maxShrinkCalls {
            assignments.append("AVOIDKIT_MAX_SHRINK_CALLS=\(configuration.maxShrinkCalls)")
        }
        if let budget = configuration.timeBudget, budget != defaults.timeBudget {
            assignments.append("AVOIDKIT_TIME_BUDGET=\(budget.seconds)")
        }
        return assignments
    }
}

func describe(_ error: any Error) -> String {
    if let failure = error as? PropertyFailure { return failure.description }
    return "threw \(String(reflecting: type(of: error))): \(error)"
}
