import AvoidConformance
import Foundation
import Generators
import PropertyKit

/// `avoid replay`: one scenario, its decisions and the verdict on one invariant.
enum ReplayCommand {
    static let usage = """
        usage: avoid replay --case FILE [--model NAME] [--svg OUT]
               avoid replay --choices STRING --invariant N [--model NAME] [--record DIR] [--svg OUT]
               avoid replay --fuzz-input FILE [--mode N] [--model NAME] [--record DIR] [--svg OUT]

          Prints the decision after each input, then whether the invariant broke, with a picture.
          --case FILE       a case file (Tests/RegressionTests/Cases/*.json): checks its recorded
                            invariant against its recorded model
          --choices STRING  a shrunk choice string from a failure report (replayed exactly, no seed)
          --invariant N     with --choices: the invariant to check (\(Invariant.numbers)); only that one is judged
          --model NAME      the model to run (default: the case file's model, else AvoidCore;
                            see 'avoid models')
          --fuzz-input FILE an input AvoidFuzz ran (a crash file from Scripts/fuzz), read as the fuzzer
                            reads it: a realistic scenario (every invariant judged) or a hostile one
                            (finite and total judged)
          --mode N          with --fuzz-input: the mode AVOIDKIT_FUZZ_MODE pinned when it was found
          --record DIR      with --choices or --fuzz-input: record the case file in DIR if it fails
                            or crashes; a crash is recorded only if the recorded file crashes again
          --svg OUT         write the before/after picture of the failing (or last) step
          --in-process      run the model in this process; by default the scenario runs in a child
                            process, so a model that traps is reported as 'crashed: <message>'
        exit status: 1 the failure reproduced (the invariant broke, or the model crashed), 0 it did
                     not (the invariant holds), 2 usage or input error; as with tests, so
                     `git bisect run` works
        """

    /// What to replay: a scenario, the invariants to judge, and the model to run.
    struct Replay {
        var regression: RegressionCase
        var model: ModelUnderTest
        /// How the model was chosen, for the header.
        var modelSource: String
        /// The invariants judged: the recorded one, or every one a fuzzer's mode checks.
        var invariants: [Invariant]
        /// Whether the scenario came from a fuzzer's input (its summary says so when recorded).
        var fromFuzzer = false
    }

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help", "in-process"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        let replay = try parse(args, in: commandLine)
        if !args.has("in-process"), let runChild = commandLine.runChild {
            return try inChild(arguments, replay, args, runChild, in: commandLine)
        }
        let output = commandLine.output
        let (regression, model) = (replay.regression, replay.model)
        let invariant = regression.invariant
        let scenario = regression.scenario
        output("case: \(regression.summary)")
        output(
            replay.invariants.count == 1
                ? "recorded: \(invariant) against \(regression.model)"
                : "judged: every invariant (\(replay.invariants.count)) against \(regression.model)")
        output("model: \(model.name) (\(replay.modelSource))")
        output("")
        output(scenario.readableDescription)
        output("")
        output("decisions:")
        for (index, input) in scenario.inputs.enumerated() {
            // Each input is printed before the model runs it, and with only the inputs up to
            // it, so a replay that traps shows what was decided before and what it trapped on.
            output("  \(index). \(Scenario.describe(input))")
            var prefix = scenario
            prefix.inputs = Array(scenario.inputs[...index])
            let placement = model.decisions(prefix).last.flatMap { $0?.placement }
            output("     -> \(placement.map(\.summary) ?? "rejected (typed error, state unchanged)")")
        }
        let violation = model.firstViolation(of: replay.invariants, in: scenario)
        if let violation {
            output("")
            output(model.explain(violation, in: scenario))
        }
        output("")
        output(verdict(violation, replay: replay))
        if let path = args.string("svg") {
            try Data(SVGPicture.render(model: model, case: regression).utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
            output("svg: \(path)")
        }
        if let directory = args.string("record"), let violation {
            var recorded = regression
            recorded.summary = "\(model.name): \(violation)\(replay.fromFuzzer ? " (found by the fuzzer)" : "")"
            recorded.invariant = violation.invariant
            let (url, isNew) = try CaseStore(directory: URL(fileURLWithPath: directory)).record(recorded)
            // Kept only if the file, read back, breaks the same invariant the same way.
            let again = try model.firstViolation(of: [violation.invariant], in: CaseStore.load(url).scenario)
            if again != violation {
                if isNew { try? FileManager.default.removeItem(at: url) }
                output("not recorded: the case file does not break \(violation.invariant) the same way")
            } else {
                output("case file: \(url.path)\(isNew ? " (new)" : " (already recorded)")")
            }
        }
        return violation == nil ? 0 : 1
    }

