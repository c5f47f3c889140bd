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
    /// Whether the span is a collection's element that starts with its continue flag (an
    /// element past the collection's minimum count); the elements up to the minimum have none.
    public var hasContinueFlag = false

    /// The number of choices the span covers.
    public var count: Int { end - start }
    /// The covered choice indices.
    public var range: Range<Int> { start..<end }
}
