import AvoidCore
import ViewTree

/// What the shell writes to one live view: only the properties it changes.
public struct LiveWrite: Hashable, Sendable {
    /// The view's new `transform`.
    public var transform: LiveTransform?
    /// The view's new `center`: put back where a frame assignment moved it.
    public var center: Point?
    /// A scroll view's new `contentInset`.
    public var contentInset: EdgeInsets?
    /// A scroll view's new `verticalScrollIndicatorInsets`.
    public var indicatorInset: EdgeInsets?
    /// A scroll view's new `contentOffset`.
    public var contentOffset: Point?

    /// Creates a write.
    public init(
        transform: LiveTransform? = nil, center: Point? = nil, contentInset: EdgeInsets? = nil,
        indicatorInset: EdgeInsets? = nil, contentOffset: Point? = nil
    ) {
        self.transform = transform
        self.center = center
        self.contentInset = contentInset
        self.indicatorInset = indicatorInset
        self.contentOffset = contentOffset
    }
}
