import AvoidCore
import ViewTree

extension AvoidanceShell {
    /// Writes what the adapter changed from `read` to `tree`: the host's transform (a rotation or
    /// flip the model cannot read keeps its linear part) and a scroll view's (or a text view's)
    /// insets and offset, each only when it changed; a table's or collection view's offset is
    /// scrolled to.
    static func write(
        _ tree: ViewTree, over read: ViewTree, liveTransforms: [ViewID: LiveTransform],
        to handles: [ViewID: Views.View],
        in views: inout Views
    ) {
        for node in tree.nodes {
            guard let old = read[node.id], old != node, let view = handles[node.id] else { continue }
            var write = LiveWrite()
            if node.transform != old.transform, let live = liveTransforms[node.id] {
                write.transform = live.setting(node.transform)
            }
            if let scroll = node.kind.scrolling, let before = old.kind.scrolling {
                if scroll.contentInset != before.contentInset { write.contentInset = scroll.contentInset }
                if scroll.indicatorInset != before.indicatorInset { write.indicatorInset = scroll.indicatorInset }
                if node.bounds.origin != old.bounds.origin {
                    write.contentOffset = node.bounds.origin
                    write.scrollsToOffset = scroll.role != .scroll
                }
            }
            views.apply(write, to: view)
        }
    }

    /// A container that sets the shifted host's `frame` (its layout pass, a presentation
    /// controller, the window on rotation, Split View, a sheet's new detent) moves its `center`
    /// so that the transformed bounds fill the frame: the shift is cancelled, whatever size the
    /// frame has, and UIKit tells the shell nothing. A view controller's root view is laid out by
    /// its frame alone, so a host that still carries the transform written but whose centre is
    /// not the one last written was laid out so: its centre is moved back down by the shift (the
    /// shift is vertical, so the container's horizontal placement stands), giving the container's
    /// layout with the shift on top. A host resized by its bounds alone keeps its centre, and the
    /// shift with it.
    mutating func undoFrameLayout(_ host: Views.View, in views: inout Views) {
        guard let written, let change = adapter?.ledger.host, change.view == views.id(of: host),
            let before = written.tree[change.view]
        else { return }
        let facts = views.facts(of: host)
        // The shift is vertical: the ledger adds a vertical translation to the app's transform
        // (never a zero one: it records no host change then).
        let shift = change.written.translationY - change.app.translationY
        // To rounding (a millionth of a point, the judge's tolerance): the superview computed the
        // centre through the translation.
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
        guard facts.transform.reading == change.written,
            !same(facts.center.x, before.center.x) || !same(facts.center.y, before.center.y)
        else { return }
        // The planted mistake: only a frame of the host's own size is recognised.
        if rules.undoesSameSizeFrameOnly && facts.bounds.size != before.bounds.size { return }
        var write = LiveWrite()
        let center = Point(x: facts.center.x, y: facts.center.y + shift)
        // The same frame again gives the centre written (the translation rounds it).
        write.center = same(center.x, before.center.x) && same(center.y, before.center.y) ? before.center : center
        views.apply(write, to: host)
    }

    /// `undoFrameLayout(_:in:)` on the host, unless the rules ignore frame layouts.
    mutating func undoFrameLayoutOfTheHost(in views: inout Views) {
        guard !rules.ignoresFrameLayout, let host = views.host else { return }
        undoFrameLayout(host, in: &views)
    }

    /// UIKit may recompute, zero or stop updating the safe area of a moved view controller's
    /// root. So the shift comes off before every read, which then sees the host's safe area
    /// for the layout as it is, unmoved; the decision puts the shift back, all within one
    /// event (one animation).
    mutating func unshift(_ host: Views.View, in views: inout Views) {
        // Shifted: the host still carries the transform written (the app has not set its own).
        let live = views.facts(of: host).transform
        guard let change = adapter?.ledger.host, change.view == views.id(of: host), live.reading == change.written
        else { return }
        var write = LiveWrite()
        write.transform = live.setting(change.app)
        views.apply(write, to: host)
    }

    /// Gives back everything the adapter wrote, from the views it last wrote, without reading the
    /// window (which failed); the next read starts afresh.
    mutating func restoreDirectly(_ views: inout Views) {
        defer {
            adapter = nil
            written = nil
        }
        undoFrameLayoutOfTheHost(in: &views)
        guard let ledger = adapter?.ledger, let last = lastTree(views) else { return }
        Self.write(
            ledger.unapplied(last.tree), over: last.tree, liveTransforms: last.transforms, to: last.handles, in: &views)
    }

    /// The view has left its window (`viewDidDisappear` after an interactive pop went through):
    /// the adapter is handed the disappearance on the tree it last wrote, as the views are now,
    /// and what it gives back is written.
    mutating func disappearDirectly(_ views: inout Views) -> AdapterStep? {
        // A container may have laid the host out since the last read (told to nobody).
        undoFrameLayoutOfTheHost(in: &views)
        guard var adapter, let last = lastTree(views) else { return nil }
        var tree = last.tree
        do throws(AdapterError) {
            let step = try adapter.handle(.disappear, in: &tree)
            Self.write(tree, over: last.tree, liveTransforms: last.transforms, to: last.handles, in: &views)
            // `written` stays as it was: with the ledger empty, nothing reads it before the next read.
            self.adapter = adapter
            return step
        } catch {
            restoreDirectly(&views)
            return nil
        }
    }

    /// The tree last written, with the values the adapter owns (the host's transform, its scroll
    /// views' insets and offset) read back from the views as they are now.
    private func lastTree(_ views: Views) -> (
        tree: ViewTree, transforms: [ViewID: LiveTransform], handles: [ViewID: Views.View]
    )? {
        guard let written, let ledger = adapter?.ledger else { return nil }
        var current = written.tree
        var transforms: [ViewID: LiveTransform] = [:]
        var owned = ledger.scrolls.map(\.view)
        if let host = ledger.host?.view { owned.append(host) }
        for id in owned {
            guard let view = written.views[id] else { continue }
            let facts = views.facts(of: view)
            transforms[id] = facts.transform
            try? current.update(id) { node in
                node.transform = facts.transform.reading
                node.bounds.origin = facts.bounds.origin
                if let live = facts.role.scroll, var scroll = node.kind.scrolling {
                    scroll.contentInset = live.geometry.contentInset
                    scroll.indicatorInset = live.geometry.indicatorInset
                    scroll.isUserScrolling = isScrolledByTheUser(live)
                    node.kind = node.kind.scrolling(scroll)
                }
            }
        }
        return (tree: current, transforms: transforms, handles: written.views)
    }
}
