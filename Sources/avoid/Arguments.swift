/// A small parser for `--name value` options and `--flag`s, with errors that say what was wrong.
struct Arguments {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    private var values: [String: String] = [:]
    private var flags: [String] = []
    private(set) var positional: [String] = []

    init(_ arguments: [String], flags known: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                let name = String(argument.dropFirst(2))
                if known.contains(name) {
                    flags.append(name)
                } else {
                    guard index + 1 < arguments.count else { throw UsageError(description: "--\(name) needs a value") }
                    values[name] = arguments[index + 1]
                    index += 1
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func string(_ name: String) -> String? { values[name] }

    func int(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text) else { throw UsageError(description: "--\(name) takes a whole number, got '\(text)'") }
        return value
    }

    func double(_ name: String) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw UsageError(description: "--\(name) takes a positive number, got '\(text)'")
        }
        return value
    }

    /// Accepts decimal or `0x` hexadecimal.
    func seed(_ name: String) throws -> UInt64? {
        guard let text = values[name] else { return nil }
        let value = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let value else { throw UsageError(description: "--\(name) takes a decimal or 0x-hex number, got '\(text)'") }
        return value
    }

    /// Names every option given that the command does not know.
    func rejectUnknown(_ known: Set<String>) throws {
        let unknown = (Array(values.keys) + flags).filter { !known.contains($0) }.sorted()
        if let first = unknown.first { throw UsageError(description: "unknown option --\(first)") }
    }
}
