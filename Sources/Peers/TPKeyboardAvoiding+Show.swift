import AvoidCore
import ViewTree

/// The will-change-frame handler (UIScrollView+TPKeyboardAvoidingAdditions.m,
/// `TPKeyboardAvoiding_keyboardWillShow:`): save the prior insets and keep the keyboard's rect at
/// once; inset the content by the keyboard's overlap and centre the first responder in the block
/// it dispatches 0.01 s later.
extension TPKeyboardAvoiding {
    /// The handler's synchronous part; whether it dispatched its block (`insetAndScroll`).
    mutating func keyboardWillChangeFrame(_ event: KeyboardEvent, on view: ViewID, _ tree: inout ViewTree)
        throws(ViewTreeError) -> Bool
    {
        let node = try tree.node(view)
        guard var geometry = node.kind.scroll else { return false }
        var state = states[view] ?? State()
        let end = try UIKitAssumptions.keyboardRect(event.endFrame, in: view, of: tree)
        // An empty end frame (a floating keyboard's zero rect) only clears `keyboardVisible`:
        // nothing is restored, no block is dispatched, and the will-hide that follows returns
        // early.
        guard !end.isEmpty else {
            state.keyboardVisible = false
            states[view] = state
            return false
        }
        // Begin frame equal to the end one while `ignoringNotifications`: never, the flag is set
        // only inside an animation, and the model's animations end at once.
        state.keyboardRect = end
        // The prior scroll-indicator insets are saved with it; only the will-hide reads them
        // (see there).
        if !state.keyboardVisible { state.priorInset = geometry.contentInset }
        state.keyboardVisible = true
        states[view] = state
        // `priorContentSize` is saved, then the zero size replaced; `setContentSize:` runs
        // `TPKeyboardAvoiding_updateFromContentSizeChange`, which with the keyboard visible saves
        // the computed size as the prior one (and sets at once the inset the block sets again
        // from the same state), so the hide keeps it.
        if UIKitAssumptions.sizesItsContent(geometry), geometry.contentSize == Size(width: 0, height: 0) {
            geometry.contentSize = try calculatedContentSize(of: view, in: tree)
            try tree.update(view) { $0.kind = .scrollView(geometry) }
        }
        return true
    }

    /// The block dispatched 0.01 s after the handler, once every handler of the change has run:
    /// the inset for the keyboard rect the state holds *then*, the offset for a first responder
    /// inside, the indicator insets set to the whole content inset.
    func insetAndScroll(_ view: ViewID, _ tree: inout ViewTree) throws(ViewTreeError) {
        let node = try tree.node(view)
        guard var geometry = node.kind.scroll, let state = states[view] else { return }
        geometry.contentInset = insetForKeyboard(state, inset: geometry.contentInset, bounds: node.bounds)
        geometry.indicatorInset = geometry.contentInset
        try tree.update(view) { $0.kind = .scrollView(geometry) }
        try scrollToFirstResponder(in: view, &tree)
    }

    /// `TPKeyboardAvoiding_contentInsetForKeyboard`: the bottom inset is how far the keyboard's
    /// rect, as saved, reaches above the bottom of the instance's bounds (never negative); the
    /// other edges stay. A rect of zero height, which only a will-hide leaves (the handler
    /// returns before keeping an empty one), gives the prior bottom: the block of a hide's
    /// will-change-frame runs after the will-hide, which has just put the prior inset back, so
    /// the inset is left as it is.
    func insetForKeyboard(_ state: State, inset: EdgeInsets, bounds: Rect) -> EdgeInsets {
        let keyboard = state.keyboardRect
        guard keyboard.height != 0 else { return inset }
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
