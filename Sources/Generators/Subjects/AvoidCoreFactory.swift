import AvoidCore

/// AvoidCore's engine, named as a type so the judge can check it through a specialised path.
public struct AvoidCoreFactory: ModelFactory {
    /// The factory.
    public init() {}

    /// `AvoidanceEngine(scene:configuration:)`.
    public func make(scene: Scene, configuration: Configuration) throws(EngineError) -> AvoidanceEngine {
        try AvoidanceEngine(scene: scene, configuration: configuration)
    }
}
