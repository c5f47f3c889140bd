import PropertyKitTesting
import Testing

@testable import PropertyKit

private func configuration(seed: UInt64 = 1, cases: Int = 100) -> PropertyConfiguration {
    var configuration = PropertyConfiguration()
    configuration.seed = seed
    configuration.cases = cases
    return configuration
}

struct Boom: Error {}

@Suite struct PropertyRunnerTests {
    @Test func passingPropertyRunsEveryCase() {
        var calls = 0
        let report = runProperty("sum commutes", zip(Gen.int, Gen.int), configuration: configuration(cases: 250)) {
            a, b in
            calls += 1
            try require(a &+ b == b &+ a)
        }
        #expect(report.passed && report.casesGenerated == 250 && calls == report.casesRun)
        #expect(report.casesRun + report.repeats == 250)
    }

    @Test func exactRepeatsOfPassingCasesAreNotRunAgain() {
        var calls = 0
        let report = runProperty("bools", Gen.bool, configuration: configuration(cases: 100)) { _ in calls += 1 }
        #expect(report.passed && calls == 2 && report.casesRun == 2 && report.repeats == 98)
        #expect(report.coverage.cases == 0)  // no labels: nothing tallied
        #expect("\(report)".contains("passed 100 cases, 98 of them repeats not run again"))
    }

    @Test func repeatsCountAsGeneratedCasesButNotAsCalls() throws {
        // Short lists of flags repeat before `[true, true]` comes up; the repeats are generated
        // (they count towards the case number) but not run.
        var repeats = 0
        for seed in UInt64(1)...20 {
            var seen: [[Bool]] = []
            let report = runProperty(
                "short lists", Gen.bool.array(count: 0...2), configuration: configuration(seed: seed)
            ) { list in
                seen.append(list)
                try require(list != [true, true])
            }
            let example = try #require(report.counterexample)
            #expect(example.shrunk == [true, true])
            #expect(example.caseNumber == report.casesGenerated)
            // Every call is counted: generation calls plus shrink calls (with the confirming replay).
            #expect(seen.count == report.casesRun + example.shrinkStatistics.calls)
            repeats += report.repeats
        }
        #expect(repeats > 0)
    }

    @Test func failingPropertyReportsShrunkCounterexample() throws {
        let report = runProperty("below 50", Gen.int, configuration: configuration()) { x in
            try require(x < 50, "too big")
        }
        let example = try #require(report.counterexample)
        #expect(example.shrunk == 50)
        #expect(example.original >= 50)
        #expect(example.caseNumber >= 1)
        #expect(example.shrinkStatistics.calls > 0 && example.shrinkStatistics.steps > 0)
        #expect((example.failure as? PropertyFailure)?.message == "too big")
        #expect(try Gen.int.replay(ChoiceString.decode(example.shrunkChoices)!) == 50)
        #expect(try Gen.int.replay(ChoiceString.decode(example.originalChoices)!) == example.original)
    }

    @Test(arguments: [64, 65, 100])
    func aFailingCaseIsReportedWithAllItsChoices(length: Int) throws {
        // Cases run on a lean source that keeps 65 choices (64 is the longest the passed-case
        // memory keys). Only the last element makes these fail, so a report built from a kept
        // prefix (then zeros) would not fail again, and one drawn from the wrong random state
        // would not be the case the property saw fail.
        let gen = Gen.int(in: 0...1000).array(count: length...length)
        var firstFailing: [Int]?
        var calls = 0
        let report = runProperty("last element", gen, configuration: configuration()) { list in
            calls += 1
            if list[length - 1] != 0, firstFailing == nil { firstFailing = list }
            try require(list[length - 1] == 0, "last element set")
        }
        let example = try #require(report.counterexample)
        #expect(example.original == firstFailing)
        #expect(try gen.replay(ChoiceString.decode(example.originalChoices)!) == example.original)
        #expect(example.shrunk == Array(repeating: 0, count: length - 1) + [1])
        #expect(calls == report.casesRun + example.shrinkStatistics.calls)
    }

