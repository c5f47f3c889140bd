import AvoidCore
import ViewTree

/// A screen as apps build it, described abstractly so it fits any device: the window, the
/// container controller's bars, how the screen is presented, what holds the fields and any
/// transform the app set on its root view. `tree(on:)` builds the views.
public struct TreePlan: Hashable, Sendable {
    /// Where the window is on the screen.
    public enum Window: Hashable, Sendable {
        /// The whole screen.
        case fullScreen
        /// iPad Split View: a share of the width (percent), at the leading or trailing edge.
        case split(leading: Bool, percent: Int)
        /// An iPad Stage Manager window, moved off the screen's origin on both axes.
        case stageManager(x: Int, y: Int)
    }

    /// The bars of the controllers around the screen's view controller.
    public enum Chrome: Hashable, Sendable {
        /// No container controller.
        case none
        /// A navigation controller: translucent (the root view lies under the bar) or opaque
        /// (the root view starts below it), maybe with a large title and a toolbar.
        case navigation(translucent: Bool, largeTitle: Bool, toolbar: Bool)
        /// A tab bar controller, with a translucent navigation bar or without one.
        case tabs(navigation: Bool)
    }

    /// What holds the fields inside the root view.
    public enum Content: Hashable, Sendable {
        /// A stack of fields straight in the root view, its top at a percentage of the free height.
        /// A text view alone is a notes screen: it fills the root view, under the bars, and its
        /// text scrolls, `top` percent of the way down.
        case form(top: Int)
        /// A scroll view filling the root view.
        case scroll(ScrollPlan)
        /// A table or collection view (`role`) of `rows` cells, `rowHeight` tall, scrolled by a
        /// percentage; every `every`-th cell holds a text field in its content view.
        case table(role: ScrollGeometry.Role, rows: Int, rowHeight: Int, every: Int, scrolled: Int)
        /// A horizontally paging scroll view showing page `page`, which holds a vertical scroll view.
        case paged(pages: Int, page: Int, ScrollPlan)
        /// A vertical scroll view, scrolled by a percentage, holding a shorter one with the fields.
        case nested(outerScrolled: Int, ScrollPlan)
    }

    /// A vertical scroll view holding a stack of fields.
    public struct ScrollPlan: Hashable, Sendable {
        /// Its content-inset adjustment behaviour.
        public var adjustment: InsetAdjustmentBehavior
        /// Whether it is its view controller's content view.
        public var controllerContent: Bool
        /// Content height beyond the view's, in percent of it (0: not scrollable).
        public var extraContent: Int
        /// The offset, in percent of the scrollable range.
        public var scrolled: Int
        /// The stack's top, in percent of the free content height.
        public var fieldsTop: Int
        /// A bottom content inset the app set.
        public var appInset: Int
        /// How far it is scrolled sideways, in points: its content is then wider than it (0: not).
        public var sideways: Int

        /// Creates a plan.
        public init(
            adjustment: InsetAdjustmentBehavior, controllerContent: Bool, extraContent: Int, scrolled: Int,
            fieldsTop: Int, appInset: Int, sideways: Int = 0
        ) {
            self.adjustment = adjustment
            self.controllerContent = controllerContent
            self.extraContent = extraContent
            self.scrolled = scrolled
            self.fieldsTop = fieldsTop
            self.appInset = appInset
            self.sideways = sideways
        }
    }

    /// How the screen's view controller is presented.
    public enum Presentation: Hashable, Sendable {
        /// In its container, filling it.
        case inContainer
        /// An iPad form sheet over the container: its root view smaller and centred.
        case formSheet
        /// An iPad popover: a small root view at a position (percent of the free room).
        case popover(x: Int, y: Int)
    }

    /// A transform the app set on the root view.
    public enum AppTransform: Hashable, Sendable {
        case identity
        /// Moved by points, sideways and down (or up).
        case translation(Int, Int)
        /// Scaled about its centre, in percent.
        case scale(Int)
    }

    /// The device.
    public var device: DeviceSetup
    /// The window.
    public var window: Window
    /// The container controller's bars.
    public var chrome: Chrome
    /// In its container, as a form sheet or as a popover.
    public var presentation: Presentation
    /// What holds the fields.
    public var content: Content
    /// How many fields (at least one).
    public var fields: Int
    /// Whether the last field is a text view, and where its caret is (percent of its height).
    public var textViewCaret: Int?
    /// The root view's transform.
    public var transform: AppTransform
    /// `additionalSafeAreaInsets` the app set on its view controller, left and right, in points.
    public var sideInsets: Int
    /// Whether the root view also holds a hidden pane with a text field low on the screen: a
    /// collapsed section, or the hidden field a code-entry view types into. A focused field there
    /// is not on screen, so nothing may move for it.
    public var hiddenPane: Bool

    /// Creates a plan.
    public init(
        device: DeviceSetup, window: Window, chrome: Chrome, presentation: Presentation, content: Content, fields: Int,
        textViewCaret: Int?, transform: AppTransform, sideInsets: Int = 0, hiddenPane: Bool = false
    ) {
        self.device = device
        self.window = window
        self.chrome = chrome
        self.presentation = presentation
        self.content = content
        self.fields = fields
        self.textViewCaret = textViewCaret
        self.transform = transform
        self.sideInsets = sideInsets
        self.hiddenPane = hiddenPane
    }

    /// Whether the screen is a notes screen: one text view filling the root view, its text
    /// scrolling (`Content.form` with a text view alone).
    public var isNotesScreen: Bool {
        if case .form = content { return fields == 1 && textViewCaret != nil }
        return false
    }
}
