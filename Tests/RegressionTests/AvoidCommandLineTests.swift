import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import BugZoo
import Foundation
import Generators
import PropertyKit
import Testing
import avoid

/// What one `avoid` invocation printed and returned.
struct CommandRun {
    var status: Int32
    var output: [String]
    var errors: [String]

    var text: String { output.joined(separator: "\n") }

    /// Runs `avoid` in process with the bug zoo's models; replays run in a child process only
    /// when `runChild` is given.
    init(_ arguments: [String], runChild: (@Sendable ([String]) throws -> ChildRun)? = nil) {
        let output = Locked<[String]>([]), errors = Locked<[String]>([])
        let commandLine = AvoidCommandLine(
            model: { Zoo.model(named: $0) }, modelNames: Zoo.names,
            output: { line in output.withLock { $0.append(line) } },
            errors: { line in errors.withLock { $0.append(line) } }, runChild: runChild)
        status = commandLine.run(arguments)
        self.output = output.withLock { $0 }
        self.errors = errors.withLock { $0 }
    }

    /// The `verdict:` line, if any.
    var verdict: String? { output.first { $0.hasPrefix("verdict: ") } }
}

/// The `avoid` command line, in process: exit statuses, option errors that name the option
/// typed, and replays that judge exactly the invariant (and model) they are given.
@Suite struct AvoidCommandLineTests {
    /// Recorded cases of a zoo engine that replay without crashing the test process (`trapping`
    /// cases trap; AvoidCore's own cases hold, `caseFileOfAvoidCoreReplaysAsFixed`).
    static var replayableCases: [String] {
        CaseStore(directory: RegressionCaseReplayTests.directory).caseFiles().compactMap { url in
            (try? CaseStore.load(url)).flatMap {
                $0.model == Zoo.trapping.name || $0.model == ModelUnderTest.avoidCore.name ? nil : url.lastPathComponent
            }
        }
    }

    /// Cases the fuzzer or a campaign found against AvoidCore itself: kept once the engine, or its
    /// judge, is put right, they replay as fixed.
    static var casesOfAvoidCore: [String] {
        CaseStore(directory: RegressionCaseReplayTests.directory).caseFiles().compactMap { url in
            (try? CaseStore.load(url)).flatMap {
                $0.model == ModelUnderTest.avoidCore.name ? url.lastPathComponent : nil
            }
        }
    }

    @Test func noArgumentsPrintsUsageAndExitsTwo() {
        let run = CommandRun([])
        #expect(run.status == 2)
        #expect(run.errors.joined().contains("usage: avoid <command>") && run.output.isEmpty)
    }

