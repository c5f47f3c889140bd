extension Gen {
    /// Dependent generation: draws a value, then draws from the generator it selects.
    /// Shrinking edits the shared choice sequence, so both stages shrink together.
    public func flatMap<Other>(_ next: @escaping @Sendable (Value) -> Gen<Other>) -> Gen<Other> {
        let body = self.body
        return Gen<Other> { source in
            let first = try body(&source)
            return try next(first).generate(&source)
        }
    }
}
