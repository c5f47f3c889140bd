/// What one `<...>` of a dump describes, its properties still text.
enum DescribedObject: Hashable, Sendable {
    /// A view: `<Class: 0xADDRESS; key = value; key: value; ...>`.
    case view(className: String, address: String, fields: [Field])
    /// A layer printed among the views: `<CAShapeLayer: 0x...> (layer)`.
    case layer
    /// A view controller, as `_printHierarchy` prints it.
    case controller(className: String, viewClass: String, viewAddress: String?, isInWindow: Bool)

    /// One `key = value` (or `key: value`) of a view.
    struct Field: Hashable, Sendable {
        var key: String
        var value: String
    }
}

/// Reads one description, from its `<` to the `>` that closes it, keeping nesting (`<>`, `()`,
/// `{}`, `[]`) and quoted text (`text = '...'`, which may hold `;`, `>` and line breaks) apart
/// from the `;` that separate properties.
struct DescriptionScanner {
    /// How a scan ended.
    enum Outcome: Hashable, Sendable {
        case object(DescribedObject)
        /// The text ends inside a quoted value: the next line continues it.
        case openQuote
        /// The text ends before `expected`.
        case truncated(expected: String)
        case malformed(field: String, expected: String, found: String)
    }

    private let chars: [Character]
    private var index = 0

    private init(_ text: String) { chars = Array(text) }

    /// Scans `text`, which starts with `<`. O(characters).
    static func scan(_ text: String) -> Outcome {
        var scanner = DescriptionScanner(text)
        return scanner.object()
    }

    private var current: Character? { index < chars.count ? chars[index] : nil }

    private func rest(_ limit: Int = 24) -> String {
        String(chars[index..<min(chars.count, index + limit)])
    }

    private mutating func object() -> Outcome {
        index = 1
        let wrapped = current == "<"  // `<<_UITextContainerView: ...> minSize = ...>`
        if wrapped { index += 1 }
        let name = className()
        guard !name.isEmpty else {
            if current == nil { return .truncated(expected: "a class name") }
            return .malformed(field: "class", expected: "a class name after '<'", found: rest())
        }
        switch current {
        case ":": return view(name)
        case " ", ">": return controller(name)
        case nil: return .truncated(expected: "the address after '\(name)'")
        default: return .malformed(field: "class", expected: "':' and an address after the class name", found: rest())
        }
    }

    /// A class name: an identifier, dots for Swift modules, generic arguments in `<...>`.
    private mutating func className() -> String {
        let start = index
        guard let first = current, first.isLetter || first == "_" else { return "" }
        var nesting = 0
        while let c = current {
            if c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" {
                index += 1
            } else if c == "<" {
                nesting += 1
                index += 1
            } else if c == ">", nesting > 0 {
                nesting -= 1
                index += 1
            } else if nesting > 0, c == " " || c == "," {
                index += 1
            } else {
                break
            }
        }
        return String(chars[start..<index])
    }

    private mutating func address() -> String? {
        guard index + 2 < chars.count, chars[index] == "0", chars[index + 1] == "x", chars[index + 2].isHexDigit
        else { return nil }
        let start = index
        index += 2
        while let c = current, c.isHexDigit { index += 1 }
        return String(chars[start..<index])
    }

    private mutating func view(_ name: String) -> Outcome {
        index += 1  // ':'
        while current == " " { index += 1 }
        if current == nil { return .truncated(expected: "the address of \(name)") }
        guard let address = address() else {
            return .malformed(field: "address", expected: "0x and hexadecimal digits", found: rest())
        }
        var fields: [DescribedObject.Field] = []
        while true {
            guard let c = current else { return .truncated(expected: "its closing '>'") }
            if c == ">" {
                index += 1
                break
            }
            guard c == ";" else {
                return .malformed(field: "description", expected: "';' or '>'", found: rest())
            }
            index += 1
            while current == " " { index += 1 }
            switch field() {
            case .success(let field): fields.append(field)
            case .failure(let error): return error.outcome
            }
        }
        let trailing = String(chars[index...]).trimmingWhitespace
        if trailing == "(layer)" { return .object(.layer) }
        return .object(.view(className: name, address: address, fields: fields))
    }

    /// One property up to the `;` or `>` that ends it (not consumed).
    private mutating func field() -> Result<DescribedObject.Field, OutcomeError> {
        let keyStart = index
        while let c = current, c.isLetter || c.isNumber || c == "_" || c == "." { index += 1 }
        let key = String(chars[keyStart..<index])
        while current == " " { index += 1 }
        guard !key.isEmpty, current == "=" || current == ":" else {
            if current == nil { return .failure(OutcomeError(.truncated(expected: "its closing '>'"))) }
            return .failure(
                OutcomeError(
                    .malformed(field: key.isEmpty ? "description" : key, expected: "'key = value'", found: rest())))
        }
        index += 1
        while current == " " { index += 1 }
        let valueStart = index
        if current == "'" {
            // Quoted text: it ends at a quote followed by `;` or `>`, so apostrophes may be inside.
            index += 1
            while true {
                guard let c = current else { return .failure(OutcomeError(.openQuote)) }
                index += 1
                if c == "'", current == ";" || current == ">" { break }
            }
            return .success(DescribedObject.Field(key: key, value: String(chars[valueStart..<index])))
        }
        var closers: [Character] = []
        while let c = current {
            switch c {
            case "<": closers.append(">")
            case "(": closers.append(")")
            case "{": closers.append("}")
            case "[": closers.append("]")
            case ">", ")", "}", "]":
                if closers.last == c {
                    closers.removeLast()
                } else if closers.isEmpty, c == ">" {
                    return .success(DescribedObject.Field(key: key, value: value(from: valueStart)))
                } else {
                    return .failure(
                        OutcomeError(
                            .malformed(
                                field: key, expected: closers.last.map { "'\($0)'" } ?? "';' or '>'", found: rest())))
                }
            case ";" where closers.isEmpty:
                return .success(DescribedObject.Field(key: key, value: value(from: valueStart)))
            default: break
            }
            index += 1
        }
        let expected = closers.last.map { "'\($0)' in \(key)" } ?? "its closing '>'"
        return .failure(OutcomeError(.truncated(expected: expected)))
    }

    private func value(from start: Int) -> String {
        String(chars[start..<index]).trimmingWhitespace
    }

    /// An outcome that ends the scan, carried through `Result`.
    struct OutcomeError: Error {
        var outcome: Outcome
        init(_ outcome: Outcome) { self.outcome = outcome }
    }

    /// `<Controller 0x...>, state: appeared, view: <UIView 0x...>` (addresses may be missing).
    private mutating func controller(_ name: String) -> Outcome {
        while current == " " { index += 1 }
        _ = address()
        guard current == ">" else {
            if current == nil { return .truncated(expected: "its closing '>'") }
            return .malformed(field: "class", expected: "':' and an address after the class name", found: rest())
        }
        index += 1
        let tail = String(chars[index...])
        guard tail.hasPrefix(", state: "), let view = tail.range(of: "view: <") else {
            return .malformed(
                field: "controller", expected: "', state: ..., view: <...>' after a controller", found: rest())
        }
        index = chars.count - tail[view.upperBound...].count
        let viewClass = className()
        while current == " " { index += 1 }
        let viewAddress = address()
        guard current == ">" else { return .truncated(expected: "the '>' closing the controller's view") }
        return .object(
            .controller(
                className: name, viewClass: viewClass, viewAddress: viewAddress,
                isInWindow: !tail.contains("not in the window")))
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
