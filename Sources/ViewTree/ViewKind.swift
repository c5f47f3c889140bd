import AvoidCore

/// What a view is, as far as keyboard avoidance cares.
public enum ViewKind: Hashable, Sendable, Codable {
    /// Any other view: a view controller's root view, a stack view, a cell, a label.
    case view
    /// A `UITextField`: its whole frame must be visible while it edits.
    case textField
    /// A `UITextView`, with its caret (`caretRect(for: selectedTextRange.end)`) in its own
    /// coordinates: the caret, not the whole view, must be visible. A text view is a scroll
    /// view: `scroll` is its geometry when its text scrolls (its content offset is the view's
    /// `bounds.origin`), `nil` for one that grows with its text.
    case textView(caret: Rect, scroll: ScrollGeometry? = nil)
    /// A `UIScrollView`, `UITableView` or `UICollectionView`.
    case scrollView(ScrollGeometry)
    /// A `UINavigationBar` owned by a navigation controller: it stays put when the content moves.
    case navigationBar
    /// A `UIToolbar` owned by a navigation controller.
    case toolbar
    /// A `UITabBar` owned by a tab bar controller.
    case tabBar

    // The JSON name of a scroll view's geometry (Documentation/Using/ViewTrees.md), in place of `_0`.
    enum ScrollViewCodingKeys: String, CodingKey { case _0 = "geometry" }

    /// Whether the view is a text input that can be the first responder.
    public var isTextInput: Bool {
        switch self {
        case .textField, .textView: return true
        default: return false
        }
    }

    /// The scroll view's geometry, if the view is one.
    public var scroll: ScrollGeometry? {
        if case .scrollView(let geometry) = self { return geometry }
        return nil
    }

    /// The scrolling geometry of a scroll view or of a text view whose text scrolls: what an
    /// adapter insets and scrolls.
    public var scrolling: ScrollGeometry? {
        switch self {
        case .scrollView(let geometry): return geometry
        case .textView(_, let geometry): return geometry
        default: return nil
        }
    }

    /// The same kind of view with `geometry` as its scrolling geometry: a scroll view stays a
    /// scroll view, a text view keeps its caret. Unchanged for a view that does not scroll.
    public func scrolling(_ geometry: ScrollGeometry) -> ViewKind {
        switch self {
        case .scrollView: return .scrollView(geometry)
        case .textView(let caret, .some): return .textView(caret: caret, scroll: geometry)
        default: return self
        }
    }

    /// The scene's bar kind for a bar view, `nil` for anything else.
    public var bar: Bar.Kind? {
        switch self {
        case .navigationBar: return .navigationBar
        case .toolbar: return .toolbar
        case .tabBar: return .tabBar
        default: return nil
        }
    }
}
