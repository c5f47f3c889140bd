import AvoidCore

/// Makes models of one type from a scene and a configuration. The model's type stays known to
/// whoever opens the factory (the judge runs a checker specialised to it).
public protocol ModelFactory: Sendable {
    /// The models this factory makes.
    associatedtype Model: AvoidanceModel

    /// A new model for `scene` under `configuration` (for a class, a new instance every call).
    /// - Throws: `EngineError` when the model rejects the scene or the configuration.
    func make(scene: Scene, configuration: Configuration) throws(EngineError) -> Model
}

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

/// AvoidCore's engine, named as a type so the judge can check it through a specialised path.
public struct AvoidCoreFactory: ModelFactory {
    /// The factory.
    public init() {}

    /// `AvoidanceEngine(scene:configuration:)`.
    public func make(scene: Scene, configuration: Configuration) throws(EngineError) -> AvoidanceEngine {
        try AvoidanceEngine(scene: scene, configuration: configuration)
    }
}
