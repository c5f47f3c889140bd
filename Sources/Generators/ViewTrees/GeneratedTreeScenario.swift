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
    public var situations: [TreeSituation] {
        var labels: [TreeSituation] = []
        switch plan.chrome {
        case .none: labels.append(.noBars)
        case .navigation(let translucent, _, let toolbar):
            labels.append(translucent ? .translucentNavigationBar : .opaqueNavigationBar)
            if toolbar { labels.append(.toolbar) }
        case .tabs: labels.append(.tabBar)
        }
        switch plan.window {
        case .fullScreen: break
        case .split: labels.append(.splitViewWindow)
        case .stageManager: labels.append(.stageManagerWindow)
        }
        switch plan.presentation {
        case .inContainer: break
        case .formSheet: labels.append(.formSheet)
        case .popover: labels.append(.popover)
        }
        if plan.transform != .identity { labels.append(.appTransform) }
        if plan.textViewCaret != nil { labels.append(.textViewCaret) }
        if plan.hiddenPane { labels.append(.hiddenPane) }
        let tree = episode.tree
        if tree.nodes.contains(where: { node in
            node.kind.isTextInput && tree.ancestors(of: node.id).contains { tree[$0]?.avoidsKeyboardItself == true }
        }) {
            labels.append(.fieldInAViewThatAvoidsTheKeyboard)
        }
        if tree.nodes.contains(where: { node in
            node.kind.scroll?.systemInset != nil
                && (try? tree.adjustedContentInset(of: node.id))
                    != (try? tree.computedAdjustedContentInset(of: node.id))
        }) {
            labels.append(.systemInsetDiffers)
        }
        // In a regular width a view controller's root marked as keeping itself clear is a form or
        // page sheet UIKit slides up itself (as the fake UIKit reports it).
        let regular = min(tree.screen.width, tree.screen.height) >= 744 && tree.window.width >= 678
        if regular, let responder = tree.firstResponder ?? tree.nodes.first(where: \.kind.isTextInput)?.id,
            tree.ancestors(of: responder).contains(where: {
                tree[$0]?.isControllerRoot == true && tree[$0]?.avoidsKeyboardItself == true
            })
        {
            labels.append(.sheetThatMovesItself)
        }
        if tree.nodes.contains(where: { $0.kind.scroll?.isScrollEnabled == false }) {
            labels.append(.scrollViewTheUserCannotScroll)
        }
        if tree.nodes.dropFirst().contains(where: { $0.parent == nil && !$0.isControllerRoot }) {
            labels.append(.viewBesideTheScreen)
        }
        if let first = tree.nodes.first, !first.isControllerRoot, first.parent == nil, tree.nodes.count > 1,
            tree.nodes[1].parent == first.id
        {
            labels.append(.screenInAContainerView)
        }
        switch plan.content {
        case .form: labels.append(.formInTheRootView)
        case .table(let role, _, _, _, _):
            labels.append(role == .table ? .fieldInATableCell : .fieldInACollectionCell)
        case .scroll(let scroll):
            labels.append(.adjustment(scroll.adjustment))
            if scroll.sideways > 0 { labels.append(.containerScrolledSideways) }
        case .paged(_, _, let scroll):
            labels += [.pagedScrollView, .adjustment(scroll.adjustment)]
        case .nested(let scrolled, let scroll):
            labels += [.nestedScrollView, .adjustment(scroll.adjustment)]
            if scrolled > 0 { labels.append(.outerScrollViewScrolled) }
        }
        var shown = false
        // Whether a scroll view is under the user's finger or still gliding.
        var scrolling = false
        // The lifecycle as UIKit calls it, and the host's frame as the app has it.
        var away = false, appearing = false, shownAsItLeft = false, shownBefore = false
        var app = tree
        var previous: TreeStep?
        let host = tree.host ?? tree.nodes.last(where: \.isControllerRoot)?.id
        for step in episode.steps {
            defer { previous = step }
            switch step {
            case .frame(let id, let frame) where id == host && shown:
                if let size = app[id]?.frame.size,
                    abs(size.width - frame.width) > 1e-9 || abs(size.height - frame.height) > 1e-9
                {
                    labels.append(.frameOfAnotherSizeWithTheKeyboardUp)
                }
            case .layout, .layoutInside, .frame:
                if !shown && shownBefore { labels.append(.keyboardHiddenAroundALayout) }
                if case .layoutInside = step, case .keyboard(let event)? = previous, !event.phase.isHide {
                    labels.append(.keyboardBeforeTheLayout)
                }
            case .keyboard:
                if away { labels.append(.keyboardWhileAway) }
                if appearing { labels.append(.keyboardAsTheViewAppears) }
            case .disappear, .disappearResetting:
                away = true
                shownAsItLeft = shown
            case .willAppear:
                away = false
                appearing = true
            case .appear, .didAppear:
                if (away || appearing) && shownAsItLeft && shown { labels.append(.keyboardUpAcrossADisappearance) }
                away = false
                appearing = false
            case .popStarted where !shown && shownBefore: labels.append(.popWithTheResponderResigned)
            default: break
            }
            if let edits = step.edits(live: app, app: app) { try? app.apply(edits.app) }
            if case .drag = step { scrolling = true }
            if case .flick = step { scrolling = true }
            if case .letGo = step { scrolling = false }
            switch step {
            case .keyboard(let event):
                if event.phase.isHide, shown, scrolling { labels.append(.keyboardHiddenUnderTheFinger) }
                shown = !event.phase.isHide
                shownBefore = shownBefore || shown
            case .focus where shown: labels.append(.focusMovedWithTheKeyboardUp)
            case .inset where shown: labels.append(.insetChangedWithTheKeyboardUp)
            case .scroll where shown: labels.append(.userScrolledWithTheKeyboardUp)
            case .drag where shown, .flick where shown: labels.append(.fingerOnAScrollViewWithTheKeyboardUp)
            case .transform where shown: labels.append(.transformChangedWithTheKeyboardUp)
            case .disappear: labels.append(.disappeared)
            case .disappearResetting:
                labels += [.disappeared, .scrollViewResetAsItLeft]
            case .layout where shown, .layoutInside where shown: labels.append(.rotatedWithTheKeyboardUp)
            case .frame where shown: labels.append(.frameLayoutWithTheKeyboardUp)
            case .popCancelled where shown: labels.append(.popCancelledWithTheKeyboardUp)
            case .popStarted: labels.append(.interactivePop)
            case .hugeView: labels.append(.hugeView)
            case .flip where shown: labels.append(.hostUpsideDownWithTheKeyboardUp)
            case .collapse where shown: labels.append(.viewScaledToNothingWithTheKeyboardUp)
            case .keyboardOnAnotherScreen: labels.append(.keyboardOnAnotherScreen)
            case .selectReadOnlyText where shown: labels.append(.readOnlyTextSelectedWithTheKeyboardUp)
            default: break
            }
        }
        var unique: [TreeSituation] = []
        for label in labels where !unique.contains(label) { unique.append(label) }
        return unique
    }

    /// The situations every tree-level property requires, with the least share of cases (percent).
    public static let requiredSituations: [(situation: TreeSituation, percent: Double)] = [
        (.translucentNavigationBar, 10), (.opaqueNavigationBar, 3), (.tabBar, 5), (.fieldInATableCell, 5),
        (.nestedScrollView, 3), (.pagedScrollView, 3), (.appTransform, 5), (.textViewCaret, 5),
        (.adjustmentAutomatic, 3), (.adjustmentNever, 3), (.adjustmentAlways, 3),
        (.adjustmentScrollableAxes, 3), (.hiddenPane, 5),
        (.focusMovedWithTheKeyboardUp, 10), (.insetChangedWithTheKeyboardUp, 5),
        (.userScrolledWithTheKeyboardUp, 5), (.transformChangedWithTheKeyboardUp, 3),
        (.rotatedWithTheKeyboardUp, 3),
    ]

    /// What the shell's episodes must reach as well, with the least share of cases (percent).
    public static let requiredShellSituations: [(situation: TreeSituation, percent: Double)] = [
        (.disappeared, 5), (.frameLayoutWithTheKeyboardUp, 5), (.popCancelledWithTheKeyboardUp, 5),
        (.interactivePop, 10), (.hugeView, 5), (.readOnlyTextSelectedWithTheKeyboardUp, 5),
        (.fieldInAViewThatAvoidsTheKeyboard, 3), (.viewBesideTheScreen, 10),
        (.hostUpsideDownWithTheKeyboardUp, 3), (.screenInAContainerView, 10),
        (.systemInsetDiffers, 5),
        (.viewScaledToNothingWithTheKeyboardUp, 3), (.keyboardOnAnotherScreen, 3),
        (.scrollViewTheUserCannotScroll, 5), (.scrollViewResetAsItLeft, 3),
        (.fingerOnAScrollViewWithTheKeyboardUp, 3), (.keyboardHiddenUnderTheFinger, 3),
        (.frameOfAnotherSizeWithTheKeyboardUp, 10), (.keyboardHiddenAroundALayout, 5), (.keyboardBeforeTheLayout, 5),
        (.keyboardWhileAway, 5), (.keyboardAsTheViewAppears, 4), (.keyboardUpAcrossADisappearance, 10),
        (.popWithTheResponderResigned, 10), (.sheetThatMovesItself, 2),
    ]
}
