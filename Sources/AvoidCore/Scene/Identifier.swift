/// A stable integer identity, typed by what it identifies so a field id is never passed where a
/// container id is expected. An integer rather than a string so that looking up the focused
/// field costs a few comparisons per input (the engine handles millions of inputs per second).
/// JSON form: the bare integer.
public struct Identifier<Kind: IdentifierKind>: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// The number the app gave it.
    public var rawValue: Int

    /// Creates an identifier.
    @inlinable public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// An identifier written as a number literal.
    @inlinable public init(integerLiteral value: Int) { self.rawValue = value }

    /// Decodes the bare number.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }
    /// Encodes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
    /// Ordered by number.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    /// `field 3`, `container 7`.
    public var description: String { "\(Kind.noun) \(rawValue)" }
}

/// The stable identity of a text field or text view in a scene.
public typealias FieldID = Identifier<FieldKindTag>
/// The stable identity of a scroll container (scroll view, table, collection) in a scene.
public typealias ContainerID = Identifier<ContainerKindTag>
