// avoid: the AvoidKit command line. Runs the property campaign, replays recorded cases.
// The commands are a value (AvoidCommandLine) so tests run every command in process.
import BugZoo
import Campaign
import Foundation

let commandLine = AvoidCommandLine(
    model: { Zoo.model(named: $0) },
    modelNames: Zoo.names,
    output: { print($0) },
    errors: { FileHandle.standardError.write(Data("\($0)\n".utf8)) })
exit(commandLine.run(Array(CommandLine.arguments.dropFirst())))
