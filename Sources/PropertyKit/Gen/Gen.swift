/// A generator of `Value`s that records every random decision it makes in a ``Source``.
///
/// `Gen` is a tiny value type; everything else is composition (`map`, `flatMap`, `zip`,
/// `oneOf`, `array`, `filter`, ...). Because values are built by *replaying choices*,
/// every shrink candidate is a value the generator could really produce.
public struct Gen<Value>: Sendable {
    let body: @Sendable (inout Source) throws -> Value

    /// A generator running `body`, which must draw all its randomness from the source.
    public init(_ body: @escaping @Sendable (inout Source) throws -> Value) {
        self.body = body
    }

    /// Draws one value, recording its choices in `source`. Throws ``GenerationStop`` when a
    /// filter gives up or the case overruns. Cost: that of the composed generators.
    public func generate(_ source: inout Source) throws -> Value {
        try body(&source)
    }

    /// Draws one value from a fresh random stream seeded by `seed` (convenience for tests).
    public func sample(seed: UInt64) throws -> Value {
        var source = Source(random: Xoshiro256StarStar(seed: seed))
        return try body(&source)
    }

    /// Rebuilds the value that `values` encode (past their end every draw is simplest).
    public func replay(_ values: [UInt64]) throws -> Value {
        var source = Source(replaying: values)
        return try body(&source)
    }

    /// The value this generator makes when its choices come from raw bytes, such as a
    /// coverage-guided fuzzer's input (see ``Source/init(bytes:maxChoices:)``): every byte
    /// string is a value, and no bytes give the simplest one.
    /// - Throws: what the generator throws (a filter that rejects, an overrun).
    public func replay(bytes: [UInt8]) throws -> Value {
        var source = Source(bytes: bytes)
        return try body(&source)
    }

    /// The same generator with its draws grouped in one span labelled `label`. O(1) extra.
    public func span(_ label: SpanLabel) -> Gen<Value> {
        let body = self.body
        return Gen { source in
            let token = source.beginSpan(label)
            defer { source.endSpan(token) }
            return try body(&source)
        }
    }
}

extension Gen where Value: Sendable {
    /// Always `value`; draws nothing. O(1).
    public static func constant(_ value: Value) -> Gen<Value> {
        Gen { _ in value }
    }
}
