import AvoidCore
import ViewTree

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
    /// frames, before every will-show and will-hide in the same turn of the run loop, so those
    /// reach the will-change-frame handler too (a story may name only the will-show), and its
    /// block, 0.01 s later, runs after them; the did- notifications are not observed.
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
        if case .textView(let caret, _) = node.kind { return caret }
        return node.bounds
    }

    /// Which TPKeyboardAvoiding class a scroll view is: the app makes a plain scroll view a
    /// `TPKeyboardAvoidingScrollView` (the only one that sizes its content), a table view a
    /// `TPKeyboardAvoidingTableView` and a collection view a `TPKeyboardAvoidingCollectionView`.
    static func sizesItsContent(_ geometry: ScrollGeometry) -> Bool { geometry.role == .scroll }
}
