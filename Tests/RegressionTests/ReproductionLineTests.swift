import AvoidConformance
import AvoidCore
import BugZoo
import Foundation
import Generators
import PropertyKit
import Testing
import avoid

/// A printed reproduction line split into its environment assignments and its words, as a
/// shell would split it (bare words and single-quoted words; that is all the lines use).
struct ReproductionLine {
    var environment: [String: String] = [:]
    var words: [String] = []

    /// The line after `label` (for example `rerun:`) in `text`.
    init(after label: String, in text: String) throws {
        let line = try #require(
            text.split(separator: "\n").lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first {
                $0.hasPrefix(label)
            },
            "no '\(label)' line in\n\(text)")
        var words: [String] = []
        var word = "", quoted = false, inWord = false
        for character in line.dropFirst(label.count) {
            if character == "'" {
                quoted.toggle()
                inWord = true
            } else if character == " " && !quoted {
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        #expect(!quoted, "unbalanced quote in '\(line)'")
        while let first = words.first, let equals = first.firstIndex(of: "="),
            first[..<equals].allSatisfy({ $0.isUppercase || $0 == "_" })
        {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        self.words = words
    }

    /// The value after `option`, if the line has it.
    func value(_ option: String) -> String? {
        words.firstIndex(of: option).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
    }
}

/// Every printed reproduction line, run: the kit's `replay:` and `rerun:` lines, the campaign's
/// `replay:` and `rerun:` lines and its case files, for planted bugs, each checked to reproduce
/// the same failure (same property or invariant, same model, same shrunk counterexample).
/// The lines are run in process: the kit's through `runProperty` with the environment parsed
/// as the kit parses it, `Scripts/replay`'s through `avoid`'s own command line.
@Suite struct ReproductionLineTests {
    /// A kit property with a planted bug and the configuration its test would use.
    struct KitProperty: Sendable, CustomStringConvertible {
        var name: String
        var gen: Gen<[Int]>
        var base: PropertyConfiguration
        var run: @Sendable (PropertyConfiguration) -> PropertyReport<[Int]>
        /// The configuration of the failing run (non-default cases, shard and shrink budget).
        var failing: PropertyConfiguration
        var description: String { name }

        init(_ name: String, cases: Int = 100, shard: UInt64 = 0, _ body: @escaping @Sendable ([Int]) throws -> Void) {
            self.name = name
            let gen = Gen.int(in: 0...1_000).array(count: 0...12)
            self.gen = gen
            var base = PropertyConfiguration()
            // No time budget: where shrinking stops then depends on calls alone.
            base.timeBudget = nil
            base.maxShrinkCalls = 2_000
            self.base = base
            var failing = base
            failing.seed = 0x5EED_2026
            failing.cases = cases
            failing.shard = shard
            self.failing = failing
            run = { configuration in runProperty(name, gen, configuration: configuration, body) }
        }
    }

    /// A sort that drops an element equal to its predecessor.
    static func sortDroppingRepeats(_ values: [Int]) -> [Int] {
        var sorted: [Int] = []
        for value in values.sorted() where sorted.last != value { sorted.append(value) }
        return sorted
    }

    static let properties: [KitProperty] = [
        KitProperty("sorting keeps every element") { xs in try requireEqual(sortDroppingRepeats(xs).count, xs.count) },
        // Rare: a 777 in the list; the default 100 cases never see one, 3,000 do.
        KitProperty("no list holds 777", cases: 3_000) { xs in try require(!xs.contains(777), "found 777") },
        // Found in shard 3 of a split run.
        KitProperty("sums stay below 4000", shard: 3) { xs in try require(xs.reduce(0, +) < 4_000) },
    ]

    @Test(arguments: properties)
    func kitReplayAndRerunLinesReproduceTheFailure(property: KitProperty) throws {
        let report = property.run(property.failing)
        let original = try #require(report.counterexample, "\(property.name) did not fail")
        let text = report.render(replayCommand: "^RegressionTests\\.Example/test\\(\\)/")
        for label in ["replay:", "rerun:"] {
            let line = try ReproductionLine(after: label, in: text)
            #expect(line.words == ["swift", "test", "--filter", "^RegressionTests\\.Example/test\\(\\)/"])
            let configuration = try PropertyConfiguration.parsingEnvironment(property.base, line.environment)
            let again = try #require(property.run(configuration).counterexample, "\(label) line passed:\n\(text)")
            #expect(FailureIdentity(again.failure) == FailureIdentity(original.failure), "\(label)")
            #expect(
                again.shrunk == original.shrunk && again.shrunkChoices == original.shrunkChoices,
                "\(label): \(again.shrunk) vs \(original.shrunk)")
            if label == "rerun:" { #expect(again.caseNumber == original.caseNumber) }
        }
        // What the rerun line carries matters: without its case count the failure is not found,
        // and without its shard a different case fails.
        if property.failing.cases != property.base.cases {
            var fewer = property.failing
            fewer.cases = property.base.cases
            #expect(original.caseNumber > property.base.cases && property.run(fewer).passed)
        }
        if property.failing.shard != property.base.shard {
            var unsharded = property.failing
            unsharded.shard = property.base.shard
            #expect(property.run(unsharded).counterexample?.original != original.original)
        }
    }

    /// The invariant a zoo engine is checked on: one it is the catalogue's witness for, else
    /// the first that catches it in a short run.
    static func invariant(catching model: ModelUnderTest) -> Invariant? {
        if let witnessed = Invariant.allCases.first(where: { $0.entry.witness == model.name }) { return witnessed }
        var configuration = PropertyConfiguration()
        configuration.seed = 0x2001
        configuration.cases = 300
        configuration.shrinks = false
        return Invariant.allCases.first { invariant in
            runProperty(
                "zoo scan \(model.name) \(invariant)", Gen<Scenario>.situatedScenario, configuration: configuration
            ) { scenario in
                if let violation = model.firstViolation(of: [invariant], in: scenario) {
                    throw BrokenInvariant(violation: violation)
                }
            }.counterexample != nil
        }
    }

    struct BrokenInvariant: Error { var violation: Violation }

    /// Whether two scenarios are the same, NaN frames included (`==` says NaN differs from itself).
    static func same(_ a: Scenario, _ b: Scenario) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(a)) == (try? encoder.encode(b))
    }

