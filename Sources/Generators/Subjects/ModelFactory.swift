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
