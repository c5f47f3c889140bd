/// Everything that can happen to a keyboard-avoiding screen, in any order.
public enum Input: Hashable, Sendable {
    /// One of the six keyboard notifications.
    case keyboard(KeyboardEvent)
    /// The first responder changed to a field, or to nothing.
    case focus(FieldID?)
    /// A text view's caret moved (typing a new line); the rectangle is in the view's coordinates.
    case caretMoved(FieldID, Rect)
    /// The layout changed: rotation, multitasking resize, fields moved. The scene is unshifted.
    /// Indirect: a scene is large, and keeping it boxed keeps every other input small to copy.
    indirect case layoutChanged(Scene)
    /// The host view appeared: decisions resume, avoiding the keyboard on screen (which may have
    /// been shown, changed or left up while the view was away).
    case attach
    /// The host view is disappearing: everything is restored and nothing moves until the next
    /// `attach`; keyboard notifications still tell the engine which keyboard is on screen.
    case detach
}
