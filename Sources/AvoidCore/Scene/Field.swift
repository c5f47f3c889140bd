/// A text input the user can focus: a single-line field or a multi-line text view.
public struct Field: Hashable, Sendable {
    /// What kind of input it is; a text view reveals its caret, not its whole frame.
    public enum Kind: Hashable, Sendable {
        /// A single-line text field: the whole frame must be visible.
        case singleLine
        /// A multi-line text view; `caret` is the caret rectangle in the view's own coordinates.
        case multiLine(caret: Rect)
    }

    /// Stable identity, unique in its scene.
    public var id: FieldID
    /// The frame in host-view coordinates, or in the content coordinates of `container`.
    public var frame: Rect
    /// A single-line field, or a text view with its caret.
    public var kind: Kind
    /// Overrides the configuration's keyboard distance for this field.
    public var keyboardDistance: Double?
    /// The scroll container the field lives in, if any.
    public var container: ContainerID?
    /// For a text view that scrolls its own text (a `UITextView` with scrolling on, outside any
    /// container): the scene's container that is the view itself, with the field's frame. When
    /// the text view is taller than the room the keyboard leaves, the engine insets and scrolls
    /// it to reveal the caret, and the host view never moves its top above the visible top.
    public var ownContainer: ContainerID?

    /// Creates a field.
    public init(
        id: FieldID, frame: Rect, kind: Kind = .singleLine, keyboardDistance: Double? = nil,
        container: ContainerID? = nil, ownContainer: ContainerID? = nil
    ) {
        self.id = id
        self.frame = frame
        self.kind = kind
        self.keyboardDistance = keyboardDistance
        self.container = container
        self.ownContainer = ownContainer
    }

    /// The rectangle that must be visible, in the field's parent coordinates: the caret for a
    /// text view, the whole frame otherwise.
    @inlinable public var revealRect: Rect {
        switch kind {
        case .singleLine: return frame
        case .multiLine(let caret): return caret.offsetBy(dx: frame.minX, dy: frame.minY)
        }
    }
}
