import AvoidCore
import ViewTree

/// What an adapter wrote to a tree and what the app had there before, so that it can give
/// back exactly the app's values: on hide, on disappearance, and before every reading.
///
/// A value the app changed after the adapter wrote it is the app's from then on: undoing
/// keeps it (per inset edge), and the next decision is applied on top of it. An app write that
/// leaves a value exactly as the adapter wrote it cannot be told from no write, and is taken
/// as none. A scroll view the user is scrolling keeps the offset on screen: the user's from then on.
public struct AdapterLedger: Hashable, Sendable, Codable {
    /// The host view's transform: the app's, and the one written (the app's followed by the shift).
    public struct HostChange: Hashable, Sendable, Codable {
        /// The view moved.
        public var view: ViewID
        /// The app's transform.
        public var app: Transform
        /// The transform written.
        public var written: Transform
    }

    /// A scroll view's (or a text view's) content inset, indicator inset and content offset: the
    /// app's and the written.
    public struct ScrollChange: Hashable, Sendable, Codable {
        /// The scroll view.
        public var view: ViewID
        /// The app's content inset.
        public var appInset: EdgeInsets
        /// The content inset written: the app's plus the keyboard's overlap.
        public var writtenInset: EdgeInsets
        /// The app's vertical indicator inset.
        public var appIndicatorInset: EdgeInsets
        /// The indicator inset written.
        public var writtenIndicatorInset: EdgeInsets
        /// The content offset the app (or the user) left.
        public var appOffset: Point
        /// The content offset written.
        public var writtenOffset: Point
    }

    /// The host's change, if the host is moved.
    public private(set) var host: HostChange?
    /// The scroll views changed.
    public private(set) var scrolls: [ScrollChange]

    /// Nothing written.
    public init() {
        host = nil
        scrolls = []
    }

    /// Whether the adapter has nothing of its own in the tree.
    public var isEmpty: Bool { host == nil && scrolls.isEmpty }

    /// The tree as the app has it: every value written and not changed since back to the
    /// app's. Views the app removed are skipped. O(changes × 1).
    public func unapplied(_ tree: ViewTree) -> ViewTree {
        var tree = tree
        if let host, let node = tree[host.view], node.transform == host.written {
            try? tree.update(host.view) { $0.transform = host.app }
        }
        for change in scrolls {
            guard let node = tree[change.view], var scroll = node.kind.scrolling else { continue }
            scroll.contentInset = Self.undo(scroll.contentInset, written: change.writtenInset, app: change.appInset)
            scroll.indicatorInset = Self.undo(
                scroll.indicatorInset, written: change.writtenIndicatorInset, app: change.appIndicatorInset)
            // Under the user's finger the offset on screen is the user's, even the one written.
            let offset =
                node.bounds.origin == change.writtenOffset && !scroll.isUserScrolling
                ? change.appOffset : node.bounds.origin
            try? tree.update(change.view) {
                $0.kind = node.kind.scrolling(scroll)
                $0.bounds.origin = offset
            }
        }
        return tree
    }

    /// Writes `decision` to the tree read as `reading`: first undoes everything this ledger
    /// wrote, then composes the host's shift with the app's transform and adds the keyboard's
    /// overlap to the container's *current* inset. Applying the same decision twice equals
    /// applying it once. Returns the new ledger.
    /// - Throws: `AdapterError.invalidTree` when a value would leave the tree's range; the
    ///   tree is then unchanged.
    public func apply(_ decision: Decision, reading: TreeReading, to tree: inout ViewTree) throws(AdapterError)
        -> AdapterLedger
    {
        var result = unapplied(tree)
        var ledger = AdapterLedger()
        do {
            if decision.hostOffset != 0, let node = result[reading.host] {
                // The shift is in window points; a transform's translation is in the superview's.
                let scale = try result.toWindow(from: node.parent).scaleY
                let written = node.transform.concatenating(Transform(translationY: decision.hostOffset / scale))
                try result.update(reading.host) { $0.transform = written }
                ledger.host = HostChange(view: reading.host, app: node.transform, written: written)
            }
            if let adjustment = decision.scroll, let view = reading.containers[adjustment.container],
                let container = reading.scene.container(adjustment.container),
                let node = result[view.view], var scroll = node.kind.scrolling
            {
                let change = Self.change(adjustment, of: container, view: view, node: node, scroll: scroll)
                scroll.contentInset = change.writtenInset
                scroll.indicatorInset = change.writtenIndicatorInset
                try result.update(view.view) {
                    // A text view stays a text view, its caret where it is.
                    $0.kind = node.kind.scrolling(scroll)
                    $0.bounds.origin = change.writtenOffset
                }
                ledger.scrolls.append(change)
            }
        } catch { throw .invalidTree(error) }
        tree = result
        return ledger
    }

    /// The scroll view's new values: the app's inset plus what the decision adds to the scene's
    /// (in the view's own points), the decision's offset.
    private static func change(
        _ adjustment: ScrollAdjustment, of container: ScrollContainer, view: TreeReading.ContainerView, node: ViewNode,
        scroll: ScrollGeometry
    ) -> ScrollChange {
        let added = EdgeInsets(
            top: (adjustment.contentInset.top - container.contentInset.top) / view.scaleY,
            left: (adjustment.contentInset.left - container.contentInset.left) / view.scaleX,
            bottom: (adjustment.contentInset.bottom - container.contentInset.bottom) / view.scaleY,
            right: (adjustment.contentInset.right - container.contentInset.right) / view.scaleX)
        let app = node.bounds.origin
        // An axis the decision leaves alone keeps the app's offset exactly (no scale round trip),
        // and a scroll view the user is scrolling keeps the user's: a write stops it under the finger.
        let offset =
            scroll.isUserScrolling
            ? app
            : Point(
                x: adjustment.contentOffset.x == container.contentOffset.x
                    ? app.x : adjustment.contentOffset.x / view.scaleX,
                y: adjustment.contentOffset.y == container.contentOffset.y
                    ? app.y : adjustment.contentOffset.y / view.scaleY)
        return ScrollChange(
            view: view.view, appInset: scroll.contentInset, writtenInset: add(added, to: scroll.contentInset),
            appIndicatorInset: scroll.indicatorInset,
            writtenIndicatorInset: add(EdgeInsets(bottom: added.bottom), to: scroll.indicatorInset), appOffset: app,
            writtenOffset: offset)
    }

    /// `base` plus `added`, edge by edge; an edge with nothing added stays exactly as it was.
    private static func add(_ added: EdgeInsets, to base: EdgeInsets) -> EdgeInsets {
        func sum(_ a: Double, _ b: Double) -> Double { a == 0 ? b : a + b }
        return EdgeInsets(
            top: sum(added.top, base.top), left: sum(added.left, base.left), bottom: sum(added.bottom, base.bottom),
            right: sum(added.right, base.right))
    }

    /// Each edge back to the app's where it still holds what was written.
    private static func undo(_ current: EdgeInsets, written: EdgeInsets, app: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: current.top == written.top ? app.top : current.top,
            left: current.left == written.left ? app.left : current.left,
            bottom: current.bottom == written.bottom ? app.bottom : current.bottom,
            right: current.right == written.right ? app.right : current.right)
    }
}
