import AvoidCore
import TreeAvoidance
import ViewTree

/// What a peer reports of one event, shared by every peer: the host's shift and the given
/// scroll view's values after the event, in the scene's terms.
enum PeerDecision {
    /// The decision for `event`: `tree` before it, `after` the tree it left, `scroll` the scroll
    /// view whose values are reported (when the scene before the event had it as a container),
    /// `keyboard` the last keyboard notification kept.
    static func make(
        _ event: AdapterEvent, before: TreeReading, after: ViewTree, tree: ViewTree, scroll: ViewID?,
        keyboard: KeyboardEvent?, defaultAnimation: Animation
    ) throws(AdapterError) -> Decision {
        var placement = Placement.rest
        do {
            let host = before.host
            placement.hostOffset = try after.windowFrame(of: host).minY - tree.windowFrame(of: host).minY
        } catch { throw .invalidTree(error) }
        if let scroll,
            let container = try? TreeReading(tree: after).scene.container(ContainerID(scroll.rawValue)),
            before.scene.container(container.id) != nil
        {
            placement.scroll = ScrollAdjustment(
                container: container.id, contentInset: container.contentInset, contentOffset: container.contentOffset)
        }
        var animation = defaultAnimation
        if case .keyboard(let keyboard) = event { animation = keyboard.animation }
        let shown = keyboard.map { KeyboardClass(endFrame: $0.endFrame, screen: after.screen, window: after.window) }
        return Decision(
            placement: placement, animation: animation, changed: after != tree, keyboard: shown ?? .hidden)
    }
}
