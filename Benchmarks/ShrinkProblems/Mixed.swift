import PropertyKit

/// An integer, a string or a Boolean, for Hypothesis's problems over a union of strategies.
enum Mixed: Equatable, Sendable, CustomStringConvertible {
    case int(Int)
    case text(String)
    case bool(Bool)

    /// Which alternatives a generator offers.
    enum Kind { case int, text, bool }

    /// One of `kinds`, each drawn by the kit's own generator.
    static func gen(_ kinds: Kind...) -> Gen<Mixed> {
        Gen.oneOf(
            kinds.map { kind in
                switch kind {
                case .int: Gen.int.map(Mixed.int)
                case .text: Gen.string().map(Mixed.text)
                case .bool: Gen.bool.map(Mixed.bool)
                }
            })
    }

    /// Whether the value is the simplest of its alternative: `0`, `""` or `false`.
    var isSimplest: Bool { self == .int(0) || self == .text("") || self == .bool(false) }

    var description: String {
        switch self {
        case .int(let value): "\(value)"
        case .text(let value): "\"\(value)\""
        case .bool(let value): "\(value)"
        }
    }
}
