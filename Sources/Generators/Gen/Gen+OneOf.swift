extension Gen {
    /// One of `alternatives`, picked uniformly; shrinks towards the first alternative.
    /// One index choice plus the picked generator's choices, in one ``SpanLabel/alternative`` span.
    public static func oneOf(_ alternatives: [Gen<Value>]) -> Gen<Value> {
        weighted(alternatives.map { (1, $0) })
    }

    /// One of `alternatives`, picked with chance proportional to its weight; shrinks towards
    /// the first alternative (list the simplest first). O(number of alternatives) per draw.
    public static func weighted(_ alternatives: [(weight: Int, gen: Gen<Value>)]) -> Gen<Value> {
        precondition(!alternatives.isEmpty && alternatives.allSatisfy { $0.weight >= 0 })
        let total = UInt64(alternatives.reduce(0) { $0 + $1.weight })
        precondition(total > 0, "at least one positive weight")
        let weights = alternatives.map { UInt64($0.weight) }
        let gens = alternatives.map(\.gen)
        let bound = UInt64(gens.count - 1)
        return Gen { source in
            let token = source.beginSpan(.alternative)
            defer { source.endSpan(token) }
            let index = try source.draw(bound: bound) { random in
                var ticket = random.next(upTo: total - 1)
                for (index, weight) in weights.enumerated() {
                    if ticket < weight { return UInt64(index) }
                    ticket -= weight
                }
                return bound
            }
            return try gens[Int(index)].generate(&source)
        }
    }
}

extension Gen where Value: Sendable {
    /// One of `values`, uniformly; shrinks towards the first. One choice.
    public static func element(of values: [Value]) -> Gen<Value> {
        precondition(!values.isEmpty)
        let bound = UInt64(values.count - 1)
        return Gen { source in values[Int(try source.drawUniform(bound: bound))] }
    }
}
