import AvoidConformance
import PropertyKit

/// A small parser for `--name value` options and `--flag`s, with errors that name the option.
struct Arguments {
    private var values: [String: String] = [:]
    private var flags: [String] = []
    private(set) var positional: [String] = []

    init(_ arguments: [String], flags known: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                let name = String(argument.dropFirst(2))
                if known.contains(name) {
                    flags.append(name)
                } else {
                    guard index + 1 < arguments.count else { throw UsageError("--\(name) needs a value") }
                    guard values[name] == nil else { throw UsageError("--\(name) is given twice") }
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

    /// A whole number of at least `minimum`.
    func int(_ name: String, atLeast minimum: Int = 1) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw UsageError("--\(name) takes a whole number of at least \(minimum), got '\(text)'")
        }
        return value
    }

    func double(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw UsageError("--\(name) takes a positive number, got '\(text)'")
        }
        return value
    }

    /// Accepts decimal or `0x` hexadecimal.
    func seed(_ name: String) throws(UsageError) -> UInt64? {
        guard let text = values[name] else { return nil }
        guard let value = PropertyConfiguration.parseSeed(text) else {
            throw UsageError("--\(name) takes a decimal or 0x-hex number, got '\(text)'")
        }
        return value
    }

    /// One invariant number, in `Invariant.numbers`.
    func invariant(_ name: String) throws(UsageError) -> Invariant? {
        guard let text = values[name] else { return nil }
        return try Self.invariant(text, option: name)
    }

    static func invariant(_ text: some StringProtocol, option: String) throws(UsageError) -> Invariant {
        guard let number = Int(text), let invariant = Invariant(rawValue: number) else {
            throw UsageError("--\(option) takes invariant numbers \(Invariant.numbers), got '\(text)'")
        }
        return invariant
    }

    /// Names the first option given that the command does not know, and any stray word past
    /// the first `positional` ones the command takes.
    func rejectUnknown(_ known: Set<String>, positional allowed: Int = 0) throws(UsageError) {
        let unknown = (Array(values.keys) + flags).filter { !known.contains($0) }.sorted()
        if let first = unknown.first { throw UsageError("unknown option --\(first)") }
        if let word = positional.dropFirst(allowed).first {
            throw UsageError("unexpected argument '\(word)' (options start with --)")
        }
    }
}
