/// A dictionary's entries by key; a key printed twice is an error naming its second line.
struct TraceFieldIndex {
    private var byKey: [String: TraceField] = [:]

    init(_ fields: [TraceField]) throws(KeyboardTraceError) {
        for field in fields {
            guard byKey[field.key] == nil else { throw .duplicateKey(line: field.line, field: field.key) }
            byKey[field.key] = field
        }
    }

    subscript(key: String) -> TraceField? { byKey[key] }

    /// Whether any key belongs to the keyboard family (`UIKeyboard...`).
    var hasKeyboardKey: Bool { byKey.keys.contains { $0.hasPrefix("UIKeyboard") } }
}
