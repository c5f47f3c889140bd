import AvoidCore
import Foundation
import Generators
import KeyboardTraces
import ViewDescriptions
import ViewTree

/// `avoid tree --from-description FILE`: a printed view hierarchy imported by `ViewDescriptions`
/// and given a keyboard (the device's standard height, `--keyboard`, or the first shown in a
/// trace), as an episode: the keyboard shows, then hides, with the notifications UIKit posts.
struct DescriptionImport {
    /// The imported screen.
    var screen: DescribedScreen
    /// The keyboard's height, and where it comes from.
    var keyboard: Double
    var keyboardSource: String
    /// The screen with its keyboard.
    var episode: TreeScenario

    /// The options `avoid tree` forwards here.
    static let options: Set<String> = [
        "from-description", "screen", "focus", "focus-class", "keyboard", "keyboard-from",
    ]

    /// Imports FILE with the options in `args`.
    static func read(_ path: String, _ args: Arguments) throws -> DescriptionImport {
        let text = try TraceCommand.read(path, option: "--from-description")
        var focus: FocusChoice?
        switch (args.string("focus"), args.string("focus-class")) {
        case (.some, .some): throw UsageError("--focus and --focus-class name the same thing: give one")
        case (.some(let name), nil): focus = FocusChoice(name)
        case (nil, .some(let name)): focus = .className(name)
        case (nil, nil): focus = nil
        }
        let importer = ScreenImporter(screen: try screenSize(args.string("screen")), focus: focus)
        let screen: DescribedScreen
        do { screen = try importer.importScreen(text) } catch { throw UsageError("'\(path)', \(error)") }
        var keyboard = screen.keyboardHeight
        var source =
            screen.device.map { "the standard keyboard of an \($0.name) (\(screen.era))" }
            ?? "no known device: the smallest phone keyboard"
        if let height = try args.double("keyboard") {
            keyboard = height
            source = "--keyboard"
        }
        if let trace = args.string("keyboard-from") {
            guard args.string("keyboard") == nil else { throw UsageError("--keyboard and --keyboard-from: give one") }
            keyboard = try firstShownHeight(in: trace)
            source = "the first keyboard shown in '\(URL(fileURLWithPath: trace).lastPathComponent)'"
        }
        let frame = screen.keyboardFrame(height: keyboard)
        var below = frame
        below.origin.y = screen.tree.screen.height
        // The notifications UIKit posts for a show and a hide, each will-change-frame first.
        let show: [KeyboardPhase] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        let hide: [KeyboardPhase] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        let steps =
            show.map { TreeStep.keyboard(KeyboardEvent(phase: $0, beginFrame: below, endFrame: frame)) }
            + hide.map { TreeStep.keyboard(KeyboardEvent(phase: $0, beginFrame: frame, endFrame: below)) }
        return DescriptionImport(
            screen: screen, keyboard: keyboard, keyboardSource: source,
            episode: TreeScenario(tree: screen.tree, steps: steps))
    }

    /// `WxH`.
    static func screenSize(_ text: String?) throws(UsageError) -> Size? {
        guard let text else { return nil }
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        else { throw UsageError("--screen takes WIDTHxHEIGHT in points (375x667), got '\(text)'") }
        return Size(width: width, height: height)
    }

    /// The height of the first keyboard a trace shows (not a hide, not zero high).
    static func firstShownHeight(in path: String) throws -> Double {
        let text = try TraceCommand.read(path, option: "--keyboard-from")
        let events: [KeyboardEvent]
        do { events = try KeyboardTraceParser().events(in: text) } catch {
            throw UsageError("--keyboard-from: '\(path)', \(error)")
        }
        guard let shown = events.first(where: { !$0.phase.isHide && $0.endFrame.height > 0 }) else {
            throw UsageError("--keyboard-from: '\(path)' shows no keyboard")
        }
        return shown.endFrame.height
    }

    /// What the import assumed and checked, one line each, then the keyboard.
    var report: [String] {
        let tree = screen.tree
        var lines = [
            "imported: \(tree.nodes.count) views of \(screen.source.views.count) printed, \(screen.era); "
                + "first responder: \(tree.firstResponder.map { "view \($0.rawValue)" } ?? "none")"
        ]
        lines += screen.assumptions.map { "assumed: \($0)" }
        lines += screen.insetChecks.map { "checked: \($0)" }
        lines.append("keyboard: \(TraceCommand.format(keyboard)) pt, \(keyboardSource)")
        return lines
    }
}
