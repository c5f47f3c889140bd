import AvoidCore

extension ViewTree {
    /// A point in `view`'s coordinates in `other`'s (`nil`: the window), as
    /// `view.convert(_:to:)`. O(depth).
    public func convert(_ point: Point, from view: ViewID?, to other: ViewID?) throws(ViewTreeError) -> Point {
        try conversion(from: view, to: other).apply(to: point)
    }

    /// A rectangle in `view`'s coordinates in `other`'s (`nil`: the window). O(depth).
    public func convert(_ rect: Rect, from view: ViewID?, to other: ViewID?) throws(ViewTreeError) -> Rect {
        try conversion(from: view, to: other).apply(to: rect)
    }

    /// The map from `view`'s coordinates to `other`'s (`nil`: the window). O(depth).
    public func conversion(from view: ViewID?, to other: ViewID?) throws(ViewTreeError) -> Transform {
        let up = try toWindow(from: view)
        // Valid trees have positive scales only, so every view's map is invertible.
        guard let down = try toWindow(from: other).inverted else { return up }
        return up.concatenating(down)
    }

    /// `view`'s bounds in window coordinates: where it is on screen, less the window's origin.
    public func windowFrame(of view: ViewID) throws(ViewTreeError) -> Rect {
        try convert(node(view).bounds, from: view, to: nil)
    }

    /// A rectangle in window coordinates in screen coordinates.
    public func screenRect(fromWindow rect: Rect) -> Rect { rect.offsetBy(dx: window.minX, dy: window.minY) }

    /// A rectangle in screen coordinates (a keyboard frame) in window coordinates.
    public func windowRect(fromScreen rect: Rect) -> Rect { rect.offsetBy(dx: -window.minX, dy: -window.minY) }
}
