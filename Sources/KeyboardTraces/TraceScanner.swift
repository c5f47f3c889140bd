/// A cursor over the bytes of a trace that counts lines as it moves. Never reads out of bounds:
/// every look-ahead answers `nil` past the end.
struct TraceScanner {
    let bytes: [UInt8]
    private(set) var index: Int
    /// The 1-based line of `index`.
    private(set) var line: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.index = 0
        self.line = 1
    }

    var isAtEnd: Bool { index >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        let at = index + offset
        return at >= 0 && at < bytes.count ? bytes[at] : nil
    }

    func peekByte(at index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        guard index < bytes.count else { return }
        if bytes[index] == Byte.newline { line += 1 }
        index += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Moves forward to `target` (never backwards), counting the lines passed.
    mutating func move(to target: Int) {
        while index < target && index < bytes.count { advance() }
    }

    func hasPrefix(_ pattern: [UInt8], at start: Int? = nil) -> Bool {
        let from = start ?? index
        guard from >= 0, from + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[from + offset] != pattern[offset] { return false }
        return true
    }

    /// Consumes `pattern` if the text continues with it.
    mutating func consume(_ pattern: [UInt8]) -> Bool {
        guard hasPrefix(pattern) else { return false }
        advance(by: pattern.count)
        return true
    }

    /// Skips spaces and tabs, and line breaks too when `newlines` is set.
    mutating func skipSpaces(newlines: Bool = false) {
        while let byte = peek(), Byte.isSpace(byte) || (newlines && Byte.isNewline(byte)) { advance() }
    }

    /// The index just past the current line's last byte (its line break or the end).
    var endOfLine: Int {
        var at = index
        while at < bytes.count && bytes[at] != Byte.newline { at += 1 }
        return at
    }

    /// What is at the cursor, for an error: the rest of the line, shortened, or "the end of the text".
    var found: String {
        guard !isAtEnd else { return "the end of the text" }
        guard peek() != Byte.newline, peek() != Byte.carriageReturn else { return "the end of the line" }
        return Byte.excerpt(bytes[index..<endOfLine])
    }
}

/// The bytes the printed forms are made of.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    static func isNewline(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    /// Letters, digits and `_`: the characters of a UIKit key or notification name.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }

    /// Text for an error message: quoted, at most 40 characters, invalid UTF-8 replaced.
    static func excerpt(_ slice: ArraySlice<UInt8>) -> String {
        let text = String(decoding: slice, as: UTF8.self)
        let short = text.count > 40 ? String(text.prefix(40)) + "..." : text
        return "'\(short)'"
    }

    static func string(_ slice: ArraySlice<UInt8>) -> String { String(decoding: slice, as: UTF8.self) }
}
