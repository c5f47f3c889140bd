import AvoidCore
import ViewTree

/// The properties judged on screen: restated in window coordinates from the trees by the judge's
/// own rules (`TreeOracle`), apart from the adapter's reading and the engine.
extension TreeStepJudge {
    /// A docked keyboard over the host, the focused field and the lines it must keep to,
    /// all in window coordinates of the app's (unshifted) tree.
    struct Obstruction {
        var host: ViewID
        var field: ViewID
        /// The keyboard's part over the host.
        var covered: Rect
        /// The keyboard line: the covered part's top, or a bottom bar's top above it.
        var line: Double
        /// The visible top: the host's safe-area top or a top bar's bottom.
        var top: Double
    }

    var obstruction: Obstruction? {
        guard facts.attached, let keyboard = facts.keyboard,
            TreeOracle.isDocked(keyboard.endFrame, screen: app.screen, window: app.window),
            let host = TreeOracle.host(in: app), let field = app.firstResponder,
            TreeOracle.isToReveal(field, host: host, in: app),
            let hostRect = try? app.windowFrame(of: host),
            let covered = app.windowRect(fromScreen: keyboard.endFrame)
                .intersection(Rect(origin: .zero, size: app.window.size))?.intersection(hostRect),
            var top = try? app.safeRegion(of: host).minY
        else { return nil }
        var line = covered.minY
        for node in app.nodes
        where node.kind.bar != nil && !app.isDescendant(node.id, of: host) && TreeOracle.isShown(node.id, in: app) {
            guard let frame = try? app.windowFrame(of: node.id) else { continue }
            if node.kind == .navigationBar {
                top = Swift.max(top, frame.maxY)
            } else {
                line = Swift.min(line, frame.minY)
            }
        }
        return Obstruction(host: host, field: field, covered: covered, line: line, top: top)
    }

    /// The rectangle that must be visible, in window coordinates of `tree`: a text view's caret,
    /// any other field's bounds.
    func reveal(_ field: ViewID, in tree: ViewTree) -> Rect? {
        guard let node = tree[field] else { return nil }
        if case .textView(let caret, _) = node.kind { return try? tree.convert(caret, from: field, to: nil) }
        return try? tree.windowFrame(of: field)
    }

    /// The scroll view that reveals the focused field: the nearest one above it, or the field
    /// itself when it is a text view that scrolls itself and is taller than the room between
    /// the visible top and `B`; `nil` when the host alone reveals it.
    func revealer(of o: Obstruction) -> ViewID? {
        if let container = TreeOracle.scrollView(revealing: o.field, in: app, host: o.host) { return container }
        guard configuration.handlesScrollContainers, TreeOracle.scrollsItself(o.field, in: app, host: o.host),
            let frame = try? app.windowFrame(of: o.field)
        else { return nil }
        return frame.height > o.line - configuration.keyboardDistance - o.top ? o.field : nil
    }

    func visibleInWindow() -> String? {
        guard let o = obstruction, let final = reveal(o.field, in: live) else { return nil }
        // Where the user is scrolling, the user decides what is on screen.
        if TreeOracle.isScrolledByTheUser(o.field, in: app) { return nil }
        let eps = TreeChecker.epsilon
        let bottom = o.line - configuration.keyboardDistance
        let shifted = hostMoved(o.host)
        // A text view revealing its caret by its own scroll: the host never lifts its top above
        // T, and once its top is at T (or was above it) the caret is its own scroll's to reveal.
        if revealer(of: o) == o.field, let before = try? app.windowFrame(of: o.field),
            let after = try? live.windowFrame(of: o.field)
        {
            if after.minY < before.minY - eps && after.minY < o.top - eps {
                return
                    "\(o.field) scrolls itself, yet its top was lifted from \(before.minY) to \(after.minY), above T = \(o.top)"
            }
            if after.minY <= o.top + eps && final.minY >= o.top - eps { return nil }
        }
        // Above the visible top with the host unmoved (a container scrolled it there): allowed.
        if final.minY < o.top - eps && !shifted { return nil }
        if final.height <= bottom - o.top + eps {
            guard final.minY < o.top - eps || final.maxY > bottom + eps else { return nil }
            return "\(o.field) ends at \(final) in the window; it must lie between T = \(o.top) and B = \(bottom)"
        }
        guard abs(final.minY - o.top) > eps else { return nil }
        return
            "\(o.field) (\(final.height) tall) cannot fit between T = \(o.top) and B = \(bottom): its top must be at T, is at \(final.minY)"
    }

