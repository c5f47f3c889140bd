/// What the engine decided after one input: where things go, how to animate there, and
/// whether anything moved compared with the previous decision.
public struct Decision: Hashable, Sendable, Codable {
    /// Where the host view and the focused field's container go.
    public var placement: Placement
    /// How to animate there: the keyboard's own, or the configured default.
    public var animation: Animation
    /// Whether `placement` differs from the previous decision's. Animation alone never counts.
    public var changed: Bool
    /// How the current keyboard was classified (for logs, statistics and pictures).
    public var keyboard: KeyboardClass

    /// Creates a decision.
    public init(placement: Placement, animation: Animation, changed: Bool, keyboard: KeyboardClass) {
        self.placement = placement
        self.animation = animation
        self.changed = changed
        self.keyboard = keyboard
    }

    /// The host view's vertical offset: `0` or negative.
    @inlinable public var hostOffset: Double { placement.hostOffset }
    /// The adjusted container, if any.
    @inlinable public var scroll: ScrollAdjustment? { placement.scroll }
}
