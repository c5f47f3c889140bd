/// Finds the printed notifications in a trace and reads their syntax: Objective-C
/// `NSConcreteNotification 0x... {name = ...; userInfo = {...}}` (also without its first word),
/// bare `{ key = value; }` dictionaries, Swift `name = ..., object = ..., userInfo = Optional([...])`
/// and bare `[AnyHashable("key"): value]` dictionaries. Lines around them are skipped.
///
/// A form is recognised only by its complete opening: `NSConcreteNotification` with its `{`;
/// `{name = X;`; a `{` followed, on its line or (when it ends the line) on the next, by a
/// `UIKeyboard...` key; a `[` followed the same way by `AnyHashable("` or `"UIKeyboard`; or
/// `name = X, object = ` (line breaks allowed after the comma, as `po` wraps it). Past that opening
/// every syntax error is typed. Nesting is tracked with an explicit stack and dictionaries nest at
/// most two deep, so no input can exhaust the stack.
struct TraceReader {
    /// One printed notification or bare userInfo, as read.
    struct Block {
        var line: Int
        /// The name and the line it is on; `nil` for a bare userInfo dictionary.
        var name: (text: String, line: Int)?
        /// The userInfo entries; `nil` when printed as `nil` or absent.
        var userInfo: [TraceField]?
    }

    private enum Anchor { case concrete, namedDictionary, objcDictionary, swiftNotification, swiftDictionary }

    private static let concrete = Array("NSConcreteNotification".utf8)
    private static let anyHashable = Array("AnyHashable(".utf8)
    private static let swiftName = Array("name = ".utf8)
    private static let swiftObject = Array("object = ".utf8)
    private static let swiftUserInfo = Array("userInfo = ".utf8)
    private static let keyboardKey = Array("UIKeyboard".utf8)

    private var scanner: TraceScanner

    init(_ bytes: [UInt8]) { scanner = TraceScanner(bytes) }

    /// Every block in the text, in order.
    mutating func blocks() throws(KeyboardTraceError) -> [Block] {
        var blocks: [Block] = []
        while !scanner.isAtEnd {
            guard let (anchor, at) = findAnchor() else {
                scanner.move(to: scanner.endOfLine)
                scanner.advance()
                continue
            }
            scanner.move(to: at)
            switch anchor {
            case .concrete:
                scanner.advance(by: Self.concrete.count)
                blocks.append(try readConcrete())
            case .namedDictionary: blocks.append(try readConcrete())
            case .objcDictionary:
                let line = scanner.line
                let fields = try readObjCDictionary(field: "userInfo", depth: 1)
                blocks.append(Block(line: line, name: nil, userInfo: fields))
            case .swiftNotification: blocks.append(try readSwiftNotification())
            case .swiftDictionary:
                let line = scanner.line
                blocks.append(Block(line: line, name: nil, userInfo: try readSwiftDictionary()))
            }
        }
        return blocks
    }

    // MARK: Finding the forms

    /// The first complete opening on the rest of the current line.
    private func findAnchor() -> (Anchor, Int)? {
        let end = scanner.endOfLine
        var at = scanner.index
        while at < end {
            if let anchor = anchor(at: at, lineEnd: end) { return (anchor, at) }
            at += 1
        }
        return nil
    }

