/// A bar owned by a container controller: it stays put when the host view shifts.
public struct Bar: Hashable, Sendable, Codable {
    /// What the bar is; decides whether it limits the top or the bottom of the visible area.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case navigationBar, largeTitle, tabBar, toolbar

        /// Whether the bar sits at the top (navigation bar, large title).
        public var isTop: Bool { self == .navigationBar || self == .largeTitle }
    }

    /// Which bar.
    public var kind: Kind
    /// The bar's frame in host-view coordinates (unshifted).
    public var frame: Rect

    /// Creates a bar.
    public init(kind: Kind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}
