import AvoidCore
import TreeAvoidance
import ViewTree

/// A model of IQKeyboardManager's *published algorithm* (8.0.2, or 6.5.16 as a variant) on the
/// view-tree model, as the reference `Documentation/References/iqkeyboardmanager.md` describes it
/// step by step; not that library's code. Comments name the reference's sections (§).
///
/// Unlike `TreeAvoidance` it keeps history: the root view's begin origin and safe area, the
/// scroll view's saved inset and offset, the text view's saved inset, the last keyboard height
/// and event. Every adjust reads the *current* (already moved) tree, moves the screen
/// controller's root view by its frame origin (not a transform) and scrolls every enclosing
/// scroll view, innermost first.
public struct IQKeyboardManager: PeerAdapter {
    /// §4: what is captured at begin editing for the moved view.
    struct RootConfiguration: Hashable, Sendable {
        var view: ViewID
        var beginOrigin: Point
        /// `beginSafeAreaInsets.bottom`: `s` of §3.3.
        var beginSafeBottom: Double
        var isPortrait: Bool
    }

    /// §3.6: the scroll view adjusted and its values when first adjusted.
    struct ScrollConfiguration: Hashable, Sendable {
        var view: ViewID
        var contentInset: EdgeInsets
        var contentOffset: Point
        var indicatorInset: EdgeInsets
    }

    /// §3.9: the text view inset and its values before.
    struct TextViewConfiguration: Hashable, Sendable {
        var view: ViewID
        var contentInset: EdgeInsets
        var indicatorInset: EdgeInsets
    }

    /// §5: the last event sent.
    enum Event: Hashable, Sendable { case show, change, hide }

    /// The options.
    public let options: IQKeyboardManagerOptions
    let distance: Double
    let defaultAnimation: Animation
    var root: RootConfiguration?
    var scroll: ScrollConfiguration?
    var textView: TextViewConfiguration?
    var lastEvent = Event.hide
    /// The last keyboard notification kept (§5), and the height last acted on.
    var keyboard: KeyboardEvent?
    var actedHeight = 0.0
    /// The field of the last begin editing.
    var focus: ViewID?
    /// v6 only: the end frame stored at will-show, zero after a hide (§3.12, §5 v6 flow).
    var storedFrame = Rect.zero
    var isShowing = false

    /// The model for `tree` as it first appears; nothing is captured until a field begins editing.
    /// - Throws: `AdapterError.noHostView` when the tree has no view controller's root view.
    public init(
        tree: ViewTree, configuration: Configuration = Configuration(),
        options: IQKeyboardManagerOptions = IQKeyboardManagerOptions()
    ) throws(AdapterError) {
        _ = try TreeReading(tree: tree)
        self.options = options
        distance = configuration.keyboardDistance
        defaultAnimation = configuration.defaultAnimation
    }

    /// Handles one event (§5): a begin editing first when the first responder changed, then the
    /// keyboard notification; the scroll view reported is the one adjusted.
    public mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        try step(event, in: &tree)
    }

    func reportedScrollView(in tree: ViewTree) -> ViewID? { scroll?.view }

    /// What it reads: the live tree as it is, its own moves included (§3: every step reads the
    /// current geometry).
    public func scene(of tree: ViewTree) throws(AdapterError) -> Scene { try TreeReading(tree: tree).scene }
}
