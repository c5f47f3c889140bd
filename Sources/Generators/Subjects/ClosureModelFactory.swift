import AvoidCore

/// A factory from a closure: what ``ModelUnderTest/init(_:make:)`` wraps.
public struct ClosureModelFactory<Model: AvoidanceModel>: ModelFactory {
    let body: @Sendable (Scene, Configuration) throws(EngineError) -> Model

    /// A factory calling `body`.
    public init(_ body: @escaping @Sendable (Scene, Configuration) throws(EngineError) -> Model) { self.body = body }

    /// Calls the closure.
    public func make(scene: Scene, configuration: Configuration) throws(EngineError) -> Model {
        try body(scene, configuration)
    }
}
