/// A scroll view (or table, collection view) that can reveal a field by scrolling.
public struct ScrollContainer: Hashable, Sendable, Codable {
    /// Stable identity, unique in its scene.
    public var id: ContainerID
    /// The frame in host-view coordinates.
    public var frame: Rect
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The content offset the app has set (the engine's starting point; never drifted).
    public var contentOffset: Point
    /// The content inset the app has set: what the engine restores on hide.
    public var contentInset: EdgeInsets

    /// Creates a scroll container.
    public init(
        id: ContainerID, frame: Rect, contentSize: Size, contentOffset: Point = .zero,
        contentInset: EdgeInsets = .zero
    ) {
        self.id = id
        self.frame = frame
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
    }
}