    /// `Scripts/replay`'s words as the `avoid` arguments the script runs.
    static func avoidArguments(forScriptsReplay words: [String]) throws -> [String] {
        #expect(words.first == "Scripts/replay")
        var options = Array(words.dropFirst())
        guard options.contains("--seed") else { return ["replay"] + options }
        var arguments = ["campaign"]
        if !options.contains("--cases") { arguments += ["--cases", "20000"] }
        if let index = options.firstIndex(of: "--invariant") { options[index] = "--invariants" }
        return arguments + options
    }

    /// Every zoo engine the campaign can catch: all but those whose fault needs an invalid
    /// starting scene (the campaign draws realistic scenes; the zoo matrix catches those on
    /// hostile ones).
    static let campaignCatchable = Zoo.all.map(\.name).filter { name in
        Fault(rawValue: name).map { !$0.showsOnlyOnInvalidStartingScenes } ?? true
    }

    @Test(arguments: campaignCatchable)
    func campaignLinesAndCaseFileReproduceTheFailure(name: String) throws {
        let model = try #require(Zoo.model(named: name))
        let invariant = try #require(Self.invariant(catching: model), "\(name) broke nothing")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "avoidkit-lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // One engine in a non-first shard: its rerun line must carry the shard.
        let shard = name == Self.campaignCatchable.last ? 2 : 0
        let configuration = CampaignConfiguration(
            seed: 0x11E5, budget: .casesPerInvariant(2_000), shardIndex: shard, shardCount: shard + 1, model: model,
            invariants: [invariant], recordDirectory: directory, threads: 2, casesPerRound: 250)
        let result = Campaign.run(configuration)
        let failure = try #require(result.failures.first, "\(name) passed \(invariant) in \(result.totalCases) cases")

        // The replay line: exactly this invariant and model, and the same shrunk scenario.
        let replay = try ReproductionLine(
            after: "replay:", in: "replay: " + CampaignReport.replayCommand(failure, in: result))
        #expect(replay.value("--invariant") == "\(invariant.rawValue)" && replay.value("--model") == name)
        let choices = try #require(replay.value("--choices").flatMap(ChoiceString.decode))
        #expect(try Self.same(Gen<Scenario>.scenario.replay(choices), failure.shrunk))
        let replayed = CommandRun(try Self.avoidArguments(forScriptsReplay: replay.words))
        #expect(
            replayed.status == 1 && replayed.verdict == "verdict: reproduced: \(name) breaks \(invariant)",
            "\(replayed.errors)")

        // The case file: its model, invariant and scenario, replayed by default against its model.
        let file = try #require(failure.caseFile.map { directory.appendingPathComponent($0) })
        let regression = try CaseStore.load(file)
        #expect(
            regression.model == name && regression.invariant == invariant
                && Self.same(regression.scenario, failure.shrunk))
        #expect(regression.origin.choices == failure.shrunkChoices)
        let fromCase = CommandRun(["replay", "--case", file.path])
        #expect(fromCase.status == 1 && fromCase.verdict == "verdict: reproduced: \(name) breaks \(invariant)")

        // The rerun line: the campaign again from the seed, finding the same shrunk case.
        let rerun = try ReproductionLine(
            after: "rerun:", in: "rerun: " + CampaignReport.rerunCommand(failure, in: result))
        #expect(rerun.value("--shard") == "\(shard + 1)/\(shard + 1)")
        let rerunRun = CommandRun(try Self.avoidArguments(forScriptsReplay: rerun.words))
        #expect(rerunRun.status == 1, "\(rerunRun.errors)")
        #expect(
            rerunRun.output.contains("replay: " + CampaignReport.replayCommand(failure, in: result)), "\(rerunRun.text)"
        )
    }
}
