import AvoidConformance
import Foundation
import Generators

/// The `avoid` command line as a value: parses arguments, runs one command, writes what it
/// prints through `output` and `errors`, and returns the exit status. The executable is a
/// thin wrapper, so every command and every option error can be tested in process.
public struct AvoidCommandLine: Sendable {
    /// Exit status of an option or input error (and of `avoid` with no command).
    public static let usageStatus: Int32 = 2

    /// The model named on the command line (`--model`, a case file's `model`), if known.
    public var model: @Sendable (String) -> ModelUnderTest?
    /// Every model name, in the order `avoid models` lists them.
    public var modelNames: [String]
    /// Receives each line meant for standard output.
    public var output: @Sendable (String) -> Void
    /// Receives each line meant for standard error.
    public var errors: @Sendable (String) -> Void
    /// Runs `avoid` with the given arguments in a child process (the executable re-invoking
    /// itself), so that `avoid replay` survives a model that traps and reports the crash;
    /// `nil` replays in this process.
    public var runChild: (@Sendable ([String]) throws -> ChildRun)?

    /// A command line over `model` (and the names `avoid models` lists); `runChild`, when
    /// given, is how replays run the scenario in a child process.
    public init(
        model: @escaping @Sendable (String) -> ModelUnderTest?, modelNames: [String],
        output: @escaping @Sendable (String) -> Void, errors: @escaping @Sendable (String) -> Void,
        runChild: (@Sendable ([String]) throws -> ChildRun)? = nil
    ) {
        self.model = model
        self.modelNames = modelNames
        self.output = output
        self.errors = errors
        self.runChild = runChild
    }

    /// The top-level usage text.
    public static let usage = """
        usage: avoid <command> [options]

        commands:
          campaign   run the invariant properties at a large budget, shrink and record failures
          replay     replay a case file or a choice string: decisions, picture, verdict
          trace      replay a console log of keyboard notifications on a device: decisions, pictures
          tree       replay a view tree with its steps: decisions, every view, pictures, verdict
          peers      every tree-level property against TreeAvoidance and the peers (IQKeyboardManager, TPKeyboardAvoiding)
          screens    printed view hierarchies of real screens, replayed under TreeAvoidance and each peer: a verdict table
          models     list the models (AvoidCore, control, the bug zoo)
          fuzz-situations  the labelled situations a fuzzing corpus's scenarios reach

        'avoid <command> --help' documents each command's options.
        exit status: as each command documents; 2 for a usage error (and for no command at all)
        """

    /// Runs `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            errors(Self.usage)
            return Self.usageStatus
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "campaign": return try CampaignCommand.run(rest, in: self)
            case "replay": return try ReplayCommand.run(rest, in: self)
            case "trace": return try TraceCommand.run(rest, in: self)
            case "tree": return try TreeCommand.run(rest, in: self)
            case "peers": return try PeersCommand.run(rest, in: self)
            case "screens": return try ScreensCommand.run(rest, in: self)
            case "fuzz-situations": return try SituationsCommand.run(rest, in: self)
            case "models":
                try Arguments(rest, flags: []).rejectUnknown([])
                modelNames.forEach(output)
                return 0
            case "--help", "-h", "help":
                output(Self.usage)
                return 0
            default:
                throw UsageError("unknown command '\(command)'\n\n\(Self.usage)")
            }
        } catch {
            errors("avoid: \(error)")
            return Self.usageStatus
        }
    }

    /// The model `name`, or a usage error naming `option` (what the user typed).
    func resolveModel(_ name: String, option: String) throws(UsageError) -> ModelUnderTest {
        guard let found = model(name) else {
            throw UsageError("\(option): unknown model '\(name)'; 'avoid models' lists them")
        }
        return found
    }
}
