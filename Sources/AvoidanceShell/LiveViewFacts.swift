import AvoidCore
import ViewTree

/// What the shell reads of one live view: UIKit's properties, forwarded as they are.
public struct LiveViewFacts: Hashable, Sendable {
    /// What the view is, by its class and the traits that decide how it is read.
    public enum Role: Hashable, Sendable {
        /// Any other view.
        case view
        /// A `UITextField`; `inSearchBar` when UIKit's search bar owns it.
        case textField(inSearchBar: Bool)
        /// A `UITextView`: `isEditable`, and its scroll view's traits.
        case textView(isEditable: Bool, scroll: LiveScroll)
        /// A `UIScrollView`, `UITableView` or `UICollectionView`.
        case scrollView(LiveScroll)
        /// A `UINavigationBar`.
        case navigationBar
        /// A `UIToolbar`.
        case toolbar
        /// A `UITabBar`.
        case tabBar
    }

    /// The view's role.
    public var role: Role
    /// `center`, in the superview.
    public var center: Point
    /// `bounds` (a scroll view's origin is its content offset).
    public var bounds: Rect
    /// `transform`.
    public var transform: LiveTransform
    /// `isHidden`.
    public var isHidden: Bool
    /// Whether a view controller manages the view (`next is UIViewController`).
    public var isControllerRoot: Bool
    /// `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// `isFirstResponder`.
    public var isFirstResponder: Bool
    /// Whether the view keeps itself clear of the keyboard (a table or collection view
    /// controller's view, SwiftUI's hosting view, a view the app excluded): the shell leaves every
    /// text input in it alone.
    public var avoidsKeyboardItself: Bool
    /// How the view's controller is presented, for a view controller's root view; `nil` for any
    /// other view.
    public var presentation: LivePresentation?

    /// Creates the facts.
    public init(
        role: Role, center: Point, bounds: Rect, transform: LiveTransform, isHidden: Bool, isControllerRoot: Bool,
        safeAreaInsets: EdgeInsets, isFirstResponder: Bool, avoidsKeyboardItself: Bool,
        presentation: LivePresentation?
    ) {
        self.role = role
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.isHidden = isHidden
        self.isControllerRoot = isControllerRoot
        self.safeAreaInsets = safeAreaInsets
        self.isFirstResponder = isFirstResponder
        self.avoidsKeyboardItself = avoidsKeyboardItself
        self.presentation = presentation
    }
}

/// A scroll view's properties as UIKit has them.
public struct LiveScroll: Hashable, Sendable {
    /// The model's geometry: role, content size, insets, adjustment behaviour, bounces.
    public var geometry: ScrollGeometry
    /// `adjustedContentInset`: the content inset with what UIKit adds (the safe area as the
    /// adjustment behaviour decides, a table view controller's keyboard).
    public var adjustedContentInset: EdgeInsets
    /// `isTracking`: a finger is on it.
    public var isTracking: Bool
    /// `isDragging`: the finger has scrolled it.
    public var isDragging: Bool
    /// `isDecelerating`: a flick still carries it after the finger left.
    public var isDecelerating: Bool
    /// Its class's name (`String(describing: type(of:))`): UIKit's private scroll views start
    /// with an underscore.
    public var className: String

    /// Creates one.
    public init(
        geometry: ScrollGeometry, adjustedContentInset: EdgeInsets, isTracking: Bool, isDragging: Bool,
        isDecelerating: Bool, className: String
    ) {
        self.geometry = geometry
        self.adjustedContentInset = adjustedContentInset
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.className = className
    }

    /// Whether UIKit owns it, out of the app's reach: a compositional layout's orthogonal
    /// section (`_UICollectionViewOrthogonalScrollerEmbeddedScrollView`), a horizontal scroller a
    /// field's cell sits in. Its offset is UIKit's, and it is no container to reveal a field by.
    var isPrivateToUIKit: Bool { className.hasPrefix("_") }

    /// Whether the user is scrolling it: its offset is the user's until it rests.
    var isUserScrolling: Bool { isTracking || isDragging || isDecelerating }

    /// The geometry with UIKit's own part of the adjusted inset as UIKit reports it, so the model
    /// need not guess which behaviour UIKit applied (whether a scroll view counts as a
    /// controller's content, say).
    var reportedGeometry: ScrollGeometry {
        let app = geometry.contentInset
        var reported = geometry
        reported.systemInset = EdgeInsets(
            top: Self.part(adjustedContentInset.top, app.top), left: Self.part(adjustedContentInset.left, app.left),
            bottom: Self.part(adjustedContentInset.bottom, app.bottom),
            right: Self.part(adjustedContentInset.right, app.right))
        return reported
    }

    /// UIKit's part of one edge: the difference of two sums, which carries a rounding error that
    /// depends on the inset last written. Taken to a grid of 2⁻³⁰ pt, far finer than a pixel, so
    /// that a read after the shell's own write finds the same part as the read before it.
    static func part(_ adjusted: Double, _ app: Double) -> Double {
        let grid = 1_073_741_824.0
        return ((adjusted - app) * grid).rounded() / grid
    }
}
