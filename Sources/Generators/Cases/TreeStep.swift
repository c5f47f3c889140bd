import AvoidCore
import ViewTree

/// One thing that happens to a screen: a keyboard notification, the view appearing or
/// disappearing, or something the app or its user does to the views.
public enum TreeStep: Hashable, Sendable, Codable {
    /// One of the six keyboard notifications.
    case keyboard(KeyboardEvent)
    /// The view appears: `willAppear` then `didAppear`.
    case appear
    /// The view is about to appear (`viewWillAppear`), and UIKit then puts it into its window: a
    /// returning screen that focuses its field as it appears has the keyboard's show posted
    /// before `didAppear`.
    case willAppear
    /// The view has appeared (`viewDidAppear`).
    case didAppear
    /// The view disappears.
    case disappear
    /// The user taps a field (begin editing), or editing ends (`nil`).
    case focus(ViewID?)
    /// A text view's caret moves.
    case caret(ViewID, Rect)
    /// The app moves one edge of a scroll view's `contentInset` by `by` points from its own value.
    case inset(ViewID, Edge, by: Double)
    /// The user scrolls a scroll view to an offset.
    case scroll(ViewID, to: Point)
    /// The user puts a finger on a scroll view and drags it to an offset, or only touches it
    /// (`nil`: the offset it has, the adapter's included); the finger stays on it. With the
    /// keyboard's dismiss mode `.onDrag` UIKit ends editing and hides the keyboard from here.
    case drag(ViewID, to: Point?)
    /// The user flicks a scroll view: the finger leaves it and it glides on to an offset, still
    /// moving (decelerating).
    case flick(ViewID, to: Point)
    /// The user lets go of a scroll view and it comes to rest where it is.
    case letGo(ViewID)
    /// The app sets a view's transform.
    case transform(ViewID, Transform)
    /// The device turns or the window is resized: the views take the centres and sizes, and
    /// the screen and window, of `tree` (the same views laid out anew).
    case layout(ViewTree)
    /// The device turns or the window is resized, as UIKit does it around a view controller: the
    /// views inside `keeping` (and the screen and window) take the centres and sizes of `tree`,
    /// and `keeping`, the controller's root view, keeps its own until its container sets its
    /// frame (a `frame` step).
    case layoutInside(ViewTree, keeping: ViewID)
    /// The view's superview sets its `frame` (a container's layout pass, a presentation
    /// controller, the window on rotation): UIKit fits the transformed bounds to `frame`.
    case frame(ViewID, Rect)
    /// The user starts to swipe back (an interactive pop): `viewWillDisappear`, and the view
    /// stays in its window until the swipe ends.
    case popStarted
    /// The user lets go of the swipe before it completes: `viewWillAppear` and `viewDidAppear`.
    case popCancelled
    /// A view whose geometry no model can hold (a fake-infinite carousel: content ten million
    /// points wide) appears inside a view; the tree shows nothing of it.
    case hugeView(in: ViewID)
    /// The user selects text in a read-only text view inside a view: it becomes the first
    /// responder, no text input has the focus any longer.
    case selectReadOnlyText(in: ViewID)
    /// The app turns a view upside down (`transform.d` negative, as an inverted chat list is):
    /// the tree holds no flip, so it shows the view unflipped; a transform the app sets later
    /// replaces the flip.
    case flip(ViewID)
    /// The app scales a view to nothing along one axis (`transform.d` zero where an accordion
    /// section starts to open, `a` zero where a view grows from its side): the tree holds no zero
    /// scale, so it shows the view at its size; a transform the app sets later replaces it.
    case collapse(ViewID, Axis)
    /// A keyboard notification from another screen than the window's (iOS 16.1 on, the
    /// notification's object is the screen the keyboard appears on; Stage Manager on an external
    /// display): that keyboard covers nothing of this window.
    case keyboardOnAnotherScreen(KeyboardEvent)
    /// The view leaves its window, as `disappear`, after the app reset a scroll view in its own
    /// `viewWillDisappear` (its offset back to the top, or its content inset to zero): a change no
    /// notification tells an adapter of.
    case disappearResetting(ViewID, Reset)

    /// What an app resets of a scroll view as its screen leaves.
    public enum Reset: String, Hashable, Sendable, Codable, CaseIterable {
        /// `contentOffset` back to the top.
        case offset
        /// `contentInset` to zero.
        case inset
    }

