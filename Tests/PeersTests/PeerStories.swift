import AvoidCore
import Generators
import PropertyKit
import ViewTree

/// Short stories on the generated screens of `IQKeyboardManagerPropertyTests.verdicts`, each
/// taking every screen to a boundary of the peers' published steps that the generated stories
/// rarely reach: the first field focused and the screen's first keyboard shown, then the
/// boundary, then the hide.
enum PeerStories {
    /// The generated screens, seeds `0x7EE` on, as the property suites draw them.
    static func screens() throws -> [GeneratedTreeScenario] {
        try (0..<IQKeyboardManagerPropertyTests.cases).map {
            try Gen<GeneratedTreeScenario>.treeScenario.sample(seed: 0x7EE &+ UInt64($0))
        }
    }

    /// Every story on every screen that has a field and a show.
    static func all() throws -> [TreeScenario] {
        try screens().flatMap { screen in
            [
                emptyFrame, unsized, unsizedWithMargins, unsizedUnderAHeader, scaledScrollView,
                { focusAfterTheHide($0, rootMovedBy: 30) }, { focusAfterTheHide($0, rootMovedBy: 1) },
                { scrollingCells($0, offset: 20) }, { scrollingCells($0, offset: 1) },
                { scrollingCells($0, offset: 0) }, { scrollingCells($0, offset: 20, listAtTheLastCell: true) },
                undockedAcrossTheScreen, narrowedAtTheBottom,
                { barShownAndHidden($0, height: 44) }, { barShownAndHidden($0, height: 1) }, sliverBeforeAndAfter,
                scrolledThenShownAgain,
            ]
            .compactMap { $0(screen.episode) }
        }
    }

    /// The first show of `episode`, its first field, and the hide from where that show ends.
    static func parts(_ episode: TreeScenario) -> (field: ViewID, show: KeyboardEvent, hide: KeyboardEvent)? {
        guard let field = episode.tree.nodes.first(where: \.kind.isTextInput)?.id else { return nil }
        for case .keyboard(let show) in episode.steps where show.phase == .willShow {
            return (field, show, KeyboardEvent.hiding(show.endFrame, on: episode.tree.screen))
        }
        return nil
    }

    /// `tree` with the first field focused and shown, `middle`, then hidden.
    static func story(_ episode: TreeScenario, tree: ViewTree? = nil, _ middle: [TreeStep] = []) -> TreeScenario? {
        guard let (field, show, hide) = parts(episode) else { return nil }
        return TreeScenario(
            tree: tree ?? episode.tree, configuration: episode.configuration,
            steps: [.focus(field), .keyboard(show)] + middle + [.keyboard(hide)])
    }

