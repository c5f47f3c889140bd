/// JSON form, one object per input with a `"type"` discriminator:
/// `{"type": "keyboard", "event": {...}}`, `{"type": "focus", "field": 3}` (no `field`: focus
/// lost), `{"type": "caret", "field": 2, "caret": {...}}`, `{"type": "layout", "scene": {...}}`,
/// `{"type": "attach"}`, `{"type": "detach"}`.
extension Input: Codable {
    private enum CodingKeys: String, CodingKey { case type, event, field, caret, scene }

    /// Decodes an input from its JSON form (`{"kind": "focus", ...}`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "keyboard": self = .keyboard(try c.decode(KeyboardEvent.self, forKey: .event))
        case "focus": self = .focus(try c.decodeIfPresent(FieldID.self, forKey: .field))
        case "caret":
            self = .caretMoved(try c.decode(FieldID.self, forKey: .field), try c.decode(Rect.self, forKey: .caret))
        case "layout": self = .layoutChanged(try c.decode(Scene.self, forKey: .scene))
        case "attach": self = .attach
        case "detach": self = .detach
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c,
                debugDescription:
                    "unknown input type '\(other)' (expected keyboard, focus, caret, layout, attach or detach)")
        }
    }

    /// Encodes the input in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .keyboard(let event):
            try c.encode("keyboard", forKey: .type)
            try c.encode(event, forKey: .event)
        case .focus(let id):
            try c.encode("focus", forKey: .type)
            try c.encodeIfPresent(id, forKey: .field)
        case .caretMoved(let id, let caret):
            try c.encode("caret", forKey: .type)
            try c.encode(id, forKey: .field)
            try c.encode(caret, forKey: .caret)
        case .layoutChanged(let scene):
            try c.encode("layout", forKey: .type)
            try c.encode(scene, forKey: .scene)
        case .attach: try c.encode("attach", forKey: .type)
        case .detach: try c.encode("detach", forKey: .type)
        }
    }
}
