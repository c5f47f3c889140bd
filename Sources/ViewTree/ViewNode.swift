import AvoidCore

/// One view of a `ViewTree`, with the geometry UIKit keeps for it: `center` in the superview,
/// `bounds` (whose origin is a scroll view's content offset) and `transform` about the centre.
/// Like UIKit, it stores no frame: `frame` is derived, and with a transform only its bounding box.
public struct ViewNode: Hashable, Sendable, Codable {
    /// Stable identity, unique in its tree.
    public var id: ViewID
    /// The superview, or `nil` for a subview of the window.
    public var parent: ViewID?
    /// What the view is.
    public var kind: ViewKind
    /// `center`, in the superview's coordinates.
    public var center: Point
    /// `bounds`: the origin of the view's own coordinates and its size.
    public var bounds: Rect
    /// `transform`, about the centre.
    public var transform: Transform
    /// `isHidden`: a hidden view, and everything in it, is not on screen.
    public var isHidden: Bool
    /// Whether the view is a view controller's root view (what an adapter shifts by default).
    public var isControllerRoot: Bool
    /// The safe-area insets the view's controller adds on top of what it inherits: the bars of
    /// its navigation or tab bar controller and `additionalSafeAreaInsets`.
    public var additionalSafeArea: EdgeInsets
    /// Whether the view keeps itself clear of the keyboard, and every text input in it: UIKit's
    /// own avoiders (a table or collection view controller's view, SwiftUI's hosting view) and
    /// the views an app excludes. An adapter leaves what is in it alone.
    public var avoidsKeyboardItself: Bool

    /// Creates a view from the frame it has with no transform; `boundsOrigin` is a scroll
    /// view's content offset.
    public init(
        id: ViewID, parent: ViewID?, kind: ViewKind = .view, frame: Rect, boundsOrigin: Point = .zero,
        transform: Transform = .identity, isHidden: Bool = false, isControllerRoot: Bool = false,
        additionalSafeArea: EdgeInsets = .zero, avoidsKeyboardItself: Bool = false
    ) {
        self.id = id
        self.parent = parent
        self.kind = kind
        self.center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        self.bounds = Rect(origin: boundsOrigin, size: frame.size)
        self.transform = transform
        self.isHidden = isHidden
        self.isControllerRoot = isControllerRoot
        self.additionalSafeArea = additionalSafeArea
        self.avoidsKeyboardItself = avoidsKeyboardItself
    }

    /// The map from the view's own coordinates to its superview's: `center + transform(p - the
    /// bounds' centre)`. O(1).
    public var toSuperview: Transform {
        let midX = bounds.minX + bounds.width / 2
        let midY = bounds.minY + bounds.height / 2
        return Transform(
            scaleX: transform.scaleX, scaleY: transform.scaleY,
            translationX: center.x - transform.scaleX * midX + transform.translationX,
            translationY: center.y - transform.scaleY * midY + transform.translationY)
    }

    /// `frame`: the bounding box of the bounds in the superview. O(1).
    public var frame: Rect { toSuperview.apply(to: bounds) }
}
