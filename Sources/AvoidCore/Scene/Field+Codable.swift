/// JSON form: `{"id": 1, "frame": {...}, "kind": "singleLine"}` or
/// `{"id": 2, "frame": {...}, "kind": "multiLine", "caret": {...}}`, with optional
/// `"keyboardDistance"`, `"container"` and `"ownContainer"`.
extension Field: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, frame, kind, caret, keyboardDistance, container, ownContainer
    }

    /// Decodes a field from its JSON form.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(FieldID.self, forKey: .id)
        frame = try c.decode(Rect.self, forKey: .frame)
        switch try c.decode(String.self, forKey: .kind) {
        case "singleLine": kind = .singleLine
        case "multiLine": kind = .multiLine(caret: try c.decode(Rect.self, forKey: .caret))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c,
                debugDescription: "unknown field kind '\(other)' (expected singleLine or multiLine)")
        }
        keyboardDistance = try c.decodeIfPresent(Double.self, forKey: .keyboardDistance)
        container = try c.decodeIfPresent(ContainerID.self, forKey: .container)
        ownContainer = try c.decodeIfPresent(ContainerID.self, forKey: .ownContainer)
    }

    /// Encodes the field in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(frame, forKey: .frame)
        switch kind {
        case .singleLine:
            try c.encode("singleLine", forKey: .kind)
        case .multiLine(let caret):
            try c.encode("multiLine", forKey: .kind)
            try c.encode(caret, forKey: .caret)
        }
        try c.encodeIfPresent(keyboardDistance, forKey: .keyboardDistance)
        try c.encodeIfPresent(container, forKey: .container)
        try c.encodeIfPresent(ownContainer, forKey: .ownContainer)
    }
}
