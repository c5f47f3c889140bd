import PropertyKit
import AvoidCore

/// What the event generator knows while it unfolds a sequence: the device (rotation flips it),
/// the layout plan and the current concrete scene.
public struct EpisodeState: Hashable, Sendable {
    public var device: DeviceSetup
    public var plan: LayoutPlan
    public var scene: Scene

    public init(device: DeviceSetup, plan: LayoutPlan) {
        self.device = device
        self.plan = plan
        self.scene = plan.scene(on: device)
    }
}
