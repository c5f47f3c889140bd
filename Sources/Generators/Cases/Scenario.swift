import AvoidCore

/// One test case for an avoidance model: a starting scene, a configuration and the inputs
/// that follow. Codable in AvoidCore's stable JSON form, so a shrunk failure can be stored.
public struct Scenario: Hashable, Sendable, Codable {
    /// The scene before the first input.
    public var scene: Scene
    /// The configuration the model is made with.
    public var configuration: Configuration
    /// The inputs, in order.
    public var inputs: [Input]

    /// Creates a scenario.
    public init(scene: Scene, configuration: Configuration = Configuration(), inputs: [Input]) {
        self.scene = scene
        self.configuration = configuration
        self.inputs = inputs
    }
}