    private func anchor(at: Int, lineEnd: Int) -> Anchor? {
        let bytes = scanner.bytes
        switch bytes[at] {
        case UInt8(ascii: "N"):
            guard scanner.hasPrefix(Self.concrete, at: at) else { return nil }
            // Spaces, at most one word (the address), spaces, then the brace: bounded, so a line
            // of repeated class names is not scanned once per name.
            var cursor = at + Self.concrete.count
            while cursor < lineEnd, Byte.isSpace(bytes[cursor]) { cursor += 1 }
            while cursor < lineEnd, Byte.isIdentifier(bytes[cursor]) { cursor += 1 }
            while cursor < lineEnd, Byte.isSpace(bytes[cursor]) { cursor += 1 }
            return cursor < lineEnd && bytes[cursor] == UInt8(ascii: "{") ? .concrete : nil
        case UInt8(ascii: "["):
            let key = Self.firstKey(after: at + 1, in: bytes, lineEnd: lineEnd)
            return scanner.hasPrefix(Self.anyHashable, at: key) || Self.isQuotedKeyboardKey(at: key, scanner)
                ? .swiftDictionary : nil
        case UInt8(ascii: "n"):
            guard at == 0 || !Byte.isIdentifier(bytes[at - 1]), scanner.hasPrefix(Self.swiftName, at: at) else {
                return nil
            }
            var cursor = at + Self.swiftName.count
            let start = cursor
            while cursor < lineEnd, Byte.isIdentifier(bytes[cursor]) { cursor += 1 }
            guard cursor > start, scanner.peekByte(at: cursor) == UInt8(ascii: ",") else { return nil }
            cursor += 1
            while let byte = scanner.peekByte(at: cursor), Byte.isSpace(byte) || Byte.isNewline(byte) { cursor += 1 }
            return scanner.hasPrefix(Self.swiftObject, at: cursor) ? .swiftNotification : nil
        case UInt8(ascii: "{"):
            if scanner.hasPrefix(Self.swiftName, at: at + 1) {
                var cursor = at + 1 + Self.swiftName.count
                let start = cursor
                while cursor < lineEnd, Byte.isIdentifier(bytes[cursor]) { cursor += 1 }
                if cursor > start, scanner.peekByte(at: cursor) == UInt8(ascii: ";") { return .namedDictionary }
            }
            let key = Self.firstKey(after: at + 1, in: bytes, lineEnd: lineEnd)
            guard key > lineEnd else { return nil }
            return scanner.hasPrefix(Self.keyboardKey, at: key) || Self.isQuotedKeyboardKey(at: key, scanner)
                ? .objcDictionary : nil
        default: return nil
        }
    }

