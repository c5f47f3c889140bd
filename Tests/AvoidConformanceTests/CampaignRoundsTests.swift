import AvoidCore
import BugZoo
import Generators
import Testing

@testable import AvoidConformance

/// How a campaign spends its budget: whole rounds, each split into slices of equal cases, a
/// failed invariant run no more, at least one round under a time budget, one progress line per
/// round; and what its configuration accepts.
@Suite struct CampaignRoundsTests {
    static func configuration(
        _ budget: CampaignConfiguration.Budget, model: ModelUnderTest = .avoidCore,
        invariants: [Invariant] = [.minimal, .noDoubleShift], threads: Int = 2, casesPerRound: Int = 100
    ) -> CampaignConfiguration {
        CampaignConfiguration(
            seed: 0xC0DE, budget: budget, model: model, invariants: invariants, threads: threads,
            casesPerRound: casesPerRound, shrinkSeconds: 5)
    }

    /// Rounds run while fewer than the budget's cases have been asked for; each gives every
    /// invariant its round's cases in `2 × threads` slices of `ceil(round / slices)` cases.
    @Test func aCaseBudgetRunsWholeRoundsOfSlices() {
        let result = Campaign.run(Self.configuration(.casesPerInvariant(250)))
        #expect(result.rounds == 3)
        #expect(result.cases == [300, 300])  // 3 rounds × 4 slices × 25
        let uneven = Campaign.run(Self.configuration(.casesPerInvariant(100), invariants: [.minimal], threads: 3))
        #expect(uneven.rounds == 1)
        #expect(uneven.cases == [102])  // 6 slices × 17
        #expect(uneven.failures.isEmpty && uneven.seconds > 0)
    }

    @Test func aBudgetOfNoCasesRunsNoRound() {
        let result = Campaign.run(Self.configuration(.casesPerInvariant(0)))
        #expect(result.rounds == 0 && result.cases == [0, 0] && result.situations.allSatisfy(\.isEmpty))
    }

    /// A time budget already spent still runs one round, so every campaign reports something.
    @Test func aTimeBudgetRunsAtLeastOneRound() {
        let result = Campaign.run(Self.configuration(.seconds(0)))
        #expect(result.rounds == 1 && result.cases == [100, 100])
        #expect(result.situations.allSatisfy { !$0.isEmpty })
    }

    /// Rounds go on until the time is spent, and the result says how long it took: at least the
    /// budget, far less than a minute for rounds of a few cases.
    @Test func aTimeBudgetRunsRoundsUntilItIsSpent() {
        let result = Campaign.run(Self.configuration(.seconds(0.3), invariants: [.minimal], casesPerRound: 4))
        #expect(result.rounds >= 2)
        #expect(result.seconds >= 0.3 && result.seconds < 60, "\(result.seconds) s")
    }

    /// Each round reports its totals in one line: the cases so far, the time, the rate and the
    /// failures.
    @Test func eachRoundReportsOneLine() {
        let lines = Locked<[String]>([])
        _ = Campaign.run(Self.configuration(.casesPerInvariant(200))) { line in lines.withLock { $0.append(line) } }
        let printed = lines.withLock { $0 }
        #expect(printed.count == 2)
        #expect(printed.first?.hasPrefix("round 1: 200 cases in ") == true)
        #expect(printed.last?.hasPrefix("round 2: 400 cases in ") == true)
        #expect(printed.allSatisfy { $0.contains(" cases/s), 0 failing") })
        // The rate is the cases over the time taken: far under a billion a second.
        for line in printed {
            let rate = line.split(separator: "(").last?.split(separator: " ").first.flatMap { Int($0) }
            #expect(rate.map { $0 < 1_000_000_000 } == true, "\(line)")
        }
    }

    /// An invariant that failed is not run in later rounds, and a campaign whose every invariant
    /// failed stops before its budget.
    @Test func aFailedInvariantIsRunNoMore() throws {
        let planted = Zoo.faulty(.distanceAppliedTwice)
        let both = Campaign.run(Self.configuration(.casesPerInvariant(1_000), model: planted))
        let failed = try #require(both.failures.first)
        #expect(both.failures.map(\.invariant) == [.minimal])
        #expect(failed.round == 0 && both.rounds == 10)
        #expect(both.cases[0] < 100 && both.cases[1] == 1_000)
        let alone = Campaign.run(Self.configuration(.casesPerInvariant(1_000), model: planted, invariants: [.minimal]))
        #expect(alone.rounds == 1 && alone.failures.count == 1)
        // Not recorded (no directory): no case file, and new as far as the campaign knows.
        #expect(failed.caseFile == nil && failed.isNew)
    }

    /// Each invariant's situations count every case of every slice of every round that reached
    /// them, from none.
    @Test func theSituationsAddUpOverSlicesAndRounds() {
        let configuration = Self.configuration(
            .casesPerInvariant(80), invariants: [.minimal], threads: 1, casesPerRound: 40)
        let result = Campaign.run(configuration)
        #expect(result.rounds == 2)
        var expected: [Situation: Int] = [:]
        for round in 0..<2 {
            for slice in 0..<2 {
                let outcome = Campaign.runRound(configuration, invariant: .minimal, round: round, slice: slice, of: 2)
                for (situation, count) in outcome.situations { expected[situation, default: 0] += count }
            }
        }
        #expect(!expected.isEmpty)
        #expect(result.situations == [expected])
    }

    /// The seed names the cases: another seed draws other scenes.
    @Test func theSeedChoosesTheCases() {
        func situations(_ seed: UInt64) -> [[Situation: Int]] {
            var configuration = Self.configuration(.casesPerInvariant(40), invariants: [.minimal], threads: 1)
            configuration.seed = seed
            return Campaign.run(configuration).situations
        }
        #expect(situations(1) == situations(1))
        #expect(situations(1) != situations(2))
    }

    /// A result not yet run has run nothing, for no time.
    @Test func aFreshResultHasRunNothing() {
        let result = CampaignResult(
            configuration: Self.configuration(.seconds(1)), cases: [0, 0], situations: [[:], [:]])
        #expect(result.rounds == 0 && result.seconds == 0 && result.failures.isEmpty && result.totalCases == 0)
    }

    @Test func theConfigurationKeepsAThreadAndACasePerRound() {
        let clamped = CampaignConfiguration(seed: 1, budget: .seconds(1), threads: 0, casesPerRound: -5)
        #expect(clamped.threads == 1 && clamped.casesPerRound == 1)
        let defaults = CampaignConfiguration(seed: 1, budget: .seconds(1))
        #expect(defaults.shardIndex == 0 && defaults.shardCount == 1 && defaults.model.name == "AvoidCore")
        #expect(defaults.invariants == Invariant.allCases && defaults.recordDirectory == nil)
        #expect(defaults.casesPerRound == 2_000 && defaults.shrinkSeconds == 30 && defaults.threads >= 1)
    }
}
