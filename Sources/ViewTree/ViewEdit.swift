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
    /// The app sets a view's `transform`.
    case transform(ViewID, Transform)
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
            guard case .textView = try node(id).kind else { throw .notA("text view", id) }
            try update(id) { $0.kind = .textView(caret: caret) }
        case .contentInset(let id, let inset):
            guard var scroll = try node(id).kind.scroll else { throw .notA("scroll view", id) }
            scroll.contentInset = inset
            try update(id) { $0.kind = .scrollView(scroll) }
        case .contentOffset(let id, let offset):
            guard try node(id).kind.scroll != nil else { throw .notA("scroll view", id) }
            try update(id) { $0.bounds.origin = offset }
        case .transform(let id, let transform): try update(id) { $0.transform = transform }
        }
    }
}
