import AvoidCore
import TreeAvoidance
import ViewTree

/// A model of TPKeyboardAvoiding's *published algorithm* (1.3.5, `michaeltyson/TPKeyboardAvoiding`
/// at `3217d62`) on the view-tree model; not that library's code. Comments name the file and
/// method of 1.3.5 each step follows.
///
/// TPKeyboardAvoiding is a scroll-view subclass: the app makes the scroll view that holds its
/// fields a `TPKeyboardAvoidingScrollView` (or table, collection view). The model takes every
/// scroll view that is the nearest scroll view above a text input of the tree as it first
/// appears as such an instance. Each keeps its own state (the inset saved before the keyboard,
/// the keyboard's rect), handles every keyboard notification, and scrolls only for a first
/// responder inside it. A field with no scroll view above it is never avoided: nothing moves
/// for it. The host view never moves.
public struct TPKeyboardAvoiding: PeerAdapter {
    /// `TPKeyboardAvoidingState`, one per instance (UIScrollView+TPKeyboardAvoidingAdditions.m):
    /// what the geometry needs of it (its `priorContentSize` is always the current size when the
    /// hide reads it, and its `priorScrollIndicatorInsets` are always overwritten by the block
    /// that follows; see the hide).
    struct State: Hashable, Sendable {
        /// `priorInset`: the content inset saved at the first will-change-frame of a show.
        var priorInset = EdgeInsets.zero
        /// `keyboardVisible`: whether a show was handled and no hide since.
        var keyboardVisible = false
        /// `keyboardRect`: the last keyboard end frame in the instance's coordinates as they were
        /// at that notification; zero once a will-hide cleared it.
        var keyboardRect = Rect.zero
    }

    /// The instances, in the tree's order.
    let instances: [ViewID]
    /// Each instance's state once it handled a notification.
    var states: [ViewID: State] = [:]
    /// The last keyboard notification received.
    var keyboard: KeyboardEvent?
    /// The first responder of the last event (a begin editing is a change of it to a field).
    var focus: ViewID?
    let defaultAnimation: Animation

    /// The model for `tree` as it first appears: its instances are the nearest scroll views
    /// above its text inputs.
    /// - Throws: `AdapterError.noHostView` when the tree has no view controller's root view.
    public init(tree: ViewTree, configuration: Configuration = Configuration()) throws(AdapterError) {
        _ = try TreeReading(tree: tree)
        let hosts = Set(tree.nodes.filter(\.kind.isTextInput).compactMap { Self.scrollView(above: $0.id, in: tree) })
        instances = tree.nodes.map(\.id).filter(hosts.contains)
        defaultAnimation = configuration.defaultAnimation
    }

    /// The nearest scroll view above `view`.
    static func scrollView(above view: ViewID, in tree: ViewTree) -> ViewID? {
        tree.ancestors(of: view).first { tree[$0]?.kind.scroll != nil }
    }

    /// Handles one event: the text-did-begin-editing notification when the first responder
    /// changed to a field (`scrollToActiveTextField`), then the keyboard notification's
    /// handlers, each instance in turn. The decision reports the focused field's scroll view.
    public mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        try step(event, in: &tree)
    }

    func reportedScrollView(in tree: ViewTree) -> ViewID? {
        tree.firstResponder.flatMap { Self.scrollView(above: $0, in: tree) }
    }

    /// One keyboard notification: kept for the decision, then its handlers, each on every
    /// instance, then the blocks the will-change-frame handlers dispatched. UIKit posts the
    /// will-change-frame and the will-hide of one change together, and each block waits 0.01 s
    /// (1.3.5, `TPKeyboardAvoiding_keyboardWillShow:`, `dispatch_after`), so every handler of
    /// the change runs before any block: at a hide, the blocks find the keyboard rect cleared
    /// and the prior insets back, and each instance kept its keyboard rect before any scrolled.
    mutating func notified(_ event: KeyboardEvent, _ tree: inout ViewTree) throws(ViewTreeError) {
        keyboard = event
        var dispatched: [ViewID] = []
        for handler in UIKitAssumptions.handlers(for: event.phase) {
            for view in instances {
                switch handler {
                case .willChangeFrame:
                    if try keyboardWillChangeFrame(event, on: view, &tree) { dispatched.append(view) }
                case .willHide: try keyboardWillHide(event, on: view, &tree)
                }
            }
        }
        for view in dispatched { try insetAndScroll(view, &tree) }
    }

    /// What it reads: the live tree as it is.
    public func scene(of tree: ViewTree) throws(AdapterError) -> Scene { try TreeReading(tree: tree).scene }
}
