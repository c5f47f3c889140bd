/// The kind of a ``Span``, identified by a stable hash of its name.
///
/// The name is a `StaticString`, so labels (and the spans recorded for every draw) are plain
/// data: copying or dropping a span retains and releases nothing.
public struct SpanLabel: Sendable, Hashable, CustomStringConvertible {
    /// The name the label was created from.
    public let name: StaticString
    /// Stable identity (FNV-1a of `name`), cheap to compare.
    public let id: UInt64

    /// A label named `name`. O(length of name).
    public init(_ name: StaticString) {
        self.name = name
        id = stableHash(name.description)
    }

    /// Equal when their names hash alike.
    public static func == (lhs: SpanLabel, rhs: SpanLabel) -> Bool { lhs.id == rhs.id }
    /// Hashes the name's stable hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// The name.
    public var description: String { name.description }

    /// One element of a collection (its continue flag plus the element's draws).
    public static let element = SpanLabel("element")
    /// A whole collection.
    public static let collection = SpanLabel("collection")
    /// A whole collection of a fixed size (its elements cannot be deleted, only changed).
    public static let fixedCollection = SpanLabel("fixed collection")
    /// One alternative picked by a one-of.
    public static let alternative = SpanLabel("alternative")
    /// One attempt of a filtered generator (rejected attempts are deletable).
    public static let filterAttempt = SpanLabel("filter attempt")
    /// One level of a recursive generator.
    public static let recursion = SpanLabel("recursion")
    /// One input of a property (the whole draw).
    public static let input = SpanLabel("input")
}
