import AvoidCore
import ViewTree

/// The will-hide handler (UIScrollView+TPKeyboardAvoidingAdditions.m,
/// `TPKeyboardAvoiding_keyboardWillHide:`): the keyboard rect cleared, the prior inset back, the
/// offset left where it is.
extension TPKeyboardAvoiding {
    mutating func keyboardWillHide(_ event: KeyboardEvent, on view: ViewID, _ tree: inout ViewTree)
        throws(ViewTreeError)
    {
        // An empty begin frame returns unless a show's animation is in progress, which in the
        // model it never is (its animations end at once).
        let begin = try UIKitAssumptions.keyboardRect(event.beginFrame, in: view, of: tree)
        guard !begin.isEmpty, var state = states[view], state.keyboardVisible,
            var geometry = try tree.node(view).kind.scroll
        else { return }
        // The blocks of this change's will-change-frame run after this and read the cleared rect.
        state.keyboardRect = .zero
        state.keyboardVisible = false
        states[view] = state
        // A `TPKeyboardAvoidingScrollView` sets its `priorContentSize` back: the size saved at
        // the will-change-frame UIKit posts just before (see the show), which no step changes
        // in between, so it is the current one and the model writes nothing. The prior
        // scroll-indicator insets come back too, but the block of that will-change-frame, which
        // always follows a will-hide that gets this far (the handler dispatches it for every
        // non-empty end frame, and an empty one leaves no keyboard visible), sets them to the
        // content inset: the model writes that alone.
        geometry.contentInset = state.priorInset
        try tree.update(view) { $0.kind = .scrollView(geometry) }
    }
}
