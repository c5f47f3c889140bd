import AvoidConformance
import Foundation
import Generators
import Peers
import ViewDescriptions

/// `avoid screens DIR`: every printed hierarchy in DIR (`*.txt`, with the options in `NAME.options`
/// beside it) imported, replayed with its keyboard under `TreeAvoidance` and each peer, and judged
/// by every tree-level property, each alone: a Markdown table, one screen a row, regenerated
/// whenever a model changes.
enum ScreensCommand {
    static let usage = """
        usage: avoid screens DIR

          DIR   a folder of view hierarchies as UIKit prints them (NAME.txt), each with the options
                `avoid tree --from-description` takes for it in NAME.options (--focus, --screen, ...)
        prints a Markdown table: per screen its era, device, keyboard and first responder, under
        TreeAvoidance and each peer every tree-level property it breaks (each judged alone, with
        the step after which it broke) or `holds`, and UIKit's printed adjusted insets against
        the model's
        exit status: 0 (a broken property is a finding, not an error), 2 usage or input error
        """

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        try args.rejectUnknown([], positional: 1)
        guard let directory = args.positional.first else { throw UsageError("screens needs a DIR\n\n\(usage)") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".txt") }
                .sorted()
        } catch { throw UsageError("screens: cannot list '\(directory)'") }
        let adapters = [AdapterUnderTest.treeAvoidance] + Peers.adapters
        let output = commandLine.output
        output(
            "| screen | era | device, keyboard | first responder | "
                + adapters.map(\.name).joined(separator: " | ") + " | adjusted insets, printed and computed |")
        output("|---|---|---|---|" + String(repeating: "---|", count: adapters.count) + "---|")
        for name in names {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            let imported = try DescriptionImport.read(path, options(for: path))
            let cells = adapters.map { adapter in
                let broken = TreeInvariant.allCases.compactMap { property in
                    TreeChecker([property]).run(adapter: adapter, episode: imported.episode).violation.map {
                        "`\($0.property.rawValue)`" + ($0.step.map { " (step \($0))" } ?? "")
                    }
                }
                return broken.isEmpty ? "holds" : broken.joined(separator: ", ")
            }
            output(
                "| `\(name)` | \(imported.screen.era) | \(device(imported)) | \(focus(imported.screen)) | "
                    + cells.joined(separator: " | ") + " | \(insets(imported.screen)) |")
        }
        return 0
    }

    /// The options in `NAME.options` beside `NAME.txt`, if any.
    static func options(for path: String) throws -> Arguments {
        let file = String(path.dropLast(".txt".count)) + ".options"
        let text = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return try Arguments(text.split(whereSeparator: \.isWhitespace).map(String.init), flags: [])
    }

    static func device(_ imported: DescriptionImport) -> String {
        let screen = imported.screen.tree.screen
        let size = "\(TraceCommand.format(screen.width))x\(TraceCommand.format(screen.height))"
        return "\(size) \(imported.screen.device?.name ?? "(no phone)"), \(TraceCommand.format(imported.keyboard)) pt"
    }

    static func focus(_ screen: DescribedScreen) -> String {
        guard let id = screen.tree.firstResponder, let view = screen.view(id) else { return "none" }
        return "`\(view.className)` (line \(view.line))"
    }

    static func insets(_ screen: DescribedScreen) -> String {
        guard !screen.insetChecks.isEmpty else { return "none printed" }
        return screen.insetChecks.map { check in
            let printed = TreeCommand.insets(check.printed)
            return check.agrees
                ? "line \(check.line): \(printed), the same"
                : "line \(check.line): \(printed) printed, \(TreeCommand.insets(check.computed)) computed"
        }.joined(separator: "; ")
    }
}
