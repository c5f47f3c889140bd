import AvoidCore

/// The meanings a key gives its printed value: numbers, integers, flags, points and rects, each
/// read strictly (`NSRect: {{x, y}, {w, h}}` and nothing else) with a typed error naming the line
/// and key.
extension TraceValue {
    static let rectForm = "NSRect: {{x, y}, {width, height}}"
    static let pointForm = "NSPoint: {x, y}"

    /// A finite number: digits with an optional fraction and exponent (`0.25`, `1e-05`, `-0`).
    func number(_ key: String) throws(KeyboardTraceError) -> Double {
        try Self.number(plainText(key, expected: "a number"), line: line, key: key, found: found)
    }

    /// An integer (`7`), or a number with no fraction below 2^53 (`7.0`).
    func integer(_ key: String) throws(KeyboardTraceError) -> Int {
        let text = try plainText(key, expected: "an integer")
        if let exact = Int(Byte.string(text)) { return exact }
        let value = try Self.number(text, line: line, key: key, found: found)
        guard value == value.rounded(), abs(value) < 0x1p53 else {
            throw .malformedValue(line: line, field: key, expected: "an integer", found: found)
        }
        return Int(value)
    }

    /// A flag: `1`, `0`, `true`, `false`, `YES` or `NO`.
    func flag(_ key: String) throws(KeyboardTraceError) -> Bool {
        let text = Byte.string(try plainText(key, expected: "1 or 0"))
        switch text {
        case "1", "true", "YES": return true
        case "0", "false", "NO": return false
        default: throw .malformedValue(line: line, field: key, expected: "1 or 0", found: found)
        }
    }

    /// `NSRect: {{x, y}, {width, height}}`.
    func rect(_ key: String) throws(KeyboardTraceError) -> Rect {
        let groups = try structure(key, prefix: "NSRect:", expected: Self.rectForm)
        guard groups.count == 2, groups[0].count == 2, groups[1].count == 2 else {
            throw .malformedValue(line: line, field: key, expected: Self.rectForm, found: found)
        }
        // A loop, not a typed-throws `map`: the standard library has typed `map` from Swift 6 on.
        var values: [Double] = []
        for token in groups[0] + groups[1] { values.append(try Self.number(token, line: line, key: key, found: found)) }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `NSPoint: {x, y}`.
    func point(_ key: String) throws(KeyboardTraceError) -> Point {
        let groups = try structure(key, prefix: "NSPoint:", expected: Self.pointForm)
        guard groups.count == 1, groups[0].count == 2 else {
            throw .malformedValue(line: line, field: key, expected: Self.pointForm, found: found)
        }
        let x = try Self.number(groups[0][0], line: line, key: key, found: found)
        let y = try Self.number(groups[0][1], line: line, key: key, found: found)
        return Point(x: x, y: y)
    }

    private func plainText(_ key: String, expected: String) throws(KeyboardTraceError) -> ArraySlice<UInt8> {
        guard fields == nil else { throw .malformedValue(line: line, field: key, expected: expected, found: found) }
        return text
    }

    /// The number tokens of `PREFIX {a, b}` (one group) or `PREFIX {{a, b}, {c, d}}` (groups of
    /// groups), with any spacing; anything else is malformed.
    private func structure(_ key: String, prefix: String, expected: String) throws(KeyboardTraceError)
        -> [[ArraySlice<UInt8>]]
    {
        let text = try plainText(key, expected: expected)
        let malformed = KeyboardTraceError.malformedValue(line: line, field: key, expected: expected, found: found)
        guard text.starts(with: prefix.utf8) else { throw malformed }
        var cursor = text.startIndex + prefix.utf8.count
        func skip() { while cursor < text.endIndex, Byte.isSpace(text[cursor]) { cursor += 1 } }
        func take(_ byte: Character) -> Bool {
            skip()
            guard cursor < text.endIndex, text[cursor] == byte.asciiValue! else { return false }
            cursor += 1
            return true
        }
        func peekOpen() -> Bool {
            skip()
            return cursor < text.endIndex && text[cursor] == UInt8(ascii: "{")
        }
        func tokens() -> [ArraySlice<UInt8>]? {
            var tokens: [ArraySlice<UInt8>] = []
            repeat {
                skip()
                let start = cursor
                while cursor < text.endIndex, Self.isNumberByte(text[cursor]) { cursor += 1 }
                guard cursor > start else { return nil }
                tokens.append(text[start..<cursor])
            } while take(",")
            return tokens
        }
        var groups: [[ArraySlice<UInt8>]] = []
        guard take("{") else { throw malformed }
        if peekOpen() {
            repeat {
                guard take("{"), let inner = tokens(), take("}") else { throw malformed }
                groups.append(inner)
            } while take(",")
        } else {
            guard let only = tokens() else { throw malformed }
            groups.append(only)
        }
        guard take("}") else { throw malformed }
        skip()
        guard cursor == text.endIndex else { throw malformed }
        return groups
    }

    /// Bytes a number token may hold, letters included so `nan` and `inf` read as one token.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        Byte.isIdentifier(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+")
    }

    /// A number token read strictly: `[+-]digits[.digits][e[+-]digits]` (or `.digits`).
    /// `nan`, `inf`, `infinity` and overflowing literals are non-finite; anything else malformed.
    static func number(_ token: ArraySlice<UInt8>, line: Int, key: String, found: String)
        throws(KeyboardTraceError) -> Double
    {
        guard isDecimal(token) else {
            var word = token
            if let first = word.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                word = word.dropFirst()
            }
            let lower = Byte.string(word).lowercased()
            if lower == "nan" || lower == "inf" || lower == "infinity" { throw .nonFinite(line: line, field: key) }
            throw .malformedValue(line: line, field: key, expected: "a number", found: found)
        }
        guard let value = Double(Byte.string(token)) else {
            throw .malformedValue(line: line, field: key, expected: "a number", found: found)
        }
        guard value.isFinite else { throw .nonFinite(line: line, field: key) }
        return value
    }

    private static func isDecimal(_ token: ArraySlice<UInt8>) -> Bool {
        var cursor = token.startIndex
        func digits() -> Int {
            let start = cursor
            while cursor < token.endIndex, token[cursor] >= 0x30, token[cursor] <= 0x39 { cursor += 1 }
            return cursor - start
        }
        func sign() {
            if cursor < token.endIndex, token[cursor] == UInt8(ascii: "-") || token[cursor] == UInt8(ascii: "+") {
                cursor += 1
            }
        }
        sign()
        let whole = digits()
        var fraction = 0
        if cursor < token.endIndex, token[cursor] == UInt8(ascii: ".") {
            cursor += 1
            fraction = digits()
            guard fraction > 0 else { return false }
        }
        guard whole + fraction > 0 else { return false }
        if cursor < token.endIndex, token[cursor] == UInt8(ascii: "e") || token[cursor] == UInt8(ascii: "E") {
            cursor += 1
            sign()
            guard digits() > 0 else { return false }
        }
        return cursor == token.endIndex
    }
}
