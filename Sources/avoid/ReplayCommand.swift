import AvoidanceModels
import Campaign
import Foundation
import Generators
import Invariants
import PropertyKit

/// `avoid replay`: one scenario, its decisions and the verdict on one invariant.
enum ReplayCommand {
    static let usage = """
        usage: avoid replay --case FILE [--model NAME] [--svg OUT]
               avoid replay --choices STRING --invariant N [--model NAME] [--record DIR] [--svg OUT]

          Prints the decision after each input, then whether the invariant broke, with a picture.
          --case FILE       a case file (Tests/RegressionTests/Cases/*.json): checks its recorded
                            invariant against its recorded model
          --choices STRING  a shrunk choice string from a failure report (replayed exactly, no seed)
          --invariant N     with --choices: the invariant to check (\(Invariant.numbers)); only that one is judged
          --model NAME      the model to run (default: the case file's model, else AvoidCore;
                            see 'avoid models')
          --record DIR      with --choices: record the case file in DIR if it fails
          --svg OUT         write the before/after picture of the failing (or last) step
        exit status: 1 the failure reproduced (the invariant broke), 0 it did not (the invariant
                     holds), 2 usage or input error; as with tests, so `git bisect run` works
        """

    /// What to replay: a scenario, the invariant to judge, and the model to run.
    struct Replay {
        var regression: RegressionCase
        var model: ModelUnderTest
        /// How the model was chosen, for the header.
        var modelSource: String
    }

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        let replay = try parse(args, in: commandLine)
        let output = commandLine.output
        let (regression, model) = (replay.regression, replay.model)
        let invariant = regression.invariant
        let scenario = regression.scenario
        output("case: \(regression.summary)")
        output("recorded: \(invariant) against \(regression.model)")
        output("model: \(model.name) (\(replay.modelSource))")
        output("")
        output(scenario.readableDescription)
        output("")
        output("decisions:")
        for (index, input) in scenario.inputs.enumerated() {
            let placement = model.placementAfter(scenario, index)
            output(
                "  \(index). \(Scenario.describe(input))\n     -> \(placement.map(\.summary) ?? "rejected (typed error, state unchanged)")"
            )
        }
        let violation = model.firstViolation(of: [invariant], in: scenario)
        if let violation {
            output("")
            output(model.explain(violation, in: scenario))
        }
        output("")
        output(verdict(violation, regression: regression, model: model))
        if let path = args.string("svg") {
            try Data(SVGPicture.render(model: model, case: regression).utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
            output("svg: \(path)")
        }
        if let directory = args.string("record"), let violation {
            var recorded = regression
            recorded.summary = "\(model.name): \(violation)"
            let (url, isNew) = try CaseStore(directory: URL(fileURLWithPath: directory)).record(recorded)
            output("case file: \(url.path)\(isNew ? " (new)" : " (already recorded)")")
        }
        return violation == nil ? 0 : 1
    }

    static func parse(_ args: Arguments, in commandLine: AvoidCommandLine) throws -> Replay {
        try args.rejectUnknown(["case", "choices", "invariant", "model", "record", "svg"])
        let override = try args.string("model").map { name throws(UsageError) in
            try commandLine.resolveModel(name, option: "--model")
        }
        if let path = args.string("case") {
            for option in ["choices", "invariant", "record"] where args.string(option) != nil {
                throw UsageError("--\(option) does not go with --case (the case file names its invariant)")
            }
            let url = URL(fileURLWithPath: path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw UsageError("--case: no file at '\(url.path)'")
            }
            let regression = try CaseStore.load(url)
            if let override {
                return Replay(
                    regression: regression, model: override,
                    modelSource: "--model; the case was recorded against \(regression.model)")
            }
            let recorded = try commandLine.resolveModel(regression.model, option: "the case file's model")
            return Replay(regression: regression, model: recorded, modelSource: "recorded in the case file")
        }
        guard let choices = args.string("choices") else {
            throw UsageError("replay needs --case FILE or --choices STRING --invariant N\n\n\(usage)")
        }
        guard let invariant = try args.invariant("invariant") else {
            throw UsageError("--choices needs --invariant N (\(Invariant.numbers)): the invariant to check")
        }
        guard let values = ChoiceString.decode(choices) else {
            throw UsageError("--choices takes a choice string as printed on a replay line ('v1:...'), got '\(choices)'")
        }
        let model = override ?? .avoidCore
        let scenario: Scenario
        do { scenario = try Gen<Scenario>.scenario.replay(values) } catch {
            throw UsageError("--choices '\(choices)' does not generate a scenario: \(error)")
        }
        let regression = RegressionCase(
            summary: "replayed from choices", invariant: invariant, model: model.name, origin: .init(choices: choices),
            scenario: scenario)
        return Replay(regression: regression, model: model, modelSource: override == nil ? "the default" : "--model")
    }

    /// One line: whether the recorded (or named) failure reproduced.
    static func verdict(_ violation: Violation?, regression: RegressionCase, model: ModelUnderTest) -> String {
        let invariant = regression.invariant
        let found =
            violation == nil
            ? "verdict: not reproduced: \(invariant) holds for \(model.name)"
            : "verdict: reproduced: \(model.name) breaks \(invariant)"
        return found + (model.name == regression.model ? "" : " (recorded against \(regression.model))")
    }
}