    /// A floating keyboard's zero rectangle while shown (a will-change-frame with an empty end
    /// frame), then the hide.
    static func emptyFrame(_ episode: TreeScenario) -> TreeScenario? {
        guard let (_, show, _) = parts(episode) else { return nil }
        return story(
            episode, [.keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: show.endFrame, endFrame: .zero))])
    }

    /// Every plain scroll view with no content size yet (an app that lays its content out with
    /// frames and sets none).
    static func unsized(_ episode: TreeScenario) -> TreeScenario? {
        story(episode, tree: unsizedTree(episode.tree))
    }

    /// The same, its content laid out 12 points in from the scroll view's origin, as frame
    /// layouts with margins place it.
    static func unsizedWithMargins(_ episode: TreeScenario) -> TreeScenario? {
        var tree = unsizedTree(episode.tree)
        for node in tree.nodes where node.parent.flatMap({ tree[$0]?.kind.scroll?.role }) == .scroll {
            try? tree.update(node.id) { $0.center = Point(x: $0.center.x + 12, y: $0.center.y + 12) }
        }
        return story(episode, tree: tree)
    }

    /// The same, under a header above the content and wider than the scroll view (a stretchy
    /// header, a refresh control's backdrop), so that the content reaches above and left of
    /// the origin.
    static func unsizedUnderAHeader(_ episode: TreeScenario) -> TreeScenario? {
        let tree = unsizedTree(episode.tree)
        var next = (tree.nodes.map(\.id.rawValue).max() ?? 0) + 1
        var headers: [ViewNode] = []
        for node in tree.nodes where node.kind.scroll?.role == .scroll {
            let frame = Rect(x: -16, y: -64, width: node.bounds.width + 32, height: 64)
            headers.append(ViewNode(id: ViewID(next), parent: node.id, frame: frame))
            next += 1
        }
        guard
            let headed = try? ViewTree(
                screen: tree.screen, screenSafeArea: tree.screenSafeArea, window: tree.window,
                nodes: tree.nodes + headers, firstResponder: tree.firstResponder, host: tree.host)
        else { return nil }
        return story(episode, tree: headed)
    }

    /// Every list cell's content view that holds a field scrolls (a cell with its own scroll
    /// view, scrolled `offset` points into 40 more of content; 0 and 1 are the edges of "has
    /// scrolled"): focus on the first field, the keyboard shown, focus on the last, then the hide.
    /// With `listAtTheLastCell`, the list is scrolled so that the last field's cell starts at its
    /// top edge, the row before it just out of view.
    static func scrollingCells(_ episode: TreeScenario, offset: Double, listAtTheLastCell: Bool = false)
        -> TreeScenario?
    {
        var tree = episode.tree
        var changed = false
        for node in tree.nodes where node.kind == .view {
            guard let cell = node.parent, let list = tree[cell]?.parent, let role = tree[list]?.kind.scroll?.role,
                role != .scroll, tree.nodes.contains(where: { $0.parent == node.id && $0.kind.isTextInput })
            else { continue }
            let size = node.bounds.size
            let geometry = ScrollGeometry(
                contentSize: Size(width: size.width, height: size.height + 40), adjustment: .never)
            try? tree.update(node.id) {
                $0.kind = .scrollView(geometry)
                $0.bounds.origin.y = offset
            }
            changed = true
        }
        guard changed, let last = tree.nodes.last(where: \.kind.isTextInput)?.id else { return nil }
        if listAtTheLastCell {
            guard
                let cell = tree.ancestors(of: last).first(where: {
                    tree[$0]?.parent.flatMap { tree[$0]?.kind.scroll?.role }.map { $0 != .scroll } == true
                }), let row = tree[cell], let list = row.parent
            else { return nil }
            try? tree.update(list) { $0.bounds.origin.y = row.frame.minY }
        }
        return story(episode, tree: tree, [.focus(last)])
    }

    /// The keyboard undocked across the whole width of the screen, 100 points above its bottom
    /// (an iPad keyboard undocked or split), then docked again.
    static func undockedAcrossTheScreen(_ episode: TreeScenario) -> TreeScenario? {
        guard let (_, show, _) = parts(episode) else { return nil }
        let undocked = show.endFrame.offsetBy(dx: 0, dy: -100)
        return story(
            episode,
            [
                .keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: show.endFrame, endFrame: undocked)),
                .keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: undocked, endFrame: show.endFrame)),
            ])
    }

    /// A bar `height` points tall shown on top of the keyboard (the predictive bar, an accessory
    /// view; 1 point, a move of exactly one point from a field the show left on the line) and
    /// hidden again: the second change ends where the first began.
    static func barShownAndHidden(_ episode: TreeScenario, height: Double) -> TreeScenario? {
        guard let (_, show, _) = parts(episode) else { return nil }
        let end = show.endFrame
        let taller = Rect(x: end.minX, y: end.minY - height, width: end.width, height: end.height + height)
        return story(
            episode,
            [
                .keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: end, endFrame: taller)),
                .keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: taller, endFrame: end)),
            ])
    }

    /// The keyboard made 100 points narrower than it shows while it still touches the screen's
    /// bottom (an iPad keyboard on its way to floating), then as wide again.
    static func narrowedAtTheBottom(_ episode: TreeScenario) -> TreeScenario? {
        guard let (_, show, _) = parts(episode), show.endFrame.width > 100 else { return nil }
        let end = show.endFrame
        let narrow = Rect(x: end.minX + 50, y: end.minY, width: end.width - 100, height: end.height)
        return story(
            episode, [.keyboard(.moving(from: end, to: narrow)), .keyboard(.moving(from: narrow, to: end))])
    }

    /// A keyboard one point tall at the screen's bottom (the sliver a hardware keyboard's bar can
    /// leave: the smallest keyboard that is not hidden) shows and hides before the story's
    /// keyboard and again after it.
    static func sliverBeforeAndAfter(_ episode: TreeScenario) -> TreeScenario? {
        guard let (field, show, hide) = parts(episode) else { return nil }
        let screen = episode.tree.screen
        let sliver = Rect(x: show.endFrame.minX, y: screen.height - 1, width: show.endFrame.width, height: 1)
        let shown: [TreeStep] = [.keyboard(.showing(sliver, on: screen)), .keyboard(.hiding(sliver, on: screen))]
        let steps: [TreeStep] = [.focus(field)] + shown + [.keyboard(show), .keyboard(hide)] + shown
        return TreeScenario(tree: episode.tree, configuration: episode.configuration, steps: steps)
    }

    /// The user scrolls the first field's scroll view back to its top while the keyboard is up,
    /// then the same will-show comes again (a keyboard type that keeps the frame).
    static func scrolledThenShownAgain(_ episode: TreeScenario) -> TreeScenario? {
        guard let (field, show, _) = parts(episode),
            let scroll = episode.tree.ancestors(of: field).first(where: { episode.tree[$0]?.kind.scroll != nil })
        else { return nil }
        return story(episode, [.scroll(scroll, to: Point(x: 0, y: 0)), .keyboard(show)])
    }

    /// `tree` with every plain scroll view's content size zero.
    static func unsizedTree(_ tree: ViewTree) -> ViewTree {
        var tree = tree
        for node in tree.nodes {
            guard var geometry = node.kind.scroll, geometry.role == .scroll else { continue }
            geometry.contentSize = Size(width: 0, height: 0)
            try? tree.update(node.id) { $0.kind = .scrollView(geometry) }
        }
        return tree
    }

    /// The first field's nearest scroll view scaled by 0.9 about its centre (a zoom animation),
    /// so that its frame is no longer its bounds' size.
    static func scaledScrollView(_ episode: TreeScenario) -> TreeScenario? {
        guard let (field, _, _) = parts(episode),
            let scroll = episode.tree.ancestors(of: field).first(where: { episode.tree[$0]?.kind.scroll != nil })
        else { return nil }
        var tree = episode.tree
        guard (try? tree.update(scroll, { $0.transform = Transform(scaleX: 0.9, scaleY: 0.9) })) != nil else {
            return nil
        }
        return story(episode, tree: tree)
    }

    /// After the hide the user focuses a field again with no keyboard up, the app moves its
    /// root view down by `rootMovedBy` points (1: the edge of "below where it began"), then the
    /// keyboard shows and hides once more.
    static func focusAfterTheHide(_ episode: TreeScenario, rootMovedBy: Double) -> TreeScenario? {
        guard let (field, show, hide) = parts(episode), let story = story(episode) else { return nil }
        let other = episode.tree.nodes.last(where: \.kind.isTextInput)?.id ?? field
        // The app moves its root view between the focus and the show.
        let host = episode.tree.nodes.last(where: \.isControllerRoot)?.id ?? 1
        let steps =
            story.steps + [
                .focus(nil), .focus(other), .transform(host, Transform(translationY: rootMovedBy)), .keyboard(show),
                .keyboard(hide),
            ]
        return TreeScenario(tree: story.tree, configuration: story.configuration, steps: steps)
    }
}