    /// Where the first entry after an opening bracket starts: right after it on the same line, or,
    /// when the bracket ends its line, on the next non-blank line (an index past `lineEnd`).
    private static func firstKey(after start: Int, in bytes: [UInt8], lineEnd: Int) -> Int {
        var cursor = start
        while cursor < lineEnd, Byte.isSpace(bytes[cursor]) || bytes[cursor] == Byte.carriageReturn { cursor += 1 }
        guard cursor == lineEnd else { return start }
        while cursor < bytes.count, Byte.isSpace(bytes[cursor]) || Byte.isNewline(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    private static func isQuotedKeyboardKey(at index: Int, _ scanner: TraceScanner) -> Bool {
        scanner.peekByte(at: index) == Byte.quote && scanner.hasPrefix(keyboardKey, at: index + 1)
    }

    // MARK: Objective-C

    private mutating func readConcrete() throws(KeyboardTraceError) -> Block {
        let line = scanner.line
        while let byte = scanner.peek(), byte != UInt8(ascii: "{") { scanner.advance() }
        let fields = try readObjCDictionary(field: "notification", depth: 0)
        let index = try TraceFieldIndex(fields)
        guard let name = index["name"] else { throw .missingKey(line: line, field: "name") }
        guard name.value.fields == nil, !name.value.text.isEmpty else {
            throw .malformedValue(
                line: name.line, field: "name", expected: "a notification name", found: name.value.found)
        }
        var userInfo: [TraceField]?
        if let info = index["userInfo"] {
            if let fields = info.value.fields {
                userInfo = fields
            } else if !info.value.isNil {
                throw .malformedValue(
                    line: info.line, field: "userInfo", expected: "a dictionary or nil", found: info.value.found)
            }
        }
        return Block(line: line, name: (Byte.string(name.value.text), name.line), userInfo: userInfo)
    }

    /// `{ key = value; ... }`, the scanner on the `{`. Values that are dictionaries are read as
    /// fields down to depth 1 (a notification's userInfo); deeper ones are kept as text.
    private mutating func readObjCDictionary(field: String, depth: Int) throws(KeyboardTraceError) -> [TraceField] {
        scanner.advance()
        var fields: [TraceField] = []
        while true {
            scanner.skipSpaces(newlines: true)
            guard let byte = scanner.peek() else { throw .truncated(line: scanner.line, field: field, expected: "'}'") }
            if byte == UInt8(ascii: "}") {
                scanner.advance()
                return fields
            }
            let line = scanner.line
            let key: String
            if byte == Byte.quote {
                key = Byte.string(try readQuoted(field: field))
            } else {
                let start = scanner.index
                while let byte = scanner.peek(), Self.isBareKeyByte(byte) { scanner.advance() }
                guard scanner.index > start else {
                    throw .unexpected(line: line, field: field, expected: "a key", found: scanner.found)
                }
                key = Byte.string(scanner.bytes[start..<scanner.index])
            }
            scanner.skipSpaces()
            guard scanner.consume([UInt8(ascii: "=")]) else {
                if scanner.isAtEnd { throw .truncated(line: scanner.line, field: key, expected: "'='") }
                throw .unexpected(line: scanner.line, field: key, expected: "'='", found: scanner.found)
            }
            scanner.skipSpaces()
            let value: TraceValue
            if scanner.peek() == Byte.quote {
                let valueLine = scanner.line
                value = TraceValue(text: try readQuoted(field: key), line: valueLine)
            } else if scanner.peek() == UInt8(ascii: "{"), depth < 1 {
                let valueLine = scanner.line
                let nested = try readObjCDictionary(field: key, depth: depth + 1)
                value = TraceValue(text: [], line: valueLine, fields: nested)
            } else {
                value = try readRaw(field: key, terminators: [UInt8(ascii: ";"), UInt8(ascii: "}")])
            }
            fields.append(TraceField(key: key, line: line, value: value))
            scanner.skipSpaces()
            if scanner.consume([UInt8(ascii: ";")]) || scanner.peek() == UInt8(ascii: "}") || closesOnALaterLine {
                continue
            }
            if scanner.isAtEnd { throw .truncated(line: scanner.line, field: key, expected: "';' or '}'") }
            throw .unexpected(line: scanner.line, field: key, expected: "';' or '}'", found: scanner.found)
        }
    }

    /// Whether only blank lines stand between the cursor and a `}` (a last entry printed without
    /// its `;`, the dictionary closed on the next line).
    private var closesOnALaterLine: Bool {
        var cursor = scanner.index
        let bytes = scanner.bytes
        while cursor < bytes.count, Byte.isSpace(bytes[cursor]) || Byte.isNewline(bytes[cursor]) { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "}")
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        !(Byte.isSpace(byte) || Byte.isNewline(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == Byte.quote)
    }

    // MARK: Swift

    /// `name = X, object = Y, userInfo = Optional([...])` (or `nil`, or a bare `[...]`).
    private mutating func readSwiftNotification() throws(KeyboardTraceError) -> Block {
        let line = scanner.line
        scanner.advance(by: Self.swiftName.count)
        let start = scanner.index
        while let byte = scanner.peek(), Byte.isIdentifier(byte) { scanner.advance() }
        let name = Byte.string(scanner.bytes[start..<scanner.index])
        scanner.advance()
        scanner.skipSpaces(newlines: true)
        scanner.advance(by: Self.swiftObject.count)
        _ = try readRaw(field: "object", terminators: [UInt8(ascii: ",")])
        guard scanner.consume([UInt8(ascii: ",")]) else {
            throw unexpected(field: "object", expected: "', userInfo = '")
        }
        scanner.skipSpaces(newlines: true)
        guard scanner.consume(Self.swiftUserInfo) else { throw unexpected(field: "object", expected: "'userInfo = '") }
        var userInfo: [TraceField]?
        if scanner.consume(Array("Optional(".utf8)) {
            scanner.skipSpaces()
            guard scanner.peek() == UInt8(ascii: "[") else { throw unexpected(field: "userInfo", expected: "'['") }
            userInfo = try readSwiftDictionary()
            scanner.skipSpaces()
            guard scanner.consume([UInt8(ascii: ")")]) else { throw unexpected(field: "userInfo", expected: "')'") }
        } else if scanner.peek() == UInt8(ascii: "[") {
            userInfo = try readSwiftDictionary()
        } else if !scanner.consume(Array("nil".utf8)) {
            throw unexpected(field: "userInfo", expected: "'Optional([', '[' or 'nil'")
        }
        return Block(line: line, name: (name, line), userInfo: userInfo)
    }

    /// `[AnyHashable("key"): value, ...]` or `["key": value, ...]`, the scanner on the `[`.
    private mutating func readSwiftDictionary() throws(KeyboardTraceError) -> [TraceField] {
        scanner.advance()
        var fields: [TraceField] = []
        scanner.skipSpaces(newlines: true)
        if scanner.consume([UInt8(ascii: "]")]) || scanner.consume(Array(":]".utf8)) { return fields }
        while true {
            scanner.skipSpaces(newlines: true)
            let line = scanner.line
            let wrapped = scanner.consume(Self.anyHashable)
            guard scanner.peek() == Byte.quote else {
                throw unexpected(field: "userInfo", expected: "AnyHashable(\"key\")")
            }
            let key = Byte.string(try readQuoted(field: "userInfo"))
            if wrapped, !scanner.consume([UInt8(ascii: ")")]) { throw unexpected(field: key, expected: "')'") }
            guard scanner.consume([UInt8(ascii: ":")]) else { throw unexpected(field: key, expected: "':'") }
            scanner.skipSpaces()
            let value: TraceValue
            if scanner.peek() == Byte.quote {
                let valueLine = scanner.line
                value = TraceValue(text: try readQuoted(field: key), line: valueLine)
            } else {
                value = try readRaw(field: key, terminators: [UInt8(ascii: ","), UInt8(ascii: "]")])
            }
            fields.append(TraceField(key: key, line: line, value: value))
            scanner.skipSpaces(newlines: true)
            if scanner.consume([UInt8(ascii: ",")]) { continue }
            if scanner.consume([UInt8(ascii: "]")]) { return fields }
            throw unexpected(field: key, expected: "',' or ']'")
        }
    }

    // MARK: Values

    /// A quoted string's content, escapes kept as printed except `\"` and `\\`; the scanner on
    /// the opening quote. A line break before the closing quote is an error (descriptions escape
    /// line breaks inside strings).
    private mutating func readQuoted(field: String) throws(KeyboardTraceError) -> ArraySlice<UInt8> {
        scanner.advance()
        var content: [UInt8] = []
        while true {
            guard let byte = scanner.peek() else {
                throw .truncated(line: scanner.line, field: field, expected: "a closing quote")
            }
            if Byte.isNewline(byte) {
                throw .unexpected(
                    line: scanner.line, field: field, expected: "a closing quote", found: "the end of the line")
            }
            scanner.advance()
            if byte == Byte.quote { return content[...] }
            if byte == Byte.backslash {
                guard let escaped = scanner.peek(), !Byte.isNewline(escaped) else {
                    throw .truncated(line: scanner.line, field: field, expected: "an escaped character")
                }
                scanner.advance()
                if escaped != Byte.quote && escaped != Byte.backslash { content.append(byte) }
                content.append(escaped)
            } else {
                content.append(byte)
            }
        }
    }

    /// An unquoted value up to a terminator or line break outside brackets, trimmed. Brackets
    /// `()`, `[]`, `{}` must balance; inside `<...>` (an object's description) only angle
    /// brackets count; quoted strings are skipped whole.
    private mutating func readRaw(field: String, terminators: [UInt8]) throws(KeyboardTraceError) -> TraceValue {
        let line = scanner.line
        let start = scanner.index
        var open: [UInt8] = []
        while let byte = scanner.peek() {
            if open.isEmpty && (Byte.isNewline(byte) || terminators.contains(byte)) { break }
            if open.last == UInt8(ascii: "<") {
                if byte == UInt8(ascii: "<") { open.append(byte) }
                if byte == UInt8(ascii: ">") { open.removeLast() }
                scanner.advance()
                continue
            }
            switch byte {
            case Byte.quote:
                _ = try readQuoted(field: field)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                open.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener = Self.opener(of: byte)
                guard open.last == opener else {
                    let expected = open.last.map { "'\(Self.closer(of: $0))'" } ?? "a value"
                    throw .unexpected(line: scanner.line, field: field, expected: expected, found: scanner.found)
                }
                open.removeLast()
            default: break
            }
            scanner.advance()
        }
        if let last = open.last {
            throw .truncated(line: scanner.line, field: field, expected: "'\(Self.closer(of: last))'")
        }
        var end = scanner.index
        while end > start, Byte.isSpace(scanner.bytes[end - 1]) || scanner.bytes[end - 1] == Byte.carriageReturn {
            end -= 1
        }
        guard end > start else {
            if scanner.isAtEnd { throw .truncated(line: scanner.line, field: field, expected: "a value") }
            throw .unexpected(line: scanner.line, field: field, expected: "a value", found: scanner.found)
        }
        return TraceValue(text: scanner.bytes[start..<end], line: line)
    }

    private static func opener(of closer: UInt8) -> UInt8 {
        switch closer {
        case UInt8(ascii: ")"): return UInt8(ascii: "(")
        case UInt8(ascii: "]"): return UInt8(ascii: "[")
        default: return UInt8(ascii: "{")
        }
    }

    private static func closer(of opener: UInt8) -> Character {
        switch opener {
        case UInt8(ascii: "("): return ")"
        case UInt8(ascii: "["): return "]"
        case UInt8(ascii: "<"): return ">"
        default: return "}"
        }
    }

    private func unexpected(field: String, expected: String) -> KeyboardTraceError {
        scanner.isAtEnd
            ? .truncated(line: scanner.line, field: field, expected: expected)
            : .unexpected(line: scanner.line, field: field, expected: expected, found: scanner.found)
    }
}
