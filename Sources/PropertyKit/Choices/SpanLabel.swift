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

    /// A label whose stable hash is already known: `id` must be `stableHash(name)`. The
    /// built-in labels below are constants made this way, so reading one (on every span a
    /// generator opens) neither hashes nor goes through a lazily initialised global.
    @inlinable init(name: StaticString, id: UInt64) {
        self.name = name
        self.id = id
    }

    /// Equal when their names hash alike.
    public static func == (lhs: SpanLabel, rhs: SpanLabel) -> Bool { lhs.id == rhs.id }
    /// Hashes the name's stable hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// The name.
    public var description: String { name.description }

    /// One element of a collection (its continue flag plus the element's draws).
    @inlinable public static var element: SpanLabel { SpanLabel(name: "element", id: 0x97A9_855F_96A2_ED97) }
    /// A whole collection.
    @inlinable public static var collection: SpanLabel { SpanLabel(name: "collection", id: 0x8011_B893_5E9F_4F51) }
    /// A whole collection of a fixed size (its elements cannot be deleted, only changed).
    @inlinable public static var fixedCollection: SpanLabel {
        SpanLabel(name: "fixed collection", id: 0x32E6_916F_507E_6B13)
    }
    /// One alternative picked by a one-of.
    @inlinable public static var alternative: SpanLabel { SpanLabel(name: "alternative", id: 0x48A6_3F0E_7CE8_B368) }
    /// One attempt of a filtered generator (rejected attempts are deletable).
    @inlinable public static var filterAttempt: SpanLabel {
        SpanLabel(name: "filter attempt", id: 0x2804_74C8_7E24_63BE)
    }
    /// One level of a recursive generator.
    @inlinable public static var recursion: SpanLabel { SpanLabel(name: "recursion", id: 0x18D5_DC64_456D_A6E7) }
    /// One input of a property (the whole draw).
    @inlinable public static var input: SpanLabel { SpanLabel(name: "input", id: 0x1EBB_AE8F_5810_B65B) }
}
