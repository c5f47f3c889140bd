extension Gen {
    /// Only values satisfying `predicate`: draws up to `maxAttempts` times (each attempt is a
    /// ``SpanLabel/filterAttempt`` span, so the shrinker can delete rejected attempts), then
    /// stops the case with ``GenerationStop/rejected(filter:attempts:)``. The runner reports a
    /// clear error when a generator rejects too often.
    public func filter(
        _ name: String = "filter", maxAttempts: Int = 100, _ predicate: @escaping @Sendable (Value) -> Bool
    ) -> Gen<Value> {
        let body = self.body
        return Gen { source in
            for _ in 0..<maxAttempts {
                let token = source.beginSpan(.filterAttempt)
                let value = try body(&source)
                source.endSpan(token)
                if predicate(value) { return value }
                // A rejected collection is no model for the next attempt (see `ElementCopies`).
                source.previousCollection.end = 0
            }
            throw GenerationStop.rejected(filter: name, attempts: maxAttempts)
        }
    }

    /// Attaches the coverage labels `classify` gives each value (see ``Coverage``). O(1) extra.
    public func labelled(_ classify: @escaping @Sendable (Value) -> [String]) -> Gen<Value> {
        let body = self.body
        return Gen { source in
            let value = try body(&source)
            for label in classify(value) { source.label(label) }
            return value
        }
    }
}
