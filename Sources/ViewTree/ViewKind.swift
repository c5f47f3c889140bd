import AvoidCore

/// What a view is, as far as keyboard avoidance cares.
public enum ViewKind: Hashable, Sendable, Codable {
    /// Any other view: a view controller's root view, a stack view, a cell, a label.
    case view
    /// A `UITextField`: its whole frame must be visible while it edits.
    case textField
    /// A `UITextView`, with its caret (`caretRect(for: selectedTextRange.end)`) in its own
    /// coordinates: the caret, not the whole view, must be visible.
    case textView(caret: Rect)
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
