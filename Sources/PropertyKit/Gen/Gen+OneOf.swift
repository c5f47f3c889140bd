extension Gen {
    /// One of `alternatives`, picked uniformly; shrinks towards the first alternative.
    /// One index choice plus the picked generator's choices, in one ``SpanLabel/alternative`` span.
    public static func oneOf(_ alternatives: [Gen<Value>]) -> Gen<Value> {
        weighted(alternatives.map { (1, $0) })
    }

    /// One of `alternatives`, picked with chance proportional to its weight; shrinks towards
    /// the first alternative (list the simplest first). O(number of alternatives) per draw.
    public static func weighted(_ alternatives: [(weight: Int, gen: Gen<Value>)]) -> Gen<Value> {
        let weights = Weights(alternatives.map(\.weight))
        let gens = alternatives.map(\.gen)
        return Gen { source in try source.alternative(weights) { source, index in try gens[index].generate(&source) } }
    }
}

extension Gen where Value: Sendable {
    /// One of `values`, uniformly; shrinks towards the first. One choice.
    public static func element(of values: [Value]) -> Gen<Value> {
        precondition(!values.isEmpty)
        return Gen { source in try source.element(of: values) }
    }
}
