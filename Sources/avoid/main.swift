// avoid: the AvoidKit command line. Runs the property campaign, replays recorded cases.
// The commands are a value (AvoidCommandLine) so tests run every command in process.
import AvoidConformance
import BugZoo
import Foundation

let commandLine = AvoidCommandLine(
    model: { Zoo.model(named: $0) },
    modelNames: Zoo.names,
    // Unbuffered, so what a replay printed before a trap reaches the parent replayer.
    output: { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) },
    errors: { FileHandle.standardError.write(Data("\($0)\n".utf8)) },
    runChild: { arguments in
        try ChildRun.run(Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]), arguments)
    })
exit(commandLine.run(Array(CommandLine.arguments.dropFirst())))
