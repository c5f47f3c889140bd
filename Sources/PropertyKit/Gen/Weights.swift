/// The weights of a choice between alternatives, made once and drawn from many times, either by
/// ``Gen/weighted(_:)`` or straight from a ``Source`` by hand-written generators that skip the
/// closure layers (``Source/alternative(_:_:)``, ``Source/pick(_:)``). Both record the same
/// choices and spans, so they shrink alike.
public struct Weights: Sendable, Hashable {
    @usableFromInline let weights: [UInt64]
    @usableFromInline let total: UInt64

    /// Weights in alternative order; each at least 0, at least one positive.
    public init(_ weights: [Int]) {
        precondition(!weights.isEmpty && weights.allSatisfy { $0 >= 0 }, "at least one weight, none negative")
        self.weights = weights.map { UInt64($0) }
        total = self.weights.reduce(0, +)
        precondition(total > 0, "at least one positive weight")
    }

    /// The number of alternatives.
    public var count: Int { weights.count }
}

extension Source {
    /// Draws which alternative, by weight, then `body`'s draws for it, all in one alternative
    /// span: the choices and spans `Gen.weighted` records. Cost: O(alternatives).
    @inlinable
    public mutating func alternative<T>(_ weights: Weights, _ body: (inout Source, Int) throws -> T) throws -> T {
        let span = beginSpan(.alternative)
        defer { endSpan(span) }
        let bound = UInt64(weights.count - 1)
        let index = try draw(bound: bound) { random in
            var ticket = random.next(upTo: weights.total - 1)
            for (index, weight) in weights.weights.enumerated() {
                if ticket < weight { return UInt64(index) }
                ticket -= weight
            }
            return bound
        }
        return try body(&self, Int(index))
    }

    /// One of `values`, uniformly: the one choice ``Gen/element(of:)`` records.
    @inlinable
    public mutating func element<Value>(of values: [Value]) throws -> Value {
        precondition(!values.isEmpty)
        return values[Int(try drawUniform(bound: UInt64(values.count - 1)))]
    }

    /// One of `table`'s values, drawn exactly as `Gen.weighted` draws constant alternatives.
    @inlinable
    public mutating func pick<Value>(_ table: WeightedValues<Value>) throws -> Value {
        try alternative(table.weights) { _, index in table.values[index] }
    }

    /// `body`'s draws inside a span labelled `label`: what ``Gen/span(_:)`` records, for
    /// generators that draw straight from the source.
    @inlinable
    public mutating func span<T>(_ label: SpanLabel, _ body: (inout Source) throws -> T) rethrows -> T {
        let token = beginSpan(label)
        defer { endSpan(token) }
        return try body(&self)
    }
}
