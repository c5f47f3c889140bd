/// One line as the parser reads it: a line of the text, or one of the lines a quoted string holds
/// (Swift's `po view.recursiveDescription()` prints `"<UIView: ...>\n   | <...>"` on one line),
/// numbered by the line of the text it is on.
struct DescriptionLine: Hashable, Sendable {
    /// The 1-based line of the text.
    var number: Int
    /// What the line says, a source comment's `//` and a quoted string's escapes taken off.
    var text: String
}

/// The text cut into the lines a dump is made of, with what debuggers and tools add around it
/// taken off: prompts and the commands after them (`(lldb) po ...`, `cy# ...`, Frida's
/// `[USB::iPhone::App]-> ...`), a source comment's `//`, a quoted string's `\n` and `\"`.
enum DescriptionLines {
    /// The lines of `text`, in order. O(characters).
    static func read(_ text: String) -> [DescriptionLine] {
        var result: [DescriptionLine] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") { line = trimmed.dropFirst(2) }
            // A prompt ends the dump before it; the command typed after it is not read.
            if isPrompt(line) {
                result.append(DescriptionLine(number: number, text: ""))
                continue
            }
            if isEscapedString(line) {
                result += unescaped(line).map { DescriptionLine(number: number, text: $0) }
            } else {
                result.append(DescriptionLine(number: number, text: String(line)))
            }
        }
        return result
    }

    /// A debugger's or tool's prompt, with the command typed after it.
    static func isPrompt(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("(lldb)") || trimmed.hasPrefix("lldb)") || trimmed.hasPrefix("cy#") { return true }
        // Frida: `[USB::iPhone 4S::Gadget]-> command`.
        if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
            return trimmed[close...].hasPrefix("]->")
        }
        return false
    }

    /// A quoted string holding several lines as `\n`: a quote before the first `<`.
    static func isEscapedString(_ line: Substring) -> Bool {
        guard let angle = line.firstIndex(of: "<"), line[..<angle].contains("\"") else { return false }
        return line.contains("\\n")
    }

    /// The lines of a quoted string: split at each `\n`, with `\"`, `\\` and `\t` read back.
    static func unescaped(_ line: Substring) -> [String] {
        var lines: [String] = []
        var current = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            guard character == "\\", next < line.endIndex else {
                current.append(character)
                index = next
                continue
            }
            switch line[next] {
            case "n":
                lines.append(current)
                current = ""
            case "\"": current.append("\"")
            case "\\": current.append("\\")
            case "t": current.append("\t")
            default:
                current.append(character)
                current.append(line[next])
            }
            index = line.index(after: next)
        }
        lines.append(current)
        return lines
    }
}
