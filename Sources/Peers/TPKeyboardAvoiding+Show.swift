import AvoidCore
import ViewTree

/// The will-change-frame handler (UIScrollView+TPKeyboardAvoidingAdditions.m,
/// `TPKeyboardAvoiding_keyboardWillShow:`): save the prior insets, inset the content by the
/// keyboard's overlap, centre the first responder.
extension TPKeyboardAvoiding {
    mutating func keyboardWillChangeFrame(_ event: KeyboardEvent, on view: ViewID, _ tree: inout ViewTree)
        throws(ViewTreeError)
    {
        let node = try tree.node(view)
        guard var geometry = node.kind.scroll else { return }
        var state = states[view] ?? State()
        let end = try UIKitAssumptions.keyboardRect(event.endFrame, in: view, of: tree)
        // An empty end frame (a floating keyboard's zero rect) only clears `keyboardVisible`:
        // nothing is restored, and the will-hide that follows returns early.
        guard !end.isEmpty else {
            state.keyboardVisible = false
            states[view] = state
            return
        }
        // Begin frame equal to the end one while `ignoringNotifications`: never, the flag is set
        // only inside an animation, and the model's animations end at once.
        state.keyboardRect = end
        if !state.keyboardVisible {
            state.priorInset = geometry.contentInset
            state.priorIndicatorInset = geometry.indicatorInset
        }
        state.keyboardVisible = true
        // `priorContentSize` is saved, then the zero size replaced; `setContentSize:` runs
        // `TPKeyboardAvoiding_updateFromContentSizeChange`, which with the keyboard visible saves
        // the computed size as the prior one (and sets the inset the block below sets again), so
        // the hide keeps it.
        if UIKitAssumptions.sizesItsContent(geometry), geometry.contentSize == Size(width: 0, height: 0) {
            geometry.contentSize = try calculatedContentSize(of: view, in: tree)
        }
        states[view] = state
        // The block run after 0.01 s: the inset, the offset for a first responder inside, the
        // indicator insets set to the whole content inset.
        geometry.contentInset = insetForKeyboard(state, inset: geometry.contentInset, bounds: node.bounds)
        geometry.indicatorInset = geometry.contentInset
        try tree.update(view) { $0.kind = .scrollView(geometry) }
        try scrollToFirstResponder(in: view, &tree)
    }

    /// `TPKeyboardAvoiding_contentInsetForKeyboard`: the bottom inset is how far the keyboard's
    /// rect, as saved, reaches above the bottom of the instance's bounds (never negative); the
    /// other edges stay. (Its branch for a zero-height rect, the prior bottom, is never reached:
    /// the handler returns first for an empty rect.)
    func insetForKeyboard(_ state: State, inset: EdgeInsets, bounds: Rect) -> EdgeInsets {
        let keyboard = state.keyboardRect
        var inset = inset
        inset.bottom = Swift.max(keyboard.height - Swift.max(keyboard.maxY - bounds.maxY, 0), 0)
        return inset
    }

    /// `TPKeyboardAvoiding_calculatedContentSizeFromSubviewFrames`: the union of the zero
    /// rectangle and the subviews' frames, 10 points taller.
    func calculatedContentSize(of view: ViewID, in tree: ViewTree) throws(ViewTreeError) -> Size {
        var minY = 0.0
        var maxY = 0.0
        var minX = 0.0
        var maxX = 0.0
        for node in tree.nodes where node.parent == view {
            let frame = node.frame
            minY = Swift.min(minY, frame.minY)
            maxY = Swift.max(maxY, frame.maxY)
            minX = Swift.min(minX, frame.minX)
            maxX = Swift.max(maxX, frame.maxX)
        }
        return Size(width: maxX - minX, height: maxY - minY + 10)
    }
}
