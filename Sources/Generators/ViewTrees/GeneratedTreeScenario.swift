import AvoidCore
import ViewTree

/// A generated screen and its story: the plan it was built from (for labels and reports) and
/// the episode an adapter runs.
public struct GeneratedTreeScenario: Hashable, Sendable {
    /// The screen as planned.
    public var plan: TreePlan
    /// The tree and the steps.
    public var episode: TreeScenario

    /// Creates one.
    public init(plan: TreePlan, episode: TreeScenario) {
        self.plan = plan
        self.episode = episode
    }

    /// The situations this episode reaches, the labels coverage is counted by.
    public var situations: [String] {
        var labels: [String] = []
        switch plan.chrome {
        case .none: labels.append("no bars")
        case .navigation(let translucent, _, let toolbar):
            labels.append(translucent ? "translucent navigation bar" : "opaque navigation bar")
            if toolbar { labels.append("toolbar") }
        case .tabs: labels.append("tab bar")
        }
        switch plan.window {
        case .fullScreen: break
        case .split: labels.append("split view window")
        case .stageManager: labels.append("stage manager window")
        }
        switch plan.presentation {
        case .inContainer: break
        case .formSheet: labels.append("form sheet")
        case .popover: labels.append("popover")
        }
        if plan.transform != .identity { labels.append("app transform") }
        if plan.textViewCaret != nil { labels.append("text view caret") }
        if plan.hiddenPane { labels.append("hidden pane") }
        let tree = episode.tree
        if tree.nodes.contains(where: { node in
            node.kind.isTextInput && tree.ancestors(of: node.id).contains { tree[$0]?.avoidsKeyboardItself == true }
        }) {
            labels.append("a field in a view that avoids the keyboard itself")
        }
        if tree.nodes.contains(where: { node in
            node.kind.scroll?.systemInset != nil
                && (try? tree.adjustedContentInset(of: node.id))
                    != (try? tree.computedAdjustedContentInset(of: node.id))
        }) {
            labels.append("UIKit adjusts a scroll view otherwise than the model")
        }
        if tree.nodes.contains(where: { $0.kind.scroll?.isScrollEnabled == false }) {
            labels.append("a scroll view the user cannot scroll")
        }
        if tree.nodes.dropFirst().contains(where: { $0.parent == nil && !$0.isControllerRoot }) {
            labels.append("a view beside the screen")
        }
        if let first = tree.nodes.first, !first.isControllerRoot, first.parent == nil, tree.nodes.count > 1,
            tree.nodes[1].parent == first.id
        {
            labels.append("the screen in a container view")
        }
        switch plan.content {
        case .form: labels.append("form in the root view")
        case .table(let role, _, _, _, _):
            labels.append(role == .table ? "field in a table cell" : "field in a collection cell")
        case .scroll(let scroll):
            labels.append("adjustment \(scroll.adjustment.rawValue)")
            if scroll.sideways > 0 { labels.append("container scrolled sideways") }
        case .paged(_, _, let scroll):
            labels += ["paged scroll view", "adjustment \(scroll.adjustment.rawValue)"]
        case .nested(let scrolled, let scroll):
            labels += ["nested scroll view", "adjustment \(scroll.adjustment.rawValue)"]
            if scrolled > 0 { labels.append("outer scroll view scrolled") }
        }
        var shown = false
        for step in episode.steps {
            switch step {
            case .keyboard(let event): shown = !event.phase.isHide
            case .focus where shown: labels.append("focus moved with the keyboard up")
            case .inset where shown: labels.append("app changed an inset with the keyboard up")
            case .scroll where shown: labels.append("user scrolled with the keyboard up")
            case .transform where shown: labels.append("app changed the transform with the keyboard up")
            case .disappear: labels.append("disappeared")
            case .disappearResetting:
                labels += ["disappeared", "app reset a scroll view as it left"]
            case .layout where shown: labels.append("rotated with the keyboard up")
            case .frame where shown: labels.append("frame layout with the keyboard up")
            case .popCancelled where shown: labels.append("pop cancelled with the keyboard up")
            case .popStarted: labels.append("interactive pop")
            case .hugeView: labels.append("huge view")
            case .flip where shown: labels.append("host turned upside down with the keyboard up")
            case .collapse where shown: labels.append("a view scaled to nothing with the keyboard up")
            case .keyboardOnAnotherScreen: labels.append("a keyboard on another screen")
            case .selectReadOnlyText where shown: labels.append("read-only text selected with the keyboard up")
            default: break
            }
        }
        var unique: [String] = []
        for label in labels where !unique.contains(label) { unique.append(label) }
        return unique
    }

    /// The situations every tree-level property requires, with the least share of cases (percent).
    public static let requiredSituations: [(label: String, percent: Double)] = [
        ("translucent navigation bar", 10), ("opaque navigation bar", 3), ("tab bar", 5), ("field in a table cell", 5),
        ("nested scroll view", 3), ("paged scroll view", 3), ("app transform", 5), ("text view caret", 5),
        ("adjustment automatic", 3), ("adjustment never", 3), ("adjustment always", 3),
        ("adjustment scrollableAxes", 3), ("hidden pane", 5),
        ("focus moved with the keyboard up", 10), ("app changed an inset with the keyboard up", 5),
        ("user scrolled with the keyboard up", 5), ("app changed the transform with the keyboard up", 3),
        ("rotated with the keyboard up", 3),
    ]

    /// What the shell's episodes must reach as well, with the least share of cases (percent).
    public static let requiredShellSituations: [(label: String, percent: Double)] = [
        ("disappeared", 5), ("frame layout with the keyboard up", 5), ("pop cancelled with the keyboard up", 5),
        ("interactive pop", 10), ("huge view", 5), ("read-only text selected with the keyboard up", 5),
        ("a field in a view that avoids the keyboard itself", 3), ("a view beside the screen", 10),
        ("host turned upside down with the keyboard up", 3), ("the screen in a container view", 10),
        ("UIKit adjusts a scroll view otherwise than the model", 5),
        ("a view scaled to nothing with the keyboard up", 3), ("a keyboard on another screen", 3),
        ("a scroll view the user cannot scroll", 5), ("app reset a scroll view as it left", 3),
    ]
}
