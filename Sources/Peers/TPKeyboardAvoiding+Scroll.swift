import AvoidCore
import ViewTree

/// Where an instance scrolls its first responder to: its caret centred in the viewable height
/// (UIScrollView+TPKeyboardAvoidingAdditions.m,
/// `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:`).
extension TPKeyboardAvoiding {
    /// The text-did-begin-editing observer (TPKeyboardAvoidingScrollView.m,
    /// `scrollToActiveTextField`; the additions' `TPKeyboardAvoiding_scrollToActiveTextField`): with the keyboard visible,
    /// every instance scrolls to the new first responder if it holds it.
    mutating func beganEditing(_ tree: inout ViewTree) throws(ViewTreeError) {
        for view in instances where states[view]?.keyboardVisible == true {
            try scrollToFirstResponder(in: view, &tree)
        }
    }

    /// `TPKeyboardAvoiding_findFirstResponderBeneathView:` and the offset set for it: the ideal
    /// offset for the viewable height (the bounds less the content inset's top and bottom, not
    /// the adjusted ones), set as is.
    func scrollToFirstResponder(in view: ViewID, _ tree: inout ViewTree) throws(ViewTreeError) {
        guard let responder = tree.firstResponder, responder != view, tree.isDescendant(responder, of: view) else {
            return
        }
        let node = try tree.node(view)
        guard let geometry = node.kind.scroll else { return }
        let viewable = node.bounds.height - geometry.contentInset.top - geometry.contentInset.bottom
        let adjusted = try geometry.adjustedInset(size: node.bounds.size, safeArea: tree.safeAreaInsets(of: view))
        let caret = try tree.convert(UIKitAssumptions.caretRect(of: responder, in: tree), from: responder, to: view)
        let offset = Self.idealOffset(
            for: caret, viewableHeight: viewable, contentHeight: geometry.contentSize.height, adjustedTop: adjusted.top)
        try tree.update(view) { $0.bounds.origin.y = offset }
    }

    /// The offset that centres `caret` (in the instance's coordinates; a text field's bounds) in
    /// the viewable height, at least 20 points below the adjusted inset's top; no further than
    /// the content's end less the viewable height (the bottom inset left out), no higher than the
    /// adjusted inset's top.
    static func idealOffset(for caret: Rect, viewableHeight: Double, contentHeight: Double, adjustedTop: Double)
        -> Double
    {
        let padding = Swift.max((viewableHeight - caret.height) / 2, 20)
        let ideal = caret.minY - padding - adjustedTop
        return Swift.max(Swift.min(ideal, contentHeight - viewableHeight - adjustedTop), -adjustedTop)
    }
}
