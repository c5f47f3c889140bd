import AvoidCore
import ViewTree

/// Every value IQKeyboardManager takes from UIKit at run time that a view tree does not hold,
/// stated once (the reference's lines marked **(UIKit)**). Each is UIKit's usual answer.
enum UIKitAssumptions {
    /// `UIScreen.bounds` (§3.2): the tree's screen at the origin.
    static func screenBounds(_ tree: ViewTree) -> Rect { Rect(origin: .zero, size: tree.screen) }

    /// The scene's status-bar height (§3.4, when no navigation bar counts): the screen's top
    /// safe area (equal on iPads and home-button iPhones; a few points more than the status
    /// bar on notched iPhones, where a navigation bar decides anyway).
    static func statusBarHeight(_ tree: ViewTree) -> Double { tree.screenSafeArea.top }

    /// `R.directionalLayoutMargins` top and bottom (§3.4): a controller's root view reports its
    /// safe-area insets (the system minimum margins are 0 vertically), read live at every
    /// adjust, so once `R` has moved they are those of where it is.
    static func layoutMargins(of view: ViewID, in tree: ViewTree) throws(ViewTreeError) -> (top: Double, bottom: Double)
    {
        let safe = try tree.safeAreaInsets(of: view)
        return (safe.top, safe.bottom)
    }

    /// `C.navigationController?.navigationBar.frame.maxY` (§3.4): a shown navigation bar whose
    /// superview holds the moved view (its navigation controller's view), in that superview.
    static func navigationBarMaxY(around view: ViewID, in tree: ViewTree) -> Double? {
        let holders = Set(tree.ancestors(of: view))
        return tree.nodes.first { node in
            node.kind == .navigationBar && node.parent.map(holders.contains) == true && tree.isVisible(node.id)
        }?.frame.maxY
    }

    /// `UITextView.isScrollEnabled` (§3.4, §3.7 step 5): UIKit's default, true.
    static func isScrollableTextView(_ view: ViewID, in tree: ViewTree) -> Bool {
        if case .textView = tree[view]?.kind { return true }
        return false
    }

    /// The interface orientation (§4, §5): portrait when the screen is at least as tall as wide.
    static func isPortrait(_ tree: ViewTree) -> Bool { tree.screen.height >= tree.screen.width }
}

/// What TPKeyboardAvoiding takes from UIKit at run time that a view tree does not hold, stated
/// once. Each is UIKit's usual answer.
extension UIKitAssumptions {
    /// A keyboard notification handler of TPKeyboardAvoiding 1.3.5.
    enum KeyboardHandler: Hashable, Sendable {
        /// `TPKeyboardAvoiding_keyboardWillShow:`, observing `UIKeyboardWillChangeFrameNotification`.
        case willChangeFrame
        /// `TPKeyboardAvoiding_keyboardWillHide:`, observing `UIKeyboardWillHideNotification`.
        case willHide
    }

    /// The handlers a notification reaches. UIKit posts a will-change-frame, with the same
    /// frames, before every will-show and will-hide, so those reach the will-change-frame handler
    /// too (a story may name only the will-show); the did- notifications are not observed.
    static func handlers(for phase: KeyboardPhase) -> [KeyboardHandler] {
        switch phase {
        case .willShow, .willChangeFrame: return [.willChangeFrame]
        case .willHide: return [.willChangeFrame, .willHide]
        case .didShow, .didChangeFrame, .didHide: return []
        }
    }

    /// `[scrollView convertRect:frame fromView:nil]` for a keyboard frame: the notification's
    /// frame is in screen coordinates and is converted as if in the window's, so a window away
    /// from the screen's origin (Split View, Stage Manager) reads it displaced.
    static func keyboardRect(_ frame: Rect, in view: ViewID, of tree: ViewTree) throws(ViewTreeError) -> Rect {
        try tree.convert(frame, from: nil, to: view)
    }

    /// `caretRectForPosition(selectedTextRange.start)` of the first responder, in its own
    /// coordinates: a text view's caret; a text field's is taken as its bounds (a caret centred
    /// in a field sized to its text, so its centre is the field's).
    static func caretRect(of view: ViewID, in tree: ViewTree) throws(ViewTreeError) -> Rect {
        let node = try tree.node(view)
        if case .textView(let caret) = node.kind { return caret }
        return node.bounds
    }

    /// Which TPKeyboardAvoiding class a scroll view is: the app makes a plain scroll view a
    /// `TPKeyboardAvoidingScrollView` (the only one that sizes its content), a table view a
    /// `TPKeyboardAvoidingTableView` and a collection view a `TPKeyboardAvoidingCollectionView`.
    static func sizesItsContent(_ geometry: ScrollGeometry) -> Bool { geometry.role == .scroll }
}
