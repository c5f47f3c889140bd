/// The content inset and offset the engine wants for one scroll container. Every container
/// a decision does not name keeps the inset and offset its scene gives.
public struct ScrollAdjustment: Hashable, Sendable, Codable {
    /// The container adjusted.
    public var container: ContainerID
    /// The full content inset to apply (the original plus the keyboard's overlap at the bottom).
    public var contentInset: EdgeInsets
    /// The content offset to apply.
    public var contentOffset: Point

    /// Creates an adjustment.
    public init(container: ContainerID, contentInset: EdgeInsets, contentOffset: Point) {
        self.container = container
        self.contentInset = contentInset
        self.contentOffset = contentOffset
    }
}