    @Test func sameSeedSameCasesAndSameShrunkResult() throws {
        func run(seed: UInt64) -> (seen: [[Int]], report: PropertyReport<[Int]>) {
            var seen: [[Int]] = []
            let report = runProperty("distinct", Gen.int.array(), configuration: configuration(seed: seed)) { list in
                seen.append(list)
                try require(Set(list).count < 3)
            }
            return (seen, report)
        }
        let first = run(seed: 11), second = run(seed: 11)
        #expect(first.seen == second.seen)
        let a = try #require(first.report.counterexample), b = try #require(second.report.counterexample)
        #expect(a.original == b.original && a.shrunk == b.shrunk && a.shrunkChoices == b.shrunkChoices)
        #expect(a.shrinkStatistics.calls == b.shrinkStatistics.calls)
        #expect(run(seed: 12).seen.first != first.seen.first)
    }

    @Test func eachPropertyHasItsOwnStream() {
        func firstCase(_ name: String) -> Int? {
            var first: Int?
            _ = runProperty(name, Gen.int, configuration: configuration(cases: 1)) { first = $0 }
            return first
        }
        #expect(firstCase("a") == firstCase("a"))
        #expect(firstCase("a") != firstCase("b"))
    }

    @Test func eachShardHasItsOwnStream() {
        func firstCase(shard: UInt64) -> Int? {
            var first: Int?
            var sharded = configuration(cases: 1)
            sharded.shard = shard
            _ = runProperty("a", Gen.int, configuration: sharded) { first = $0 }
            return first
        }
        #expect(firstCase(shard: 1) == firstCase(shard: 1))
        #expect(firstCase(shard: 1) != firstCase(shard: 2))
        #expect(firstCase(shard: 0) != firstCase(shard: 1))
    }

    @Test func replaysAChoiceStringExactlyWithoutTheSeed() throws {
        let failing = runProperty("reverse", Gen.int.array(), configuration: configuration(seed: 3)) { list in
            try require(Array(list.reversed()) == list)
        }
        let example = try #require(failing.counterexample)
        var replay = configuration(seed: 999)
        replay.replay = example.shrunkChoices
        let replayed = runProperty("reverse", Gen.int.array(), configuration: replay) { list in
            try require(Array(list.reversed()) == list)
        }
        let again = try #require(replayed.counterexample)
        #expect(again.shrunk == example.shrunk && again.caseNumber == 0)
    }

    @Test func collectionsStartSmallAndGrow() {
        var sizes: [Int] = []
        _ = runProperty("sizes", Gen.int.array(), configuration: configuration(cases: 400)) { sizes.append($0.count) }
        let early = sizes.prefix(8).reduce(0, +), late = sizes.suffix(200).reduce(0, +)
        #expect(Double(early) / 8 < 2.5, "\(sizes.prefix(8))")
        #expect(Double(late) / 200 > 6, "\(late)")
    }

    @Test func invalidReplayIsReported() {
        var replay = configuration()
        replay.replay = "not a choice string"
        let report = runProperty("x", Gen.int, configuration: replay) { _ in }
        guard case .invalidReplay = report.outcome else {
            Issue.record("expected invalidReplay, got \(report)")
            return
        }
    }

    @Test func shrinkingKeepsTheOriginalFailureSite() throws {
        // A list containing 7 fails at the first site; shrinking must not drift to the second
        // (which the empty list would reach through a different, smaller failure).
        let report = runProperty("sites", Gen.int(in: 0...9).array(), configuration: configuration(seed: 2)) { list in
            try require(!list.contains(7), "seven")
            try require(list.count < 4, "long")
        }
        let example = try #require(report.counterexample)
        let message = (example.failure as? PropertyFailure)?.message
        if message == "seven" {
            #expect(example.shrunk == [7])
        } else {
            #expect(example.shrunk == [0, 0, 0, 0])
        }
    }

