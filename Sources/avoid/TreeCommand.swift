import AvoidConformance
import AvoidCore
import BugZoo
import FakeUIKit
import Foundation
import Generators
import Peers
import TreeAvoidance
import ViewTree

/// `avoid tree`: a view tree (a user's dump, a shrunk counterexample) replayed with its steps:
/// per step the decision, every view in window coordinates after applying, the picture, and the
/// tree-level properties' verdict.
enum TreeCommand {
    static let usage = """
        usage: avoid tree FILE [--inputs FILE] [--adapter NAME] [--property NAME] [--quiet]
               avoid tree --from-description DUMP [--screen WxH] [--focus ID | --focus-class NAME]
                          [--keyboard HEIGHT | --keyboard-from TRACE] [--write FILE] [--adapter NAME] ...

          FILE           a view tree, or an episode (a tree with its steps), as JSON
                         (Documentation/Using/ViewTrees.md)
          --from-description DUMP  a view hierarchy as UIKit prints it (recursiveDescription from
                         lldb, Swift, Cycript or Frida; _printHierarchy beside it), imported with
                         what it assumed listed, replayed as the keyboard shows and hides
          --screen WxH   the screen in points (default: the window's, or what the root view reaches)
          --focus ID     the first responder: a printed address (0x...) or an imported view's number
          --focus-class NAME  the first responder: the first text input of this class
          --keyboard HEIGHT   the keyboard's height (default: the device's standard keyboard)
          --keyboard-from TRACE  the height of the first keyboard a notification log shows
          --write FILE   also write the imported episode (tree and steps) as JSON
          --inputs FILE  the steps, as a JSON array (keyboard notifications, focus, carets, the
                         app's insets, scrolls and transforms, appear, disappear, frame layouts,
                         interactive pops, huge views, read-only selections); with a tree
          --adapter NAME TreeAvoidance (default), shell (the UIKit shell's core on fake UIKit
                         views; shell-safe-area-recomputed and -zeroed: UIKit reporting the
                         moved host's safe area so), a wrong adapter or shell of the zoo or a peer
                         (iqkeyboardmanager: IQKeyboardManager 8.0.2's published algorithm);
                         '--adapters' lists them
          --adapters     list the adapters
          --property NAME judge this tree-level property alone (with `total`)
          --quiet        the verdict only
        exit status: 0 every tree-level property holds, 1 one is broken (named, with its step),
        2 usage or input error
        """

