import AvoidCore

/// What one event did: the inputs the engine was given (a layout change when the tree no
/// longer matched the engine's scene, a focus change, the event's own input) and its decision.
public struct AdapterStep: Hashable, Sendable {
    /// The scene read from the tree as the app has it (the adapter's own changes undone).
    public var scene: Scene
    /// The inputs handed to the engine, in order.
    public var inputs: [Input]
    /// The engine's decision after the last input, applied to the tree.
    public var decision: Decision

    /// Creates a step.
    public init(scene: Scene, inputs: [Input], decision: Decision) {
        self.scene = scene
        self.inputs = inputs
        self.decision = decision
    }
}
