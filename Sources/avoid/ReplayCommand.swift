import AvoidCore
import Foundation
import PropertyKit
import Generators
import Invariants

enum ReplayCommand {
    static let usage = """
        usage: avoid replay --case FILE [--model NAME] [--svg OUT]
               avoid replay --choices STRING --invariant N [--model NAME] [--record DIR] [--svg OUT]

          Prints the decision after each input, then the invariants' verdict with a picture.
          --case FILE       a case file (Tests/RegressionTests/Cases/*.json)
          --choices STRING  a shrunk choice string from a failure report (replayed exactly, no seed)
          --invariant N     with --choices: the invariant to check (1...12)
          --model NAME      the model to run (default AvoidCore; see 'avoid models')
          --record DIR      with --choices: record the case file in DIR if it fails
          --svg OUT         write the before/after picture of the failing (or last) step
        exit status: 0 every invariant holds, 1 a violation, 2 usage or input error
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help"])
        if args.has("help") {
            print(usage)
            return 0
        }
        try args.rejectUnknown(["case", "choices", "invariant", "model", "record", "svg"])
        let modelName = args.string("model") ?? "AvoidCore"
        guard let model = ModelCatalog.model(named: modelName) else {
            throw Arguments.UsageError(description: "unknown model '\(modelName)'; see 'avoid models'")
        }
        let regression: RegressionCase
        if let path = args.string("case") {
            regression = try CaseStore.load(URL(fileURLWithPath: path))
        } else if let choices = args.string("choices") {
            guard let number = try args.int("invariant"), let invariant = Invariant(rawValue: number) else {
                throw Arguments.UsageError(description: "--choices needs --invariant 1...12")
            }
            guard let values = ChoiceString.decode(choices) else {
                throw Arguments.UsageError(description: "malformed choice string '\(choices)'")
            }
            let scenario = try Gen<Scenario>.scenario.replay(values)
            regression = RegressionCase(
                summary: "replayed from choices", invariant: invariant, model: model.name, origin: .init(choices: choices), scenario: scenario)
        } else {
            throw Arguments.UsageError(description: "replay needs --case FILE or --choices STRING --invariant N\n\n\(usage)")
        }

        let scenario = regression.scenario
        print("case: \(regression.summary)\nmodel: \(model.name)\n")
        print(scenario.readableDescription)
        print("\ndecisions:")
        for (index, input) in scenario.inputs.enumerated() {
            let placement = model.placementAfter(scenario, index)
            print("  \(index). \(Scenario.describe(input))\n     -> \(placement.map(\.summary) ?? "rejected (typed error, state unchanged)")")
        }
        let violation = model.firstViolation(in: scenario)
        if let violation {
            print("\n" + model.explain(violation, in: scenario))
        } else {
            print("\nevery invariant holds")
        }
        if let path = args.string("svg") {
            var shown = regression
            if let violation { shown.invariant = violation.invariant }
            try Data(SVGPicture.render(model: model, case: shown).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            print("svg: \(path)")
        }
        if let directory = args.string("record"), let violation {
            var recorded = regression
            recorded.invariant = violation.invariant
            recorded.summary = "\(model.name): \(violation)"
            let (url, isNew) = try CaseStore(directory: URL(fileURLWithPath: directory)).record(recorded)
            print("case file: \(url.path)\(isNew ? " (new)" : " (already recorded)")")
        }
        return violation == nil ? 0 : 1
    }
}
