import AvoidCore

/// The values a description prints, read as UIKit formats them: `frame = (x y; w h)`,
/// `{x, y}`, `{top, left, bottom, right}`, `[a, b, c, d, tx, ty]`, `YES`/`NO`, numbers.
enum DescriptionValues {
    /// `(x y; width height)`.
    static func frame(_ text: String, line: Int) throws(ViewDescriptionError) -> Rect {
        let expected = "(x y; width height)"
        guard text.hasPrefix("("), text.hasSuffix(")") else {
            throw .malformed(line: line, field: "frame", expected: expected, found: text)
        }
        let halves = text.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
        let words = halves.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
        guard words.count == 2, words[0].count == 2, words[1].count == 2 else {
            throw .malformed(line: line, field: "frame", expected: expected, found: text)
        }
        var values: [Double] = []
        for word in words[0] + words[1] {
            values.append(try number(word, field: "frame", expected: expected, line: line))
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `count` numbers between `open` and `close`, separated by commas.
    static func numbers(
        _ text: String, count: Int, open: Character, close: Character, field: String, expected: String, line: Int
    ) throws(ViewDescriptionError) -> [Double] {
        guard text.first == open, text.last == close else {
            throw .malformed(line: line, field: field, expected: expected, found: text)
        }
        let parts = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else { throw .malformed(line: line, field: field, expected: expected, found: text) }
        var values: [Double] = []
        for part in parts {
            values.append(
                try number(Substring(String(part).trimmingWhitespace), field: field, expected: expected, line: line))
        }
        return values
    }

    /// `{x, y}`.
    static func point(_ text: String, field: String, line: Int) throws(ViewDescriptionError) -> Point {
        let v = try numbers(text, count: 2, open: "{", close: "}", field: field, expected: "{x, y}", line: line)
        return Point(x: v[0], y: v[1])
    }

    /// `{width, height}`.
    static func size(_ text: String, field: String, line: Int) throws(ViewDescriptionError) -> Size {
        let v = try numbers(
            text, count: 2, open: "{", close: "}", field: field, expected: "{width, height}", line: line)
        return Size(width: v[0], height: v[1])
    }

    /// `{top, left, bottom, right}`.
    static func insets(_ text: String, field: String, line: Int) throws(ViewDescriptionError) -> EdgeInsets {
        let v = try numbers(
            text, count: 4, open: "{", close: "}", field: field, expected: "{top, left, bottom, right}", line: line)
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// `YES` or `NO`.
    static func flag(_ text: String, field: String, line: Int) throws(ViewDescriptionError) -> Bool {
        switch text {
        case "YES": return true
        case "NO": return false
        default: throw .malformed(line: line, field: field, expected: "YES or NO", found: text)
        }
    }

    /// A finite number.
    static func number(_ text: Substring, field: String, expected: String, line: Int) throws(ViewDescriptionError)
        -> Double
    {
        guard let value = Double(text) else {
            throw .malformed(line: line, field: field, expected: expected, found: String(text))
        }
        guard value.isFinite else { throw .nonFinite(line: line, field: field) }
        return value
    }
}
