import AvoidCore

/// A change an app (or its user) makes to its own views while the keyboard may be up: what an
/// adapter must keep when it restores, and what the tree-level properties interleave.
public enum ViewEdit: Hashable, Sendable, Codable {
    /// The user taps another field (begin editing), or editing ends (`nil`).
    case focus(ViewID?)
    /// A text view's caret moves (typing, a new line).
    case caret(ViewID, Rect)
    /// The app sets a scroll view's `contentInset` (a new footer, a refresh control).
    case contentInset(ViewID, EdgeInsets)
    /// The user scrolls, or the app sets `contentOffset`.
    case contentOffset(ViewID, Point)
    /// The user's finger is on a scroll view and has scrolled it to an offset, or a flick carries
    /// it there: the offset is the user's until `letGo`.
    case drag(ViewID, Point)
    /// The user's scrolling of a scroll view ends: the finger is off and the view at rest.
    case letGo(ViewID)
    /// The app sets a view's `transform`.
    case transform(ViewID, Transform)
    /// The device turns or the window is resized, and the app lays out again: every view the
    /// `tree` has takes its centre and size from it, the screen, its safe area and the window
    /// too; transforms, insets, offsets and focus stay as they are.
    case layout(ViewTree)
    /// As `layout`, but the view named keeps its centre and size: a view controller's root view,
    /// which its container lays out by its frame (a `frame` edit), never by its centre.
    case layoutInside(ViewTree, keeping: ViewID)
    /// The superview sets the view's `frame`: as a layer does, UIKit sizes `bounds` and moves
    /// `center` so that the bounds under the view's *current* transform fill `frame`, so a
    /// translation the view carries is cancelled. The frame the view has changes nothing.
    case frame(ViewID, Rect)
}

extension ViewTree {
    /// The tree with `edit` made.
    /// - Throws: `ViewTreeError` when the edit names a view that cannot take it (an unknown
    ///   view, a caret on a view that is no text view, an inset on one that does not scroll) or
    ///   an invalid value; the tree is then unchanged.
    public mutating func apply(_ edit: ViewEdit) throws(ViewTreeError) {
        switch edit {
        case .focus(let id): try setFirstResponder(id)
        case .caret(let id, let caret):
            guard case .textView(_, let scroll) = try node(id).kind else { throw .notA("text view", id) }
            try update(id) { $0.kind = .textView(caret: caret, scroll: scroll) }
        case .contentInset(let id, let inset):
            let kind = try node(id).kind
            guard var scroll = kind.scrolling else { throw .notA("scroll view", id) }
            scroll.contentInset = inset
            try update(id) { $0.kind = kind.scrolling(scroll) }
        case .contentOffset(let id, let offset):
            guard try node(id).kind.scrolling != nil else { throw .notA("scroll view", id) }
            try update(id) { $0.bounds.origin = offset }
        case .drag(let id, let offset): try setUserScrolling(id, true, offset: offset)
        case .letGo(let id): try setUserScrolling(id, false, offset: nil)
        case .transform(let id, let transform): try update(id) { $0.transform = transform }
        case .layout(let laidOut): try lay(out: laidOut)
        case .layoutInside(let laidOut, let kept): try lay(out: laidOut, keeping: kept)
        case .frame(let id, let frame): try update(id) { $0.setFrame(frame) }
        }
    }
}

extension ViewTree {
    /// Marks a scroll view as scrolled by the user or at rest, and moves it to `offset` if given.
    private mutating func setUserScrolling(_ id: ViewID, _ scrolling: Bool, offset: Point?) throws(ViewTreeError) {
        let node = try node(id)
        guard var scroll = node.kind.scroll else { throw .notA("scroll view", id) }
        scroll.isUserScrolling = scrolling
        try update(id) {
            $0.kind = .scrollView(scroll)
            if let offset { $0.bounds.origin = offset }
        }
    }

    /// Every view `laidOut` has takes its centre and bounds size; the screen, its safe area and
    /// the window become `laidOut`'s. All or nothing: an invalid value leaves the tree as it was.
    mutating func lay(out laidOut: ViewTree, keeping kept: ViewID? = nil) throws(ViewTreeError) {
        var result = self
        result.screen = laidOut.screen
        result.screenSafeArea = laidOut.screenSafeArea
        result.window = laidOut.window
        for node in laidOut.nodes where result[node.id] != nil && node.id != kept {
            try result.update(node.id) {
                $0.center = node.center
                $0.bounds.size = node.bounds.size
            }
        }
        self = result
    }
}
