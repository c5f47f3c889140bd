/// A marked stretch of a ``ChoiceSequence``: "one element", "one record", "one input"...
/// Spans nest; the shrinker deletes, zeroes, reorders and promotes them as units.
public struct Span: Sendable, Hashable {
    /// Index of the span's first choice.
    public var start: Int
    /// Index one past the span's last choice (`start == end` for a span that drew nothing).
    public var end: Int
    /// What the span is (e.g. ``SpanLabel/element``); only same-label spans are swapped or promoted.
    public var label: SpanLabel
    /// Nesting depth (0 for top-level spans).
    public var depth: Int
    /// Index of the enclosing span in the sequence's span list, or `-1` at top level.
    public var parent: Int

    /// The number of choices the span covers.
    public var count: Int { end - start }
    /// The covered choice indices.
    public var range: Range<Int> { start..<end }
}

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