    static func run(_ arguments: [String], in commandLine: AvoidCommandLine) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["help", "adapters", "quiet"])
        if args.has("help") {
            commandLine.output(usage)
            return 0
        }
        try args.rejectUnknown(
            Set(["inputs", "adapter", "adapters", "property", "quiet", "write"]).union(DescriptionImport.options),
            positional: 1)
        let shells = FakeViews.SafeAreaUnderTransform.allCases.map(AdapterUnderTest.shell(safeArea:))
        let adapters = [AdapterUnderTest.treeAvoidance] + shells + Zoo.adapters + Zoo.shells + Peers.adapters
        if args.has("adapters") {
            adapters.map(\.name).forEach(commandLine.output)
            return 0
        }
        let path: String
        let episode: TreeScenario
        var report: [String] = []
        if let dump = args.string("from-description") {
            guard args.positional.isEmpty, args.string("inputs") == nil else {
                throw UsageError("--from-description takes the place of FILE and --inputs")
            }
            let imported = try DescriptionImport.read(dump, args)
            (path, episode, report) = (dump, imported.episode, imported.report)
            if let write = args.string("write") { try Self.write(episode, to: write) }
        } else {
            guard let file = args.positional.first else { throw UsageError("tree needs a FILE\n\n\(usage)") }
            guard args.string("write") == nil else { throw UsageError("--write goes with --from-description") }
            (path, episode) = (file, try read(file, inputs: args.string("inputs")))
        }
        let name = args.string("adapter") ?? "TreeAvoidance"
        guard let adapter = adapters.first(where: { $0.name == name || ($0.name.hasPrefix(name + "(")) }) else {
            throw UsageError("--adapter: unknown adapter '\(name)'; 'avoid tree --adapters' lists them")
        }
        var judge = TreeChecker()
        if let property = args.string("property") {
            guard let known = TreeInvariant(rawValue: property) else {
                throw UsageError(
                    "--property: unknown property '\(property)'; one of \(TreeInvariant.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            judge = TreeChecker([known])
        }
        let run = judge.run(adapter: adapter, episode: episode)
        let output = commandLine.output
        if !args.has("quiet") {
            report.forEach(output)
            output(
                "tree: \(URL(fileURLWithPath: path).lastPathComponent), \(episode.tree.nodes.count) views, \(episode.steps.count) steps; adapter: \(adapter.name)"
            )
            var keyboard: Rect? = nil
            for (index, step) in run.steps.enumerated() {
                if case .keyboard(let event) = step.step { keyboard = event.phase.isHide ? nil : event.endFrame }
                output("")
                output("step \(index): \(describe(step.step))")
                guard let outcome = step.outcome else {
                    output("  -> rejected")
                    continue
                }
                output(
                    "  -> \(outcome.decision.placement.summary), animation \(format(outcome.decision.animation.duration)) s curve \(outcome.decision.animation.curve)"
                )
                for line in geometry(of: step.live, app: step.app) { output("  " + line) }
                output(
                    Picture.render(
                        scene: outcome.scene, keyboard: keyboard,
                        focus: outcome.scene.fields.first {
                            $0.id.rawValue == step.live.firstResponder?.rawValue
                        }?.id, placement: outcome.decision.placement, configuration: episode.configuration))
            }
            output("")
        }
        if let violation = run.violation {
            output("verdict: \(violation)")
            return 1
        }
        if let property = args.string("property") {
            output("verdict: \(property) holds")
        } else {
            output("verdict: every tree-level property holds (\(TreeInvariant.allCases.count) properties)")
        }
        return 0
    }

    /// The episode in FILE, or the tree in FILE with the steps in `inputs`.
    static func read(_ path: String, inputs: String?) throws -> TreeScenario {
        let data = Data(try TraceCommand.read(path, option: "tree FILE").utf8)
        let decoder = JSONDecoder()
        var episode: TreeScenario
        do {
            // An episode has its tree under "tree"; anything else is read as a tree.
            let isEpisode = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["tree"] != nil
            episode =
                isEpisode
                ? try decoder.decode(TreeScenario.self, from: data)
                : TreeScenario(tree: try decoder.decode(ViewTree.self, from: data), steps: [])
        } catch let error as ViewTreeError {
            throw UsageError("'\(path)': \(error)")
        } catch {
            throw UsageError(
                "'\(path)' is neither a view tree nor an episode (Documentation/Using/ViewTrees.md): \(error)")
        }
        if let inputs {
            let steps = Data(try TraceCommand.read(inputs, option: "--inputs").utf8)
            do { episode.steps = try decoder.decode([TreeStep].self, from: steps) } catch {
                throw UsageError(
                    "--inputs: '\(inputs)' is not a JSON array of steps (Documentation/Using/ViewTrees.md): \(error)")
            }
        }
        return episode
    }

    /// Writes `episode` as JSON (what `avoid tree FILE` replays).
    static func write(_ episode: TreeScenario, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do { try encoder.encode(episode).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw UsageError("--write: cannot write '\(path)': \(error)")
        }
    }

    /// Every view after the step, in window coordinates, with what the adapter changed marked.
    static func geometry(of live: ViewTree, app: ViewTree) -> [String] {
        live.nodes.map { node in
            var line =
                "view \(node.id.rawValue) \(kind(node.kind)): \((try? live.windowFrame(of: node.id)).map { "\($0)" } ?? "?")"
            if let scroll = node.kind.scroll {
                line +=
                    " inset \(insets(scroll.contentInset)) offset (\(format(node.bounds.minX)), \(format(node.bounds.minY)))"
            }
            if !node.transform.isIdentity {
                let t = node.transform
                line +=
                    " transform scale \(format(t.scaleX))x\(format(t.scaleY)) translate (\(format(t.translationX)), \(format(t.translationY)))"
            }
            if app[node.id] != node { line += "   <- adapter" }
            return line
        }
    }

    static func kind(_ kind: ViewKind) -> String {
        switch kind {
        case .view: return "view"
        case .textField: return "textField"
        case .textView: return "textView"
        case .scrollView(let scroll): return "\(scroll.role.rawValue)View"
        case .navigationBar: return "navigationBar"
        case .toolbar: return "toolbar"
        case .tabBar: return "tabBar"
        }
    }

    static func describe(_ step: TreeStep) -> String {
        switch step {
        case .keyboard(let event): return Scenario.describe(.keyboard(event))
        case .appear: return "appear"
        case .willAppear: return "will appear (back in its window)"
        case .didAppear: return "did appear"
        case .disappear: return "disappear"
        case .disappearResetting(let view, let reset):
            return
                "disappear, the app resetting view \(view.rawValue)'s \(reset == .offset ? "offset" : "content inset")"
        case .focus(let view): return "focus \(view.map { "view \($0.rawValue)" } ?? "none")"
        case .caret(let view, let caret): return "caret of view \(view.rawValue) to \(caret)"
        case .inset(let view, let edge, let by):
            return "app moves the \(edge.rawValue) inset of view \(view.rawValue) by \(format(by))"
        case .scroll(let view, let to):
            return "user scrolls view \(view.rawValue) to (\(format(to.x)), \(format(to.y)))"
        case .drag(let view, let to):
            guard let to else { return "user puts a finger on view \(view.rawValue)" }
            return "user drags view \(view.rawValue) to (\(format(to.x)), \(format(to.y))), the finger still on it"
        case .flick(let view, let to):
            return "user flicks view \(view.rawValue), which glides to (\(format(to.x)), \(format(to.y)))"
        case .letGo(let view): return "view \(view.rawValue) comes to rest, the finger off"
        case .transform(let view, _): return "app sets the transform of view \(view.rawValue)"
        case .layout(let tree):
            return
                "laid out anew: screen \(format(tree.screen.width))x\(format(tree.screen.height)), window \(tree.window)"
        case .layoutInside(let tree, let kept):
            return
                "laid out anew inside view \(kept.rawValue): screen \(format(tree.screen.width))x\(format(tree.screen.height)), window \(tree.window)"
        case .frame(let view, let frame): return "superview sets the frame of view \(view.rawValue) to \(frame)"
        case .popStarted: return "user starts to swipe back"
        case .popCancelled: return "user cancels the swipe back"
        case .hugeView(let view): return "a view beyond any model's range appears in view \(view.rawValue)"
        case .selectReadOnlyText(let view): return "user selects text in a read-only text view in view \(view.rawValue)"
        case .flip(let view): return "app turns view \(view.rawValue) upside down"
        case .keyboardOnAnotherScreen(let event): return "on another screen, \(Scenario.describe(.keyboard(event)))"
        case .collapse(let view, let axis): return "app scales view \(view.rawValue) to nothing, \(axis.rawValue)ly"
        }
    }

    static func insets(_ i: EdgeInsets) -> String {
        "(\(format(i.top)), \(format(i.left)), \(format(i.bottom)), \(format(i.right)))"
    }

    static func format(_ value: Double) -> String { TraceCommand.format(value) }
}
