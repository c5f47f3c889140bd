/// The record of one test case: every choice a generator made, in order, and the spans that
/// group them. Replaying the same values through the same generator rebuilds the same value.
public struct ChoiceSequence: Sendable, Hashable {
    /// The choices in draw order.
    public var choices: [Choice]
    /// The spans, in the order they were opened (a parent precedes its children).
    public var spans: [Span]

    /// Creates a sequence from recorded choices and spans.
    public init(choices: [Choice] = [], spans: [Span] = []) {
        self.choices = choices
        self.spans = spans
    }

    /// The choice values alone (what replay needs). O(n).
    public var values: [UInt64] { choices.map(\.value) }

    /// The number of choices.
    public var count: Int { choices.count }
}
