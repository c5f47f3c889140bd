import AvoidCore
import PropertyKit

/// What the event generator knows while it unfolds a sequence: the device (rotation flips it),
/// the layout plan, the configuration's keyboard distance the plan is placed against, and the
/// current concrete scene.
package struct EpisodeState: Hashable, Sendable {
    package var device: DeviceSetup
    package var plan: ScenePlan
    package var scene: Scene
    /// The last docked frame a show episode posted on this device, if any: iOS keeps its height
    /// in the hide that follows, and reports it in a rotation's hide half.
    package var shown: Rect?
    /// The configuration's keyboard distance.
    package var keyboardDistance: Double

    package init(device: DeviceSetup, plan: ScenePlan, keyboardDistance: Double) {
        self.device = device
        self.plan = plan
        self.keyboardDistance = keyboardDistance
        self.scene = plan.scene(on: device, keyboardDistance: keyboardDistance)
    }
}
