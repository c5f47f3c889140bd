import AvoidCore
import Generators
import Testing

@testable import AvoidConformance

/// The campaign's report on results built by hand: the run's figures, each invariant's result,
/// each failure's lines, the replay and rerun commands, and the coverage tables with their
/// `BELOW` marks, line for line.
@Suite struct CampaignReportTests {
    static let scenario = Scenario(
        scene: Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))]),
        inputs: [.focus(1)])

    static func failure(_ invariant: Invariant, round: Int, caseFile: String?, isNew: Bool) -> CampaignFailure {
        CampaignFailure(
            invariant: invariant, round: round, shrunk: scenario, shrunkChoices: "v1:0*3", originalInputs: 7,
            originalFields: 3, explanation: "what broke", shrinkCalls: 42, caseFile: caseFile, isNew: isNew)
    }

    /// Shard 2 of 3, two rounds over three invariants in 2.5 s; two of them failed, one already
    /// recorded.
    static func result(casesPerRound: Int = CampaignConfiguration.defaultCasesPerRound) -> CampaignResult {
        let configuration = CampaignConfiguration(
            seed: 0xBEEF, budget: .casesPerInvariant(4_000), shardIndex: 1, shardCount: 3,
            invariants: [.minimal, .noDoubleShift, .finiteAndTotal], threads: 2, casesPerRound: casesPerRound)
        var result = CampaignResult(
            configuration: configuration, cases: [4_000, 3_000, 0], situations: [[:], [:], [:]])
        result.rounds = 2
        result.seconds = 2.5
        result.failures = [
            failure(.noDoubleShift, round: 1, caseFile: "I5-0a.json", isNew: true),
            failure(.finiteAndTotal, round: 0, caseFile: "I10-0b.json", isNew: false),
        ]
        return result
    }

    static func lines(_ result: CampaignResult) -> [String] {
        CampaignReport.markdown(result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theHeadGivesTheRunAndEachInvariantsResult() {
        let lines = Self.lines(Self.result())
        #expect(
            Array(lines.prefix(13)) == [
                "# AvoidKit campaign report", "",
                "- model: `AvoidCore`",
                "- seed: `0xbeef`, shard 2 of 3",
                "- 7000 cases in 2.5 s (2800 cases/s, 2 threads), 2 rounds",
                "- failures: 2 (1 new)", "",
                "## Cases per property", "", "| invariant | cases | result |", "|---|---:|---|",
                "| I2 minimal | 4000 | passed |",
                "| I5 no double shift | 3000 | **failed** |",
            ])
        #expect(lines[13] == "| I10 finite and total | 0 | **failed** |")
    }

    @Test func eachFailureHasItsSectionCaseFileAndCommands() throws {
        let report = CampaignReport.markdown(Self.result())
        let failures = try #require(report.range(of: "\n## Failures\n"))
        let tail = String(report[failures.upperBound...])
        #expect(
            tail == """

                ### I5 no double shift

                Found in round 1; shrunk from 3 fields and 7 inputs to 1 fields and 1 inputs in 42 calls.

                Case file: `I5-0a.json` (new); picture: [I5-0a.svg](I5-0a.svg)

                Replay: `Scripts/replay --choices 'v1:0*3' --invariant 5 --model AvoidCore`

                Rerun from the seed: `Scripts/replay --seed 0xbeef --shard 2/3 --cases 4000 --threads 2 --invariant 5 --model AvoidCore`

                ```
                what broke
                ```

                ### I10 finite and total

                Found in round 0; shrunk from 3 fields and 7 inputs to 1 fields and 1 inputs in 42 calls.

                Case file: `I10-0b.json` (already recorded); picture: [I10-0b.svg](I10-0b.svg)

                Replay: `Scripts/replay --choices 'v1:0*3' --invariant 10 --model AvoidCore`

                Rerun from the seed: `Scripts/replay --seed 0xbeef --shard 2/3 --cases 2000 --threads 2 --invariant 10 --model AvoidCore`

                ```
                what broke
                ```

                """)
    }

    @Test func aFailureNotRecordedHasNoCaseFileLineAndNoFailureNoSection() {
        var result = Self.result()
        result.failures = [Self.failure(.minimal, round: 0, caseFile: nil, isNew: true)]
        let report = CampaignReport.markdown(result)
        #expect(report.contains("## Failures") && !report.contains("Case file:"))
        #expect(report.contains("- failures: 1 (1 new)"))
        result.failures = []
        #expect(!CampaignReport.markdown(result).contains("## Failures"))
        #expect(CampaignReport.markdown(result).contains("| I5 no double shift | 3000 | passed |"))
    }

    @Test func theRerunNamesTheRoundSizeOnlyWhenItIsNotTheDefault() {
        let result = Self.result(casesPerRound: 500)
        #expect(
            CampaignReport.rerunCommand(result.failures[0], in: result)
                == "Scripts/replay --seed 0xbeef --shard 2/3 --cases 1000 --threads 2 --round-size 500 --invariant 5 --model AvoidCore"
        )
        let defaults = Self.result()
        #expect(!CampaignReport.rerunCommand(defaults.failures[0], in: defaults).contains("--round-size"))
    }

    @Test func aRunOfNoTimeReportsItsRateAsFiniteAndCoverageOfNoCasesAsADash() {
        var result = Self.result()
        result.seconds = 0
        result.cases = [0, 0, 0]
        let lines = Self.lines(result)
        #expect(lines.contains("- 0 cases in 0.0 s (0 cases/s, 2 threads), 2 rounds"))
        let required = Invariant.minimal.entry.coverage.keys.sorted { $0.rawValue < $1.rawValue }
        for situation in required {
            let minimum = Invariant.minimal.entry.coverage[situation] ?? 0
            #expect(lines.contains("| I2 minimal | \(situation.rawValue) | \(String(format: "%.1f%%", minimum)) | - |"))
        }
        #expect(lines.contains("Every situation, over all 0 cases:"))
        #expect(lines.contains("| \(Situation.allCases[0].rawValue) | 0 | - |"))
    }

    /// A requirement is `BELOW` exactly when fewer cases than its share reach it; every
    /// situation's line in the last table counts it over all invariants.
    @Test func coverageIsBelowExactlyUnderTheRequiredShare() throws {
        let (situation, minimum) = try #require(
            Invariant.minimal.entry.coverage.min { $0.key.rawValue < $1.key.rawValue })
        let atMinimum = Int((minimum * 10).rounded(.up))  // of 1,000 cases
        var result = Self.result()
        result.cases = [1_000, 1_000, 0]
        for (count, marked) in [(atMinimum, false), (atMinimum - 1, true)] {
            result.situations = [[situation: count], [situation: 5], [:]]
            let lines = Self.lines(result)
            let share = String(format: "%.1f%%", Double(count) / 10)
            #expect(
                lines.contains(
                    "| I2 minimal | \(situation.rawValue) | \(String(format: "%.1f%%", minimum)) | \(share)\(marked ? " **BELOW**" : "") |"
                ), "\(count) of 1000")
            let total = count + 5
            #expect(
                lines.contains(
                    "| \(situation.rawValue) | \(total) | \(String(format: "%.1f%%", Double(total) * 100 / 2_000)) |"))
        }
    }

    /// A required situation no case reached is below its share, even with no count recorded for
    /// it and with a single case run.
    @Test(arguments: [1, 1_000])
    func aSituationNoCaseReachedIsBelow(cases: Int) throws {
        let (situation, minimum) = try #require(
            Invariant.minimal.entry.coverage.min { $0.key.rawValue < $1.key.rawValue })
        var result = Self.result()
        result.cases = [cases, 0, 0]
        result.situations = [[:], [:], [:]]
        let lines = Self.lines(result)
        #expect(
            lines.contains(
                "| I2 minimal | \(situation.rawValue) | \(String(format: "%.1f%%", minimum)) | 0.0% **BELOW** |"))
    }
}
