import AvoidCore
import Generators
import TreeAvoidance
import ViewTree

/// What every peer must say of itself, whatever it writes: each step's decision tells how far
/// the step moved the host and whether it changed the tree, and names the keyboard a will-show
/// or will-hide leaves; a field
/// focused after a will-hide, before any other keyboard notification, moves nothing; and a tree
/// with no view to move is refused when the model is made. An adapter that reports a step it did
/// not make, or the keyboard where it comes from, fails them.
enum PeerReports {
    /// The first report `adapter` gets wrong on `episode`, or `nil`.
    static func firstFinding(_ adapter: AdapterUnderTest, _ episode: TreeScenario) -> String? {
        var live = episode.tree
        var app = episode.tree
        guard var model = try? adapter.make(episode.tree, episode.configuration) else { return "no model" }
        var hidden = true
        for (index, step) in episode.steps.enumerated() {
            if let edits = step.edits(live: live, app: app) {
                try? live.apply(edits.live)
                try? app.apply(edits.app)
            }
            let before = live
            guard let decision = try? model.handle(step.event, in: &live).decision else {
                return "step \(index): the model threw"
            }
            if let host = try? TreeReading.host(of: before),
                let moved = try? live.windowFrame(of: host).minY - before.windowFrame(of: host).minY,
                decision.hostOffset != moved
            {
                return "step \(index): the decision moves the host by \(decision.hostOffset), the tree by \(moved)"
            }
            if decision.changed != (live != before) {
                return "step \(index): the decision says changed \(decision.changed), the tree says \(live != before)"
            }
            if case .keyboard(let event) = step, event.phase == .willShow || event.phase == .willHide {
                let shown = KeyboardClass(endFrame: event.endFrame, screen: live.screen, window: live.window)
                if decision.keyboard != shown {
                    return
                        "step \(index): the decision names a \(decision.keyboard) keyboard, the notification \(shown)"
                }
            }
            switch step {
            case .keyboard(let event) where event.phase.isHide: hidden = hidden || event.phase == .willHide
            case .keyboard: hidden = false
            case .focus where hidden && live != before: return "step \(index): a focus with no keyboard moved views"
            default: break
            }
        }
        return nil
    }

    /// `tree` with no view to move: no host named, no view controller's root view.
    static func hostless(_ tree: ViewTree) throws -> ViewTree {
        try ViewTree(
            screen: tree.screen, screenSafeArea: tree.screenSafeArea, window: tree.window,
            nodes: tree.nodes.map {
                var node = $0
                node.isControllerRoot = false
                return node
            }, firstResponder: tree.firstResponder)
    }

    /// Whether `adapter` refuses `tree` with `AdapterError.noHostView` when the model is made.
    static func refuses(_ adapter: AdapterUnderTest, _ tree: ViewTree) -> Bool {
        do {
            _ = try adapter.make(tree, Configuration())
            return false
        } catch {
            return error == .noHostView
        }
    }
}