    func minimalInWindow() -> String? {
        if let moved = movedWithoutAFieldToReveal() { return moved }
        guard let o = obstruction, let reveal = reveal(o.field, in: app) else { return nil }
        var top = o.top
        var bottom = o.line - configuration.keyboardDistance
        if let container = revealer(of: o) {
            guard configuration.handlesScrollContainers, let clear = clearRegion(of: container, in: app) else {
                return nil
            }
            top = Swift.max(top, clear.top)
            bottom = Swift.min(bottom, clear.bottom)
        }
        let eps = TreeChecker.epsilon
        guard reveal.minY >= top - eps, reveal.maxY <= bottom + eps else { return nil }
        if hostMoved(o.host) {
            return "\(o.field) at \(reveal) is clear between \(top) and \(bottom), yet the host moved"
        }
        // Scrolled by more than the tolerance: a decision made again from a read of its own scroll
        // (under a scale, in window points) may differ from it in the last bits.
        for node in app.nodes where node.kind.scrolling != nil {
            guard let now = live[node.id]?.bounds.origin,
                abs(now.x - node.bounds.origin.x) > eps || abs(now.y - node.bounds.origin.y) > eps
            else { continue }
            return "\(o.field) at \(reveal) is clear between \(top) and \(bottom), yet \(node.id) scrolled"
        }
        return nil
    }

    /// Attached, with no text input on screen in the host to reveal (none focused, the focused
    /// one hidden by itself or a superview, or in a view that keeps itself clear of the
    /// keyboard), the adapter must have written nothing.
    func movedWithoutAFieldToReveal() -> String? {
        guard facts.attached else { return nil }
        if let host = TreeOracle.host(in: app), let field = app.firstResponder,
            TreeOracle.isToReveal(field, host: host, in: app)
        {
            return nil
        }
        guard settled != app else { return nil }
        return "no text input is focused on screen, yet \(difference(app, live))"
    }

    func insetFollowsKeyboard() -> String? {
        guard configuration.handlesScrollContainers, let o = obstruction,
            let container = revealer(of: o), let clear = clearRegion(of: container, in: app),
            let now = clearRegion(of: container, in: live),
            let frame = try? app.windowFrame(of: container)
        else { return nil }
        var expected = clear.bottom
        let besideKeyboard = o.covered.minX < frame.maxX && frame.minX < o.covered.maxX
        if clear.bottom > clear.top, besideKeyboard {
            expected = Swift.min(clear.bottom, Swift.max(o.line, clear.top))
        }
        let eps = TreeChecker.epsilon
        if abs(now.bottom - expected) > eps || abs(now.top - clear.top) > eps {
            return
                "\(container) keeps clear \(now.top) to \(now.bottom) in the window; with the keyboard line at \(o.line) it must keep \(clear.top) to \(expected)"
        }
        guard let mine = live[container]?.kind.scrolling, let theirs = app[container]?.kind.scrolling else {
            return nil
        }
        let added = mine.contentInset.bottom - theirs.contentInset.bottom
        let indicator = mine.indicatorInset.bottom - theirs.indicatorInset.bottom
        guard abs(added - indicator) > eps else { return nil }
        return "\(container)'s bottom inset grew by \(added) but its indicator inset by \(indicator)"
    }

    /// Whether the host is somewhere else on screen than the app has it: moved by a transform, or
    /// by its centre (a write of `frame.origin`), beyond the tolerance, as positions are judged: a
    /// decision made again from a read of its own move under a scale may differ in the last bits.
    func hostMoved(_ host: ViewID) -> Bool {
        // Every view of a valid tree has a window frame; the host is in both trees.
        guard let now = try? live.windowFrame(of: host), let before = try? app.windowFrame(of: host) else {
            return false
        }
        let eps = TreeChecker.epsilon
        return abs(now.minX - before.minX) > eps || abs(now.minY - before.minY) > eps
            || abs(now.width - before.width) > eps || abs(now.height - before.height) > eps
    }

    /// The part of a scroll view its adjusted content inset keeps clear, top and bottom, in
    /// window coordinates (the view's frame as the app has it, so the host's shift is left out).
    func clearRegion(of view: ViewID, in tree: ViewTree) -> (top: Double, bottom: Double)? {
        guard let frame = try? app.windowFrame(of: view), let inset = try? tree.adjustedContentInset(of: view),
            let scale = try? tree.toWindow(from: view).scaleY
        else { return nil }
        return (frame.minY + inset.top * scale, frame.maxY - inset.bottom * scale)
    }
}
