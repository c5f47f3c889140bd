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
    /// Whether the new offset is scrolled to (`setContentOffset(_:animated: true)`) rather than
    /// set within the keyboard's animation: a table's or collection view's cells that end off
    /// screen vanish as soon as an animated offset change begins.
    public var scrollsToOffset = false

    /// A write of nothing, to fill in.
    public init() {}
}
