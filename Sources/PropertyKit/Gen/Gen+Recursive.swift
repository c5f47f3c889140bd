extension Gen {
    /// Recursive structures (trees): `extend` builds one level from the generator of the
    /// level below; below `maxDepth` levels only `base` is used, so generation terminates.
    /// Each level is a ``SpanLabel/recursion`` span, which lets the shrinker replace a node by
    /// one of its descendants. Building costs O(maxDepth) generators.
    public static func recursive(
        maxDepth: Int, base: Gen<Value>, extend: (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        var level = base.span(.recursion)
        for _ in 0..<maxDepth {
            level = extend(level).span(.recursion)
        }
        return level
    }
}
