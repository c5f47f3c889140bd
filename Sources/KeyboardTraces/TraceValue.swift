/// A value as a trace prints it, before its key gives it a meaning: the printed text (without
/// the quotes of a quoted string) or, for an Objective-C dictionary, its fields.
struct TraceValue {
    var text: ArraySlice<UInt8>
    /// The 1-based line the value starts on.
    var line: Int
    /// The entries of a nested dictionary (a notification's `userInfo`), or `nil` for text.
    var fields: [TraceField]?

    init(text: ArraySlice<UInt8>, line: Int, fields: [TraceField]? = nil) {
        self.text = text
        self.line = line
        self.fields = fields
    }

    /// The text for an error message.
    var found: String { fields == nil ? Byte.excerpt(text) : "a dictionary" }

    /// Whether the value is `nil` or `(null)`, as Swift and Objective-C print a missing object.
    var isNil: Bool {
        fields == nil && (text.elementsEqual("nil".utf8) || text.elementsEqual("(null)".utf8))
    }
}

/// One `key = value` (Objective-C) or `AnyHashable("key"): value` (Swift) entry.
struct TraceField {
    var key: String
    /// The 1-based line the key is on.
    var line: Int
    var value: TraceValue
}
