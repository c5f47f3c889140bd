import AvoidCore

/// One view as a description prints it: `<UITextField: 0x16e8fbd0; frame = (8 141; 304 30); ...>`
/// with its depth (the number of `|` before it) and the properties that matter to keyboard
/// avoidance. Everything else the line prints is read for form only.
public struct DescribedView: Hashable, Sendable {
    /// The 1-based line of the text that prints it (the first, for a text spanning lines).
    public var line: Int
    /// How many `|` (or `+`) marks precede it.
    public var depth: Int
    /// The index of its superview in `ViewDescription.views`; `nil` for a root.
    public var parent: Int?
    /// The class, as printed (`Module.Name` for Swift classes).
    public var className: String
    /// `baseClass = ...`: the UIKit class of a class that is not UIKit's own.
    public var baseClass: String?
    /// The object's address (`0x16e8fbd0`).
    public var address: String
    /// `frame = (x y; w h)`: the layer's bounding box in the superview's coordinates.
    public var frame: Rect
    /// `transform = [a, b, c, d, tx, ty]`, when the view has one.
    public var transform: [Double]?
    /// `hidden = YES`.
    public var isHidden = false
    /// `alpha = ...`, when not 1.
    public var alpha: Double?
    /// `userInteractionEnabled = NO` prints as `false`.
    public var isUserInteractionEnabled = true
    /// `contentOffset: {x, y}` (every scroll view, text view and field editor).
    public var contentOffset: Point?
    /// `contentSize: {w, h}` (from iOS 8).
    public var contentSize: Size?
    /// `adjustedContentInset: {top, left, bottom, right}` (from iOS 11).
    public var adjustedContentInset: EdgeInsets?
    /// Whether `adjustedContentInset` is followed by iOS 26's `topEdge=<...>`.
    public var printsTopEdge = false
    /// Whether a table's `dataSource:` is printed.
    public var printsDataSource = false
    /// Whether a collection view's `layout:` or `collectionViewLayout:` is printed.
    public var printsLayout = false
    /// Whether a cut mark (`...`) comes between this view and the one printed before it.
    public var followsCut = false

    /// Whether the class, or the UIKit class it is built on, is `name`.
    public func isKind(of name: String) -> Bool { className == name || baseClass == name }
}
