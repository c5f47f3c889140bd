import AvoidConformance
import Foundation
import Generators
import Peers

/// `avoid peers`: the properties × adapters table (`TreeAvoidance` beside the peers), with the
/// smallest counterexample of every broken cell, optionally written as tree files.
enum PeersCommand {
    static let usage = """
        usage: avoid peers [--cases N] [--seed S] [--no-shrink] [--write DIR]
               avoid peers --issues [--seed S] [--write DIR]

          --cases N    generated episodes per adapter (default 200)
          --seed S     the first episode's seed, and the shrinker's (default 0x7EE)
          --no-shrink  shares only
          --write DIR  each peer's smallest counterexample per property as DIR/ADAPTER-PROPERTY.json
          --issues     the upstream IQKeyboardManager and TPKeyboardAvoiding issues reproduced
                       from generated screens, each shrunk keeping its trigger
                       (DIR/iqkeyboardmanager-NAME.json, DIR/tpkeyboardavoiding-NAME.json)
        prints a Markdown table: per property and adapter, the share of episodes that break it
        (each property judged alone) and the smallest counterexample's views and steps
        """

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help", "no-shrink", "issues"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        try args.rejectUnknown(["cases", "seed", "no-shrink", "write", "issues"], positional: 0)
        let sweep = PeerSweep(
            cases: try args.int("cases") ?? 200, seed: try args.seed("seed") ?? 0x7EE, shrinks: !args.has("no-shrink"))
        if args.has("issues") {
            issues(sweep, write: args.string("write"), in: commandLine)
            return 0
        }
        let adapters = [AdapterUnderTest.treeAvoidance] + Peers.adapters
        let cells = try sweep.run(adapters)
        for line in table(cells, adapters: adapters.map(\.name), cases: sweep.cases) { commandLine.output(line) }
        if let directory = args.string("write") {
            for property in TreeInvariant.allCases {
                for adapter in adapters.dropFirst() {
                    guard let example = cells[property]?[adapter.name]?.example else { continue }
                    let file = URL(fileURLWithPath: directory).appendingPathComponent(
                        "\(adapter.name)-\(property.rawValue).json")
                    try write(example.episode, to: file)
                    commandLine.output("wrote \(file.path): \(example.violation)")
                }
            }
        }
        return 0
    }

    /// Each peer with the upstream issues reproduced under it: IQKeyboardManager 8.0.2's, then
    /// TPKeyboardAvoiding 1.3.5's.
    static let catalogues: [(adapter: AdapterUnderTest, issues: [PeerIssue])] = [
        (Peers.iqKeyboardManager(), PeerIssue.catalogue), (Peers.tpKeyboardAvoiding, PeerIssue.tpKeyboardAvoiding),
    ]

    /// The issues of every catalogue against its peer: one row each.
    static func issues(_ sweep: PeerSweep, write directory: String?, in commandLine: AvoidCommandLine) {
        commandLine.output("| upstream issues | file | property | kind | views, steps |")
        commandLine.output("|---|---|---|---|---|")
        for (adapter, catalogue) in catalogues {
            for issue in catalogue {
                reproduce(issue, with: adapter, sweep, write: directory, in: commandLine)
            }
        }
    }

    /// One issue's row, and its file in `directory`.
    static func reproduce(
        _ issue: PeerIssue, with adapter: AdapterUnderTest, _ sweep: PeerSweep, write directory: String?,
        in commandLine: AvoidCommandLine
    ) {
        let numbers =
            issue.issues.isEmpty
            ? (issue.semantic ? "none" : "new") : issue.issues.map { "#\($0)" }.joined(separator: ", ")
        let kind = issue.semantic ? "semantic difference" : "bug"
        let file = "\(adapter.name)-\(issue.name).json"
        guard let (episode, violation) = sweep.reproduce(issue, with: adapter) else {
            commandLine.output("| \(numbers) | not found | `\(issue.property.rawValue)` | \(kind) | |")
            return
        }
        commandLine.output(
            "| \(numbers) | `\(file)` | `\(issue.property.rawValue)` | \(kind) | \(episode.tree.nodes.count), \(episode.steps.count) |"
        )
        guard let directory else { return }
        do { try write(episode, to: URL(fileURLWithPath: directory).appendingPathComponent(file)) } catch {
            commandLine.errors("avoid: \(error)")
        }
        commandLine.output("  \(violation)")
    }

    /// An episode as a tree file, keys sorted so a regenerated file diffs cleanly.
    static func write(_ episode: TreeScenario, to file: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(episode).write(to: file)
    }

    /// One row per property: `share (views v, steps s)` per adapter.
    static func table(_ cells: [TreeInvariant: [String: PeerSweep.Cell]], adapters: [String], cases: Int) -> [String] {
        var lines = [
            "| property | " + adapters.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: adapters.count),
        ]
        for property in TreeInvariant.allCases {
            let row = adapters.map { name -> String in
                guard let cell = cells[property]?[name] else { return "" }
                let share = Double(cell.broken) * 100 / Double(max(1, cases))
                var text = String(format: "%.1f%%", share)
                if let example = cell.example {
                    text += " (\(example.episode.tree.nodes.count) views, \(example.episode.steps.count) steps)"
                }
                return text
            }
            lines.append("| `\(property.rawValue)` | " + row.joined(separator: " | ") + " |")
        }
        return lines
    }
}
