import AvoidCore

/// What a `UIScrollView` (or table, collection view) has beyond a plain view. Its content
/// offset is the view's `bounds.origin`, as in UIKit.
public struct ScrollGeometry: Hashable, Sendable, Codable {
    /// Which kind of scroll view: descriptive (labels, pictures); the geometry decides.
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        case scroll, table, collection
    }

    /// A plain scroll view, a table view or a collection view.
    public var role: Role
    /// `contentSize`.
    public var contentSize: Size
    /// `contentInset`: what the app set, before the safe area is added.
    public var contentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets`: follows the bottom inset an adapter adds.
    public var indicatorInset: EdgeInsets
    /// `contentInsetAdjustmentBehavior`.
    public var adjustment: InsetAdjustmentBehavior
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal: Bool
    /// Whether the scroll view is the content view of a view controller shown by a navigation
    /// or tab bar controller (what `.automatic` looks at).
    public var isControllerContent: Bool
    /// What UIKit adds to `contentInset` to make `adjustedContentInset` (the safe area, and what a
    /// table view controller adds for the keyboard), as UIKit reported it: read from a live view or
    /// printed in a description. `nil`: the model works it out from the safe area and the
    /// adjustment behaviour (`adjustedInset(size:safeArea:)`). A change of `contentInset` keeps it,
    /// as UIKit adds the same part to the new inset.
    public var systemInset: EdgeInsets?
    /// `isScrollEnabled`: a scroll view the user cannot scroll (a self-sizing table inside a
    /// form) reveals nothing, since what it scrolled to could not be scrolled back; the nearest
    /// one above it does.
    public var isScrollEnabled: Bool
    /// Whether the user is scrolling it (`isTracking`, `isDragging` or `isDecelerating`: a finger
    /// on it, or a flick still carrying it): its offset is the user's until it comes to rest, and
    /// an adapter that wrote one there would stop the scroll under the finger.
    public var isUserScrolling: Bool

    /// Creates a scroll view's geometry; by default a plain scroll view with UIKit's defaults.
    public init(
        role: Role = .scroll, contentSize: Size, contentInset: EdgeInsets = .zero, indicatorInset: EdgeInsets = .zero,
        adjustment: InsetAdjustmentBehavior = .automatic, alwaysBounceVertical: Bool = false,
        alwaysBounceHorizontal: Bool = false, isControllerContent: Bool = false, systemInset: EdgeInsets? = nil,
        isScrollEnabled: Bool = true, isUserScrolling: Bool = false
    ) {
        self.role = role
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.indicatorInset = indicatorInset
        self.adjustment = adjustment
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.isControllerContent = isControllerContent
        self.systemInset = systemInset
        self.isScrollEnabled = isScrollEnabled
        self.isUserScrolling = isUserScrolling
    }

    /// `adjustedContentInset` for a scroll view of `size` with `safeArea` (its own safe-area
    /// insets), as Apple documents each behaviour. O(1).
    public func adjustedInset(size: Size, safeArea: EdgeInsets) -> EdgeInsets {
        let vertical: Bool
        let horizontal: Bool
        let scrollsVertically = contentSize.height > size.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > size.width || alwaysBounceHorizontal
        switch adjustment {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (isControllerContent || scrollsVertically, scrollsHorizontally)
        }
        var inset = contentInset
        if vertical {
            inset.top += safeArea.top
            inset.bottom += safeArea.bottom
        }
        if horizontal {
            inset.left += safeArea.left
            inset.right += safeArea.right
        }
        return inset
    }
}