    /// Integers are the simplest doubles: a threshold between integers ends at the next one
    /// (as Hypothesis reports it); a property that needs a fraction ends at the boundary when
    /// the boundary is a short binary fraction.
    @Test func doublesShrinkToTheNextIntegerOrTheBoundary() throws {
        let report = runProperty("doubles", Gen.double(), configuration: configuration()) { x in try require(x < 1.5) }
        #expect(try #require(report.counterexample).shrunk == 2)
        let negative = runProperty("negative", Gen.double(), configuration: configuration()) { x in
            try require(x > -2.25)
        }
        #expect(try #require(negative.counterexample).shrunk == -3)
        let fraction = runProperty("fraction", Gen.double(), configuration: configuration()) { x in
            try require(x < 1.5 || x == x.rounded())
        }
        #expect(try #require(fraction.counterexample).shrunk == 1.5)
        let negativeFraction = runProperty("negative fraction", Gen.double(), configuration: configuration()) { x in
            try require(x > -2.25 || x == x.rounded() || x == -2.25)
        }
        #expect(try #require(negativeFraction.counterexample).shrunk == -2.5)
    }

    @Test func thrownErrorsAreFailuresToo() throws {
        let report = runProperty("throws", Gen.int(in: 0...1000), configuration: configuration()) { x in
            if x > 10 { throw Boom() }
        }
        #expect(try #require(report.counterexample).shrunk == 11)
    }

    @Test func nonReproducibleFailuresAreReportedAsFlaky() {
        var calls = 0
        let report = runProperty("flaky", Gen.int, configuration: configuration()) { _ in
            calls += 1
            try require(calls != 3)
        }
        guard case .flaky = report.outcome else {
            Issue.record("expected flaky, got \(report)")
            return
        }
    }

    @Test func generatorsThatRejectTooMuchFailClearly() {
        let gen = Gen.int.filter("impossible", maxAttempts: 3) { _ in false }
        let report = runProperty("rejects", gen, configuration: configuration()) { _ in }
        guard case .rejectedTooMuch(let message) = report.outcome else {
            Issue.record("expected rejectedTooMuch, got \(report)")
            return
        }
        #expect(message.contains("impossible") && message.contains("rejected"))
    }

    @Test func shrinkingCanBeTurnedOff() throws {
        var noShrink = configuration()
        noShrink.shrinks = false
        let report = runProperty("no shrink", Gen.int, configuration: noShrink) { x in try require(x < 50) }
        let example = try #require(report.counterexample)
        #expect(example.shrunk == example.original && example.shrinkStatistics.steps == 0)
    }

    @Test func reportTextHasEverythingNeededToReplay() throws {
        let report = runProperty("below 50", Gen.int, configuration: configuration(seed: 0x2a)) { x in
            try require(x < 50)
        }
        let text = report.render(replayCommand: "GeneratorsTests.Suite/test")
        for part in [
            "seed 0x2a", "case ", "original: ", "shrunk:   50", "calls", "steps", " ms",
            "AVOIDKIT_REPLAY='v1:", "swift test --filter 'GeneratorsTests.Suite/test'", "AVOIDKIT_SEED=0x2a",
        ] {
            #expect(text.contains(part), "missing \(part) in\n\(text)")
        }
    }