    @Test(arguments: [
        (["campaign", "--cases", "abc"], "--cases takes a whole number"),
        (["campaign", "--cases", "0"], "--cases takes a whole number of at least 1"),
        (["campaign", "--seconds", "soon"], "--seconds takes a positive number"),
        (["campaign", "--cases", "5", "--seconds", "5"], "--cases and --seconds exclude each other"),
        (["campaign", "--seed", "banana"], "--seed takes a decimal or 0x-hex number"),
        (["campaign", "--shard", "9/8"], "--shard takes I/N"),
        (["campaign", "--shard", "two"], "--shard takes I/N"),
        (["campaign", "--model", "nobody"], "--model: unknown model 'nobody'"),
        (["campaign", "--invariants", "1,99"], "--invariants takes invariant numbers \(Invariant.numbers), got '99'"),
        (["campaign", "--threads", "0"], "--threads takes a whole number of at least 1"),
        (["campaign", "--bogus", "1"], "unknown option --bogus"),
        (["campaign", "--seed"], "--seed needs a value"),
        (["campaign", "--seed", "1", "--seed", "2"], "--seed is given twice"),
        (["campaign", "stray"], "unexpected argument 'stray'"),
        (["replay", "--choices", "v1:1"], "--choices needs --invariant"),
        (
            ["replay", "--choices", "v1:1", "--invariant", "0"],
            "--invariant takes invariant numbers \(Invariant.numbers), got '0'"
        ),
        (["replay", "--choices", "banana", "--invariant", "2"], "--choices takes a choice string"),
        (["replay", "--case", "/nonexistent/I1-0.json"], "--case: no file at '/nonexistent/I1-0.json'"),
        (["replay", "--case", "x.json", "--invariant", "2"], "--invariant does not go with --case"),
        (["replay", "--choices", "v1:1", "--invariant", "2", "--model", "nobody"], "--model: unknown model 'nobody'"),
        (["replay"], "replay needs --case FILE or --choices STRING"),
        (["frobnicate"], "unknown command 'frobnicate'"),
    ])
    func optionErrorNamesTheOption(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.joined().contains(message), "\(arguments): \(run.errors)")
    }

    @Test(arguments: replayableCases)
    func caseFileReplaysItsRecordedModelAndReproduces(file: String) throws {
        let path = RegressionCaseReplayTests.directory.appendingPathComponent(file).path
        let regression = try CaseStore.load(URL(fileURLWithPath: path))
        let run = CommandRun(["replay", "--case", path])
        #expect(run.output.contains("model: \(regression.model) (recorded in the case file)"))
        #expect(
            run.verdict == "verdict: reproduced: \(regression.model) breaks \(regression.invariant)",
            "\(run.verdict ?? "no verdict")")
        #expect(run.status == 1)

        let fixed = CommandRun(["replay", "--case", path, "--model", "AvoidCore"])
        #expect(fixed.output.contains("model: AvoidCore (--model; the case was recorded against \(regression.model))"))
        #expect(
            fixed.verdict
                == "verdict: not reproduced: \(regression.invariant) holds for AvoidCore (recorded against \(regression.model))"
        )
        #expect(fixed.status == 0)
    }

    @Test(arguments: casesOfAvoidCore)
    func caseFileOfAvoidCoreReplaysAsFixed(file: String) throws {
        let url = RegressionCaseReplayTests.directory.appendingPathComponent(file)
        let invariant = try CaseStore.load(url).invariant
        let run = CommandRun(["replay", "--case", url.path])
        #expect(run.verdict == "verdict: not reproduced: \(invariant) holds for AvoidCore", "\(run.text)")
        #expect(run.status == 0)
    }

    /// A case file recorded under an article engine's former name (`seed003`) still replays: the
    /// name finds the same engine, now named after its mistake, and the verdict is the same.
    @Test(arguments: Zoo.formerNames.keys.sorted())
    func aCaseFileNamingAFormerModelReplaysTheSameEngine(former: String) throws {
        let current = try #require(Zoo.formerNames[former])
        let cases = try Self.replayableCases.map {
            try CaseStore.load(RegressionCaseReplayTests.directory.appendingPathComponent($0))
        }
        var regression = try #require(cases.first { $0.model == current }, "no case file of \(current)")
        regression.model = former
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("former-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try CaseStore(directory: directory).record(regression).url.path
        let run = CommandRun(["replay", "--case", path])
        #expect(
            run.verdict
                == "verdict: reproduced: \(current) breaks \(regression.invariant) (recorded against \(former))",
            "\(run.text)")
        #expect(run.status == 1)
    }

    /// A scenario that breaks one invariant but not another is judged on the one named. The
    /// choices come from a run of today's generators (stored choice strings replay only with the
    /// generators they were found with).
    @Test func choicesReplayJudgesOnlyTheNamedInvariant() throws {
        var configuration = PropertyConfiguration()
        configuration.cases = 300
        configuration.timeBudget = .seconds(5)
        let found = Zoo.all.lazy.flatMap { model in Invariant.allCases.lazy.map { (model, $0) } }.compactMap {
            (model, invariant) -> (ModelUnderTest, Invariant, Scenario, String)? in
            let report = InvariantProperty.run(invariant, model: model, configuration: configuration)
            guard let example = report.counterexample,
                model.firstViolation(in: example.shrunk)?.invariant != invariant
            else { return nil }
            return (model, invariant, example.shrunk, example.shrunkChoices)
        }.first
        let (model, invariant, scenario, choices) = try #require(
            found, "no zoo failure whose first violation is another invariant")
        let regression = (model: model.name, invariant: invariant, scenario: scenario)
        let run = CommandRun([
            "replay", "--choices", choices, "--invariant", "\(regression.invariant.rawValue)", "--model",
            regression.model,
        ])
        #expect(run.status == 1)
        #expect(
            run.verdict == "verdict: reproduced: \(regression.model) breaks \(regression.invariant)",
            "\(run.verdict ?? "no verdict")")

        let holding = try #require(
            Invariant.allCases.first { model.firstViolation(of: [$0], in: regression.scenario) == nil })
        let other = CommandRun([
            "replay", "--choices", choices, "--invariant", "\(holding.rawValue)", "--model", regression.model,
        ])
        #expect(other.status == 0)
        #expect(
            other.verdict == "verdict: not reproduced: \(holding) holds for \(regression.model)",
            "\(other.verdict ?? "no verdict")")
    }

    @Test func modelsListsEveryModel() {
        let run = CommandRun(["models"])
        #expect(run.status == 0 && run.output == Zoo.names)
    }
}

/// What the campaign prints: throttled progress with a summary, and a readable report.
@Suite struct CampaignOutputTests {
    @Test func progressIsThrottledAndTheSummaryAlwaysPrinted() {
        let run = CommandRun([
            "campaign", "--cases", "400", "--round-size", "100", "--invariants", "2", "--threads", "2", "--progress",
            "3600",
        ])
        #expect(run.status == 0)
        #expect(run.output.filter { $0.hasPrefix("round ") } == run.output.filter { $0.hasPrefix("round 1:") })
        #expect(run.output.contains { $0.hasPrefix("400 cases in ") })
    }

    @Test func reportCoverageListsEachInvariantsRequiredSituationsWithOneDecimal() {
        let configuration = CampaignConfiguration(
            seed: 7, budget: .casesPerInvariant(200), invariants: [.scrollInsets, .lifecycle], threads: 2,
            casesPerRound: 200)
        let report = CampaignReport.markdown(Campaign.run(configuration))
        #expect(report.contains("| invariant | situation | required | reached |"))
        for invariant in configuration.invariants {
            for (situation, minimum) in invariant.entry.coverage {
                #expect(
                    report.contains("| \(invariant) | \(situation.rawValue) | \(String(format: "%.1f%%", minimum)) | "),
                    "\(report)")
            }
        }
        #expect(report.contains("| detach | "))
        #expect(!report.contains("| I1 "), "only the invariants run")
    }
}
