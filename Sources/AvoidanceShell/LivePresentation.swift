/// How UIKit presents the view controller whose root view a view is: what tells a sheet that
/// UIKit moves itself when the keyboard shows.
public struct LivePresentation: Hashable, Sendable {
    /// `modalPresentationStyle`, as far as the shell tells them apart.
    public enum Style: Hashable, Sendable {
        /// `.formSheet`.
        case formSheet
        /// `.pageSheet`.
        case pageSheet
        /// `.automatic`: a page sheet for UIKit's own controllers from iOS 13.
        case automatic
        /// Any other style (full screen, popover, custom, over the current context).
        case other
    }

    /// A trait collection's horizontal size class.
    public enum SizeClass: Hashable, Sendable {
        case compact, regular, unspecified
    }

    /// The controller's `modalPresentationStyle`.
    public var style: Style
    /// Whether another controller presents it or its parent (`presentingViewController != nil`).
    public var hasPresentingController: Bool
    /// Whether it is a child of another controller (`parent != nil`): then a parent is what is presented.
    public var hasParent: Bool
    /// Its `traitCollection.horizontalSizeClass`.
    public var horizontalSizeClass: SizeClass

    /// Creates one.
    public init(style: Style, hasPresentingController: Bool, hasParent: Bool, horizontalSizeClass: SizeClass) {
        self.style = style
        self.hasPresentingController = hasPresentingController
        self.hasParent = hasParent
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Whether UIKit moves the presented view itself so the keyboard leaves it clear: a form or
    /// page sheet presented in a regular-width environment (an iPad's), which slides up as the
    /// keyboard shows (freshOS/KeyboardLayoutGuide #43; a second avoider pushes it off screen,
    /// IQKeyboardManager #909). In a compact width a sheet is the iPhone's card, left to the app.
    var movesForTheKeyboard: Bool {
        hasPresentingController && !hasParent && horizontalSizeClass == .regular && style != .other
    }
}
