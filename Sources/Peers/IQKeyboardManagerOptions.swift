/// What the model of IQKeyboardManager's published algorithm can be told, beyond AvoidKit's
/// `Configuration` (whose `keyboardDistance` stands for IQKeyboardManager's global
/// `keyboardDistance`, default 10 in both).
public struct IQKeyboardManagerOptions: Hashable, Sendable {
    /// The published algorithm modelled.
    public enum Version: String, Hashable, Sendable, CaseIterable {
        /// 8.0.2 (the reference's main subject).
        case v8 = "8.0.2"
        /// 6.5.16, the differences of the reference's §3.12 that change geometry or events: the
        /// raw keyboard frame (no normalisation, `kbOrig` intersected with the window), no
        /// truncation of the move, and only will-show and will-hide observed (§5, v6 flow).
        case v6 = "6.5.16"
    }

    /// Which version.
    public var version: Version
    /// `iq.restoreContentOffset` of every scroll view (default false: a scrolled offset stays
    /// after the hide, §4 restore step 2).
    public var restoreContentOffset: Bool

    /// The options; by default 8.0.2 with its defaults.
    public init(version: Version = .v8, restoreContentOffset: Bool = false) {
        self.version = version
        self.restoreContentOffset = restoreContentOffset
    }
}