    @Test func environmentOverridesDefaults() {
        let parsed = PropertyConfiguration.fromEnvironment(
            PropertyConfiguration(),
            [
                "AVOIDKIT_SEED": "0x1F", "AVOIDKIT_CASES": "7", "AVOIDKIT_TIME_BUDGET": "1.5",
                "AVOIDKIT_MAX_SHRINK_CALLS": "12", "AVOIDKIT_REPLAY": "v1:1.2", "AVOIDKIT_SHARD": "3",
            ])
        #expect(parsed.shard == 3)
        #expect(parsed.seed == 31 && parsed.cases == 7 && parsed.timeBudget == .milliseconds(1500))
        #expect(parsed.maxShrinkCalls == 12 && parsed.replay == "v1:1.2")
        let untouched = PropertyConfiguration.fromEnvironment(PropertyConfiguration(), ["AVOIDKIT_CASES": "lots"])
        #expect(untouched.cases == PropertyConfiguration().cases)
        #expect(untouched.environmentError?.variable == "AVOIDKIT_CASES")
        #expect(PropertyConfiguration.parseSeed("12345") == 12345)
    }

    @Test(arguments: [
        ("AVOIDKIT_SEED", "banana", "decimal or 0x-hex"), ("AVOIDKIT_SEED", "-1", "decimal or 0x-hex"),
        ("AVOIDKIT_CASES", "lots", "at least 1"), ("AVOIDKIT_CASES", "0", "at least 1"),
        ("AVOIDKIT_TIME_BUDGET", "soon", "positive number of seconds"),
        ("AVOIDKIT_TIME_BUDGET", "-2", "positive number of seconds"),
        ("AVOIDKIT_MAX_SHRINK_CALLS", "1e3", "0 or more"), ("AVOIDKIT_MAX_SHRINK_CALLS", "-5", "0 or more"),
        ("AVOIDKIT_REPLAY", "1.2.3", "choice string"), ("AVOIDKIT_SHARD", "2/8", "whole number"),
    ])
    func malformedEnvironmentValueStopsTheRun(variable: String, value: String, accepted: String) {
        #expect(throws: PropertyConfiguration.EnvironmentError.self) {
            try PropertyConfiguration.parsingEnvironment(PropertyConfiguration(), [variable: value])
        }
        let configuration = PropertyConfiguration.fromEnvironment(PropertyConfiguration(), [variable: value])
        var calls = 0
        let report = runProperty("never runs", Gen.int, configuration: configuration) { _ in calls += 1 }
        guard case .invalidEnvironment(let error) = report.outcome else {
            Issue.record("expected invalidEnvironment, got \(report)")
            return
        }
        #expect(calls == 0 && report.casesRun == 0)
        #expect(error.variable == variable && error.value == value)
        let text = report.description
        #expect(text.contains("\(variable)='\(value)'") && text.contains(accepted), "\(text)")
    }

    @Test func emptyEnvironmentValuesCountAsUnset() throws {
        let names = [
            "AVOIDKIT_SEED", "AVOIDKIT_CASES", "AVOIDKIT_TIME_BUDGET", "AVOIDKIT_MAX_SHRINK_CALLS", "AVOIDKIT_REPLAY",
            "AVOIDKIT_SHARD",
        ]
        let parsed = try PropertyConfiguration.parsingEnvironment(
            PropertyConfiguration(), Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
        #expect(parsed == PropertyConfiguration())
    }

    @Test func rerunLineCarriesTheCaseCountShardAndShrinkBudget() throws {
        var settings = configuration(seed: 0x2a)
        settings.cases = 5_000
        settings.shard = 3
        settings.maxShrinkCalls = 500
        let report = runProperty("below 50", Gen.int, configuration: settings) { x in try require(x < 50) }
        let text = report.render(replayCommand: "^M\\.S/t\\(\\)/")
        #expect(
            text.contains(
                "rerun:    AVOIDKIT_SEED=0x2a AVOIDKIT_CASES=5000 AVOIDKIT_SHARD=3 AVOIDKIT_MAX_SHRINK_CALLS=500 swift test --filter '^M\\.S/t\\(\\)/'"
            ), "\(text)")
        #expect(
            text.contains("replay:   AVOIDKIT_REPLAY='v1:")
                && text.contains("' AVOIDKIT_MAX_SHRINK_CALLS=500 swift test"), "\(text)")
        #expect(text.contains("seed 0x2a, shard 3, case "))
    }
}
