// avoid: the AvoidKit command line. Runs the property campaign, replays recorded cases.
import Foundation

let usage = """
    usage: avoid <command> [options]

    commands:
      campaign   run the invariant properties at a large budget, shrink and record failures
      replay     replay a case file or a choice string: decisions, picture, verdict
      models     list the models (AvoidCore, control, the bug zoo)

    'avoid <command> --help' documents each command's options.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "--help" : arguments.removeFirst()
do {
    switch command {
    case "campaign": exit(try CampaignCommand.run(arguments))
    case "replay": exit(try ReplayCommand.run(arguments))
    case "models":
        for name in ModelCatalog.names { print(name) }
    case "--help", "-h", "help": print(usage)
    default:
        FileHandle.standardError.write(Data("avoid: unknown command '\(command)'\n\n\(usage)\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("avoid: \(error)\n".utf8))
    exit(2)
}
