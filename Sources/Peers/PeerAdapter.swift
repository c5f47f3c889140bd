import AvoidCore
import TreeAvoidance
import ViewTree

/// A peer's model of another library: it observes what that library observes (a change of first
/// responder, keyboard notifications), acts on the live tree, keeps its own state, and reports
/// each event the same way as every peer.
protocol PeerAdapter: ViewTreeAdapter {
    /// The first responder of the last event: a begin editing is a change of it to a field.
    var focus: ViewID? { get set }
    /// The last keyboard notification kept, for the decision's keyboard class.
    var keyboard: KeyboardEvent? { get }
    /// The decision's animation for events that are not keyboard notifications.
    var defaultAnimation: Animation { get }
    /// A field began editing (the first responder changed to it).
    mutating func beganEditing(_ tree: inout ViewTree) throws(ViewTreeError)
    /// One keyboard notification.
    mutating func notified(_ event: KeyboardEvent, _ tree: inout ViewTree) throws(ViewTreeError)
    /// The scroll view whose values the decision reports, once the event acted on `tree`.
    func reportedScrollView(in tree: ViewTree) -> ViewID?
}

extension PeerAdapter {
    /// One event, all or nothing: a begin editing first when the first responder changed (an
    /// end editing sends nothing), then the keyboard notification; appearing and disappearing
    /// are not observed. The step's scene is the tree as read before the event (already
    /// adjusted by the peer), its decision what the event changed.
    mutating func step(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        let before = try TreeReading(tree: tree)
        var model = self
        var result = tree
        do {
            if result.firstResponder != model.focus {
                model.focus = result.firstResponder
                if model.focus != nil { try model.beganEditing(&result) }
            }
            if case .keyboard(let keyboard) = event { try model.notified(keyboard, &result) }
        } catch { throw .invalidTree(error) }
        let decision = try PeerDecision.make(
            event, before: before, after: result, tree: tree, scroll: model.reportedScrollView(in: result),
            keyboard: model.keyboard, defaultAnimation: defaultAnimation)
        self = model
        tree = result
        return AdapterStep(scene: before.scene, inputs: [], decision: decision)
    }
}
