/// Constant alternatives with their weights: `Gen.weighted` over `.constant`s, without closures.
public struct WeightedValues<Value: Sendable>: Sendable {
    /// The values, in the order their weights are given.
    public let values: [Value]
    /// Their weights.
    public let weights: Weights

    /// Values with weights, in alternative order (the first shrinks best).
    public init(_ alternatives: [(weight: Int, value: Value)]) {
        values = alternatives.map(\.value)
        weights = Weights(alternatives.map(\.weight))
    }
}
