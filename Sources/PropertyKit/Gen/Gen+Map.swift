extension Gen {
    /// Transforms each generated value with `transform`; shrinks as the original does.
    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Gen<Other> {
        let body = self.body
        return Gen<Other> { source in transform(try body(&source)) }
    }
}