    /// A direction in the plane.
    public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
        case horizontal, vertical
    }

    /// An edge of an inset.
    public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
        case top, left, bottom, right

        /// This edge's inset in `insets`.
        public func value(in insets: EdgeInsets) -> Double {
            switch self {
            case .top: return insets.top
            case .left: return insets.left
            case .bottom: return insets.bottom
            case .right: return insets.right
            }
        }

        /// Sets this edge of `insets` to `value`, leaving the others.
        public func set(_ value: Double, in insets: inout EdgeInsets) {
            switch self {
            case .top: insets.top = value
            case .left: insets.left = value
            case .bottom: insets.bottom = value
            case .right: insets.right = value
            }
        }
    }

    // The JSON names of what each step carries (Documentation/Using/ViewTrees.md), in place of `_0`, `_1`.
    enum KeyboardCodingKeys: String, CodingKey { case _0 = "event" }
    enum FocusCodingKeys: String, CodingKey { case _0 = "view" }
    enum CaretCodingKeys: String, CodingKey { case _0 = "view", _1 = "caret" }
    enum InsetCodingKeys: String, CodingKey { case _0 = "view", _1 = "edge", by }
    enum ScrollCodingKeys: String, CodingKey { case _0 = "view", to }
    enum DragCodingKeys: String, CodingKey { case _0 = "view", to }
    enum FlickCodingKeys: String, CodingKey { case _0 = "view", to }
    enum LetGoCodingKeys: String, CodingKey { case _0 = "view" }
    enum TransformCodingKeys: String, CodingKey { case _0 = "view", _1 = "transform" }
    enum LayoutCodingKeys: String, CodingKey { case _0 = "tree" }
    enum LayoutInsideCodingKeys: String, CodingKey { case _0 = "tree", keeping }
    enum FrameCodingKeys: String, CodingKey { case _0 = "view", _1 = "frame" }
    enum FlipCodingKeys: String, CodingKey { case _0 = "view" }
    enum CollapseCodingKeys: String, CodingKey { case _0 = "view", _1 = "axis" }
    enum KeyboardOnAnotherScreenCodingKeys: String, CodingKey { case _0 = "event" }
    enum DisappearResettingCodingKeys: String, CodingKey { case _0 = "view", _1 = "reset" }

    /// The event the adapter is given after this step.
    public var event: AdapterEvent {
        switch self {
        case .keyboard(let keyboard): return .keyboard(keyboard)
        case .appear, .didAppear: return .appear
        case .disappear, .disappearResetting: return .disappear
        case .focus, .caret, .inset, .scroll, .drag, .flick, .letGo, .transform, .layout, .layoutInside, .frame,
            .popStarted,
            .popCancelled, .hugeView, .selectReadOnlyText, .flip, .collapse, .keyboardOnAnotherScreen, .willAppear:
            return .treeChanged
        }
    }

    /// What the app writes for this step to its live views, and to its own view of them
    /// (`app`: the same views with nothing of the adapter's); `nil` for a keyboard or lifecycle
    /// step, or for a write that would leave the live value exactly as it is (which no adapter
    /// can see). An inset step writes one edge: the app's own value moved by `by`. A touch
    /// without a drag makes the offset on screen the user's, the adapter's included.
    public func edits(live: ViewTree, app: ViewTree) -> (live: ViewEdit, app: ViewEdit)? {
        let edit: ViewEdit
        var own = appEdit(app)
        switch self {
        case .drag(let id, nil):
            guard let offset = live[id]?.bounds.origin else { return nil }
            edit = .drag(id, offset)
            own = edit
        case .keyboard, .appear, .willAppear, .didAppear, .disappear, .popStarted, .popCancelled, .hugeView, .flip,
            .collapse, .keyboardOnAnotherScreen:
            return nil
        case .inset(let id, let edge, _):
            guard case .contentInset(_, let moved) = own, var inset = live[id]?.kind.scroll?.contentInset else {
                return nil
            }
            edge.set(edge.value(in: moved), in: &inset)
            edit = .contentInset(id, inset)
        default:
            guard let same = own else { return nil }
            edit = same
        }
        var changed = live
        guard (try? changed.apply(edit)) != nil, changed != live else { return nil }
        return (edit, own ?? edit)
    }

    /// The edit as the app's own view of its views sees it.
    private func appEdit(_ app: ViewTree) -> ViewEdit? {
        switch self {
        case .keyboard, .appear, .willAppear, .didAppear, .disappear, .popStarted, .popCancelled, .hugeView, .flip,
            .collapse, .keyboardOnAnotherScreen:
            return nil
        case .disappearResetting(let id, .offset):
            guard let node = app[id], node.kind.scroll != nil else { return nil }
            return .contentOffset(id, Point(x: node.bounds.minX, y: 0))
        case .disappearResetting(let id, .inset): return .contentInset(id, .zero)
        case .focus(let id): return .focus(id)
        case .selectReadOnlyText: return .focus(nil)
        case .frame(let id, let frame): return .frame(id, frame)
        case .caret(let id, let caret): return .caret(id, caret)
        case .scroll(let id, let offset): return .contentOffset(id, offset)
        case .drag(let id, let offset): return offset.map { .drag(id, $0) }
        case .flick(let id, let offset): return .drag(id, offset)
        case .letGo(let id): return .letGo(id)
        case .transform(let id, let transform): return .transform(id, transform)
        case .layout(let tree): return .layout(tree)
        case .layoutInside(let tree, let kept): return .layoutInside(tree, keeping: kept)
        case .inset(let id, let edge, let delta):
            guard var inset = app[id]?.kind.scroll?.contentInset else { return nil }
            edge.set(edge.value(in: inset) + delta, in: &inset)
            return .contentInset(id, inset)
        }
    }
}
