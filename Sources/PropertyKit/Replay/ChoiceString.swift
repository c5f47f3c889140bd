/// The compact, stable text form of a choice sequence, for replaying a failure exactly
/// without its seed: `v1:` followed by the values in lowercase base 36 separated by `.`,
/// where a run of `n > 2` zeros is written `0*n`. Example: `v1:1.a.0*3.2`.
/// Only the values are stored: replay clamps to each draw's bound, so the string stays
/// meaningful (if no longer minimal) when the generator changes.
public enum ChoiceString {
    /// The format's version prefix.
    public static let prefix = "v1:"

    /// Encodes `values`. O(n).
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

    /// Decodes a string made by ``encode(_:)``; `nil` if it is malformed or another version.
    /// O(length).
    public static func decode(_ text: String) -> [UInt64]? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasPrefix(prefix) else { return nil }
        let body = trimmed.dropFirst(prefix.count)
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
