import AvoidCore

/// One test case for an avoidance model: a starting scene, a configuration and the inputs
/// that follow. Codable in AvoidCore's stable JSON form, so a shrunk failure can be stored.
public struct Scenario: Hashable, Sendable, Codable {
    public var scene: Scene
    public var configuration: Configuration
    public var inputs: [Input]

    /// Creates a scenario.
    public init(scene: Scene, configuration: Configuration = Configuration(), inputs: [Input]) {
        self.scene = scene
        self.configuration = configuration
        self.inputs = inputs
    }
}
