import AvoidCore
import ViewTree

/// The will-hide handler (UIScrollView+TPKeyboardAvoidingAdditions.m,
/// `TPKeyboardAvoiding_keyboardWillHide:`): the prior insets back, the offset left where it is.
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
        // in between, so it is the current one and the model writes nothing.
        geometry.contentInset = state.priorInset
        geometry.indicatorInset = state.priorIndicatorInset
        try tree.update(view) { $0.kind = .scrollView(geometry) }
    }
}