    static func parse(_ args: Arguments, in commandLine: AvoidCommandLine) throws -> Replay {
        try args.rejectUnknown([
            "case", "choices", "invariant", "model", "record", "svg", "fuzz-input", "mode", "in-process",
        ])
        let override = try args.string("model").map { name throws(UsageError) in
            try commandLine.resolveModel(name, option: "--model")
        }
        if args.string("mode") != nil, args.string("fuzz-input") == nil {
            throw UsageError("--mode goes with --fuzz-input")
        }
        if let path = args.string("fuzz-input") {
            for option in ["case", "choices", "invariant"] where args.string(option) != nil {
                throw UsageError("--\(option) does not go with --fuzz-input (the input's mode decides what is judged)")
            }
            return try fuzzInput(path, args, override: override)
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
                    modelSource: "--model; the case was recorded against \(regression.model)",
                    invariants: [regression.invariant])
            }
            let recorded = try commandLine.resolveModel(regression.model, option: "the case file's model")
            return Replay(
                regression: regression, model: recorded, modelSource: "recorded in the case file",
                invariants: [regression.invariant])
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
        return Replay(
            regression: regression, model: model, modelSource: override == nil ? "the default" : "--model",
            invariants: [invariant])
    }

    /// The scenario a fuzzer's input file decodes to, read as `AvoidFuzz` reads it.
    static func fuzzInput(_ path: String, _ args: Arguments, override: ModelUnderTest?) throws -> Replay {
        var forcedMode: UInt8?
        if let text = args.string("mode") {
            guard let mode = UInt8(text), mode < FuzzInput.modeCount else {
                throw UsageError("--mode takes a fuzzer mode 0...\(FuzzInput.modeCount - 1), got '\(text)'")
            }
            forcedMode = mode
        }
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw UsageError("--fuzz-input: no file at '\(url.path)'")
        }
        let scenario: Scenario
        let invariants: [Invariant]
        switch FuzzInput.decode([UInt8](data), forcedMode: forcedMode) {
        case .realistic(let decoded?): (scenario, invariants) = (decoded, Invariant.allCases)
        case .hostile(let decoded?): (scenario, invariants) = (decoded, [.finiteAndTotal])
        case .realistic(nil), .hostile(nil):
            throw UsageError("--fuzz-input: '\(url.path)' generates no scenario")
        case .notification, .trace:
            throw UsageError(
                "--fuzz-input: '\(url.path)' is a notification or trace input, not a scenario; run it with the AvoidFuzz binary"
            )
        }
        let model = override ?? .avoidCore
        let regression = RegressionCase(
            summary: "a fuzzer's input (\(data.count) bytes)", invariant: invariants[0], model: model.name,
            origin: .init(), scenario: scenario)
        return Replay(
            regression: regression, model: model, modelSource: override == nil ? "the default" : "--model",
            invariants: invariants, fromFuzzer: true)
    }

    /// Runs the replay in a child process (`avoid replay ... --in-process`) and passes on what it
    /// printed; a child ended by a trap is reported as `crashed: <message>`, and with `--record`
    /// recorded as a case of finite and total, kept only if the recorded file crashes again
    /// with the same message.
    static func inChild(
        _ arguments: [String], _ replay: Replay, _ args: Arguments,
        _ runChild: @Sendable ([String]) throws -> ChildRun, in commandLine: AvoidCommandLine
    ) throws -> Int32 {
        let child = try runChild(["replay"] + arguments + ["--in-process"])
        for line in lines(child.output) { commandLine.output(line) }
        for line in lines(child.errors) where !child.signalled { commandLine.errors(line) }
        guard child.signalled else { return child.status }
        let message = child.crashMessage
        let (regression, model) = (replay.regression, replay.model)
        commandLine.output("")
        commandLine.output("crashed: \(message)")
        commandLine.output(
            replay.invariants.contains(.finiteAndTotal)
                ? "verdict: reproduced: \(model.name) crashed, breaking \(Invariant.finiteAndTotal)"
                    + (model.name == regression.model ? "" : " (recorded against \(regression.model))")
                : "verdict: crashed: \(model.name) crashed before \(regression.invariant) could be judged")
        if let directory = args.string("record") {
            var recorded = regression
            recorded.invariant = .finiteAndTotal
            recorded.summary = "\(model.name): crashed: \(message)\(replay.fromFuzzer ? " (found by the fuzzer)" : "")"
            let (url, isNew) = try CaseStore(directory: URL(fileURLWithPath: directory)).record(recorded)
            let again = try runChild(["replay", "--case", url.path, "--model", model.name, "--in-process"])
            if !again.signalled || again.crashMessage != message {
                if isNew { try? FileManager.default.removeItem(at: url) }
                commandLine.output(
                    "not recorded: the case file did not crash again with the same message (\(again.signalled ? again.crashMessage : "exit \(again.status)"))"
                )
            } else {
                commandLine.output("case file: \(url.path)\(isNew ? " (new)" : " (already recorded)")")
            }
        }
        return 1
    }

    /// `text`'s lines, without the empty one after a final newline.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// One line: whether the recorded (or named) failure reproduced.
    static func verdict(_ violation: Violation?, replay: Replay) -> String {
        let (regression, model) = (replay.regression, replay.model)
        let judged = replay.invariants.count == 1 ? "\(regression.invariant) holds" : "every invariant holds"
        let found =
            violation.map { "verdict: reproduced: \(model.name) breaks \($0.invariant)" }
            ?? "verdict: not reproduced: \(judged) for \(model.name)"
        return found + (model.name == regression.model ? "" : " (recorded against \(regression.model))")
    }
}
