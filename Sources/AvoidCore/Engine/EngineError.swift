/// Why the engine rejected an input. A rejected input leaves the engine exactly as it was.
public enum EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene given on creation or in a layout change is invalid.
    case invalidScene(SceneError)
    /// A keyboard event has a non-finite or negative-size frame or a bad duration.
    case invalidKeyboardEvent(KeyboardEventError)
    /// A focus or caret input names a field the scene does not have.
    case unknownField(FieldID)
    /// A caret move names a single-line field; only text views have carets.
    case notATextView(FieldID)
    /// A caret rectangle that is not finite, beyond `MagnitudeLimit.points`, or of negative size.
    case invalidCaret(FieldID)
    /// The configuration is unusable.
    case invalidConfiguration(String)

    /// What was wrong, naming the input's part at fault.
    public var description: String {
        switch self {
        case .invalidScene(let error): return error.description
        case .invalidKeyboardEvent(let error): return "keyboard event: \(error)"
        case .unknownField(let id): return "no \(id) in the scene"
        case .notATextView(let id): return "\(id) is a single-line field and has no caret"
        case .invalidCaret(let id): return "the caret of \(id) is not finite, out of range or has a negative size"
        case .invalidConfiguration(let message): return "configuration: \(message)"
        }
    }
}
