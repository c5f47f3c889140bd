/// Where things go: the host view's vertical offset and at most one container's adjustment.
/// A pure function of scene, keyboard and focus (see `AvoidanceEngine.placement`).
public struct Placement: Hashable, Sendable, Codable {
    /// The host view's vertical translation in points: `0` or negative (it moves up by `-hostOffset`).
    public var hostOffset: Double
    /// The one container adjusted, or `nil` when every container keeps its scene values.
    public var scroll: ScrollAdjustment?

    /// Creates a placement.
    public init(hostOffset: Double, scroll: ScrollAdjustment? = nil) {
        self.hostOffset = hostOffset
        self.scroll = scroll
    }

    /// Nothing moved: offset exactly 0 and every container as the scene has it.
    public static let rest = Placement(hostOffset: 0)

    /// The content inset `container` must have under this placement.
    public func contentInset(of container: ScrollContainer) -> EdgeInsets {
        scroll?.container == container.id ? scroll!.contentInset : container.contentInset
    }

    /// The content offset `container` must have under this placement.
    public func contentOffset(of container: ScrollContainer) -> Point {
        scroll?.container == container.id ? scroll!.contentOffset : container.contentOffset
    }
}
