import AvoidCore

extension ViewTree {
    /// The window's safe-area insets: the part of the window the screen's safe area covers.
    public var windowSafeArea: EdgeInsets {
        let safe = Rect(
            x: screenSafeArea.left, y: screenSafeArea.top,
            width: screen.width - screenSafeArea.left - screenSafeArea.right,
            height: screen.height - screenSafeArea.top - screenSafeArea.bottom)
        return Self.overlap(of: window, outside: safe)
    }

    /// `safeAreaInsets` as UIKit propagates them: on each edge, the band of the superview's
    /// unsafe margin that the view's frame covers (the window's for a subview of the window),
    /// plus what its controller adds. A part of the frame beyond the superview's bounds is
    /// merely off screen, not covered: a view that runs past its superview's bottom gets the
    /// margin's height there, not the overrun. Worked out in the superview's coordinates, so moving an ancestor moves
    /// no inset; a view controller's root view keeps the insets of its untransformed frame (UIKit
    /// freezes them), so shifting it changes no safe area inside it. In the view's own points.
    /// O(depth²); trees are shallow.
    public func safeAreaInsets(of view: ViewID) throws(ViewTreeError) -> EdgeInsets {
        let node = try node(view)
        let outer: Rect
        let region: Rect
        if let parent = node.parent {
            outer = try self.node(parent).bounds
            region = outer.inset(by: try safeAreaInsets(of: parent))
        } else {
            outer = Rect(origin: .zero, size: window.size)
            region = outer.inset(by: windowSafeArea)
        }
        let transform = node.isControllerRoot ? Transform.identity : node.transform
        var placed = node
        placed.transform = transform
        let outside = Self.overlap(of: placed.frame.clipped(to: outer), outside: region)
        let extra = node.additionalSafeArea
        return EdgeInsets(
            top: outside.top / transform.scaleY + extra.top, left: outside.left / transform.scaleX + extra.left,
            bottom: outside.bottom / transform.scaleY + extra.bottom,
            right: outside.right / transform.scaleX + extra.right)
    }

    /// `view`'s bounds less its safe-area insets, in window coordinates.
    public func safeRegion(of view: ViewID) throws(ViewTreeError) -> Rect {
        try toWindow(from: view).apply(to: node(view).bounds.inset(by: safeAreaInsets(of: view)))
    }

    /// `adjustedContentInset` of a scroll view: its content inset plus UIKit's part where UIKit
    /// reported it (`ScrollGeometry.systemInset`), else plus its safe area as its adjustment
    /// behaviour decides; `nil` for a view that does not scroll.
    public func adjustedContentInset(of view: ViewID) throws(ViewTreeError) -> EdgeInsets? {
        let node = try node(view)
        guard let scroll = node.kind.scrolling else { return nil }
        guard let system = scroll.systemInset else { return try computedAdjustedContentInset(of: view) }
        let app = scroll.contentInset
        return EdgeInsets(
            top: app.top + system.top, left: app.left + system.left, bottom: app.bottom + system.bottom,
            right: app.right + system.right)
    }

    /// `adjustedContentInset` as the model works it out from the safe area, whatever UIKit
    /// reported: to check the model's rules against a reported value.
    public func computedAdjustedContentInset(of view: ViewID) throws(ViewTreeError) -> EdgeInsets? {
        let node = try node(view)
        guard let scroll = node.kind.scrolling else { return nil }
        return try scroll.adjustedInset(size: node.bounds.size, safeArea: safeAreaInsets(of: view))
    }

    /// How far `rect` reaches outside `region` on each edge, clamped to `rect`'s own size.
    static func overlap(of rect: Rect, outside region: Rect) -> EdgeInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { Swift.min(Swift.max(0, value), limit) }
        return EdgeInsets(
            top: clamp(region.minY - rect.minY, rect.height), left: clamp(region.minX - rect.minX, rect.width),
            bottom: clamp(rect.maxY - region.maxY, rect.height), right: clamp(rect.maxX - region.maxX, rect.width))
    }
}

extension Rect {
    /// The part of the rectangle inside `outer` (empty, at the nearest edge of `outer`, when
    /// they do not meet).
    func clipped(to outer: Rect) -> Rect {
        let x = Swift.min(Swift.max(minX, outer.minX), outer.maxX)
        let y = Swift.min(Swift.max(minY, outer.minY), outer.maxY)
        let maxX = Swift.max(Swift.min(self.maxX, outer.maxX), x)
        let maxY = Swift.max(Swift.min(self.maxY, outer.maxY), y)
        return Rect(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// The rectangle less `insets` on each edge (never narrower or shorter than zero).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top, width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }
}

extension ViewTree {
    /// The tree with each view controller's root view in `insets` given the
    /// `additionalSafeArea` that makes its safe-area insets those (as UIKit reports them, bars
    /// included); every other view keeps what it has. Superviews first, so each root builds on
    /// its ancestors'. An edge UIKit reports below what the root inherits adds nothing.
    /// - Throws: `ViewTreeError` for a view the tree does not have or an invalid inset.
    public func matchingSafeAreas(_ insets: [ViewID: EdgeInsets]) throws(ViewTreeError) -> ViewTree {
        var tree = self
        for (id, _) in insets { _ = try node(id) }
        for node in nodes where node.isControllerRoot {
            guard let wanted = insets[node.id] else { continue }
            try tree.update(node.id) { $0.additionalSafeArea = .zero }
            let inherited = try tree.safeAreaInsets(of: node.id)
            try tree.update(node.id) {
                $0.additionalSafeArea = EdgeInsets(
                    top: Swift.max(0, wanted.top - inherited.top), left: Swift.max(0, wanted.left - inherited.left),
                    bottom: Swift.max(0, wanted.bottom - inherited.bottom),
                    right: Swift.max(0, wanted.right - inherited.right))
            }
        }
        return tree
    }
}
