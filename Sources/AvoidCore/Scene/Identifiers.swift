/// The stable identity of a text field or text view in a scene.
///
/// An integer rather than a string so that looking up the focused field costs a few
/// comparisons per input (the engine handles millions of inputs per second).
public struct FieldID: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var rawValue: Int

    /// Creates an identifier.
    @inlinable public init(_ rawValue: Int) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: Int) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
    public static func < (a: FieldID, b: FieldID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "field \(rawValue)" }
}

/// The stable identity of a scroll container (scroll view, table, collection) in a scene.
public struct ContainerID: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var rawValue: Int

    /// Creates an identifier.
    @inlinable public init(_ rawValue: Int) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: Int) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
    public static func < (a: ContainerID, b: ContainerID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "container \(rawValue)" }
}
