/// The compact, stable text form of a choice sequence, for replaying a failure exactly
/// without its seed: `v1:` followed by the values in lowercase base 36 separated by `.`,
/// where a run of `n > 2` zeros is written `0*n`. Example: `v1:1.a.0*3.2`.
/// Only the values are stored: replay clamps to each draw's bound, so the string stays
/// meaningful (if no longer minimal) when the generator changes.
///
/// Versions: `v2:` strings are written for cases that drew a double, whose distances use
/// today's ``DoubleEncoding`` (simple values first); `v1:` strings are everything else, and
/// old strings whose doubles are bit patterns: both replay exactly. A later version is
/// rejected with a message saying so (``problem(with:)``), never misread.
public enum ChoiceString {
    /// The format's version prefix (strings without double draws).
    public static let prefix = "v1:"
    /// The prefix of strings whose double draws use ``DoubleEncoding``.
    public static let doublesPrefix = "v2:"

    /// How a string's double draws are to be read.
    public enum Format: Sendable, Hashable {
        /// `v1:`: double distances are IEEE bit patterns (the encoding before ``DoubleEncoding``).
        case bitPatternDoubles
        /// `v2:`: double distances are ``DoubleEncoding`` distances.
        case simpleDoubles
    }

    /// Encodes a recorded case: `v2:` when it drew a double, else `v1:`. O(n).
    public static func encode(_ sequence: ChoiceSequence) -> String {
        let values = sequence.values
        guard sequence.choices.contains(where: { $0.kind == .double }) else { return encode(values) }
        return doublesPrefix + encode(values).dropFirst(prefix.count)
    }

    /// Encodes `values` as a `v1:` string (for a sequence that drew no double: a recorded
    /// case is encoded from its ``ChoiceSequence``). O(n).
    public static func encode(_ values: [UInt64]) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            if values[index] == 0 {
                var run = 0
                while index + run < values.count && values[index + run] == 0 { run += 1 }
                if run > 2 {
                    parts.append("0*\(run)")
                } else {
                    parts.append(contentsOf: repeatElement("0", count: run))
                }
                index += run
            } else {
                parts.append(String(values[index], radix: 36))
                index += 1
            }
        }
        return prefix + parts.joined(separator: ".")
    }

    /// Decodes a `v1:` or `v2:` string; `nil` if it is malformed or another version.
    /// O(length).
    public static func decode(_ text: String) -> [UInt64]? {
        decodeWithFormat(text)?.values
    }

    /// Decodes a `v1:` or `v2:` string with how its doubles are to be read. O(length).
    public static func decodeWithFormat(_ text: String) -> (values: [UInt64], format: Format)? {
        let trimmed = text.trimmingWhitespace()
        let format: Format
        if trimmed.hasPrefix(prefix) {
            format = .bitPatternDoubles
        } else if trimmed.hasPrefix(doublesPrefix) {
            format = .simpleDoubles
        } else {
            return nil
        }
        guard let values = decodeBody(trimmed.dropFirst(prefix.count)) else { return nil }
        return (values, format)
    }

    /// Why `text` does not decode: a version this kit does not read, or malformed text.
    public static func problem(with text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        if let colon = trimmed.firstIndex(of: ":"), trimmed.first == "v",
            let version = Int(trimmed[trimmed.index(after: trimmed.startIndex)..<colon]), version > 2
        {
            return "choice string '\(trimmed)' is format v\(version), newer than this kit reads (v1 and v2)"
        }
        return "malformed choice string '\(trimmed)'"
    }

    private static func decodeBody(_ body: Substring) -> [UInt64]? {
        if body.isEmpty { return [] }
        var values: [UInt64] = []
        for part in body.split(separator: ".", omittingEmptySubsequences: false) {
            if part.hasPrefix("0*") {
                guard let run = Int(part.dropFirst(2)), run > 0, run <= 10_000_000 else { return nil }
                values.append(contentsOf: repeatElement(0, count: run))
            } else {
                guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) }),
                    let value = UInt64(part, radix: 36)
                else { return nil }
                values.append(value)
            }
        }
        return values
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        let characters = self[...]
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
        let end = characters.lastIndex { !$0.isWhitespace }.map { characters.index(after: $0) } ?? start
        return characters[start..<end]
    }
}
