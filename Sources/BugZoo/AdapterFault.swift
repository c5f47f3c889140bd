/// Wrong adapters, each a mistake hand-written keyboard glue makes, for proving that the
/// tree-level properties catch them.
package enum AdapterFault: String, CaseIterable, Sendable {
    /// Measures the fields in a tree it has already shifted (`unclampedTransform`'s bug, one `convert` away).
    case readsShiftedFrames
    /// Takes window coordinates for screen coordinates, so the keyboard is misplaced whenever the
    /// window is not at the screen's origin (Stage Manager, Slide Over).
    case convertsThroughScreen
    /// Sets `transform = CGAffineTransform(translationX: 0, y: offset)`, losing the app's own.
    case overwritesAppTransform
    /// Restores the inset saved when the keyboard appeared, losing what the app set meanwhile
    /// (TPKeyboardAvoiding #152).
    case restoresStaleInset
    /// Reads `contentInset` instead of `adjustedContentInset`, counting the safe area twice
    /// (IQKeyboardManager #1009).
    case ignoresAdjustedInset
    /// Leaves out the content offset of a scroll view between the host and the field's own.
    case ignoresIntermediateScrollOffset
    /// Moves the window instead of the view controller's root view.
    case shiftsWindow
    /// Adds each shift to the transform it finds, which already holds the last shift: every
    /// event moves the view further (the classic double shift on repeated notifications).
    case accumulatesShift
    /// Reads a text view as a text field: its whole frame, not its caret, must be visible, so a
    /// tall text view whose caret is in view still moves everything.
    case ignoresCaret
    /// Looks the view to move up from the first responder only, so it fails when editing has
    /// ended or the keyboard comes before the focus (a text view's order).
    case requiresFirstResponder
    /// Moves the outermost view controller's root view (the navigation or tab bar controller's,
    /// bars and all) instead of the root view of the controller that owns the field.
    case outermostControllerHost
    /// Takes the outermost scroll view around the field for the one that reveals it, so a field
    /// in a scroll view nested in another gets the outer one's inset.
    case outerScrollViewContainer
    /// Asks only whether a view itself is hidden, not its superviews, so a field in a hidden
    /// pane counts as on screen and is revealed when it is focused.
    case ignoresHiddenAncestor
    /// Drops the configured keyboard distance on the way to the engine, so a revealed field ends
    /// flush against the keyboard instead of `d` points above it.
    case ignoresKeyboardDistance
    /// Measures the keyboard by `UIKeyboardFrameBeginUserInfoKey`, the frame it comes from, instead
    /// of the end frame it goes to: on a first show the keyboard comes from below the screen, so
    /// the adapter sees nothing to avoid and leaves the field under it.
    case measuresBeginFrame
}
