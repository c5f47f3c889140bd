import PropertyKit
import AvoidCore

/// An abstract screen layout: window arrangement, bars, fields placed in *zones* relative to the
/// keyboard the device will show, and at most one scroll container. A plan becomes a concrete
/// `Scene` for a device, so the same plan gives a consistent layout after rotation.
public struct LayoutPlan: Hashable, Sendable {
    public enum WindowPlan: Hashable, Sendable {
        case fullScreen
        /// iPad Split View: `thirds` of the width (1...2), on the right or the left.
        case split(thirds: Int, right: Bool)
        case slideOver
        /// Stage Manager: size and position as percentages of the free room.
        case stageManager(width: Int, height: Int, x: Int, y: Int)
    }

    public enum TopBar: Hashable, Sendable { case none, navigationBar, largeTitle }
    public enum BottomBar: Hashable, Sendable { case none, tabBar, toolbar }

    /// Where a field sits relative to the visible top `T` and the expected keyboard line `K`.
    public enum Zone: String, Hashable, Sendable, CaseIterable {
        case wellAbove, nearLine, straddling, underKeyboard, nearTop, tallerThanRoom
        /// The last thing in the content (a form's final field): at the end of its container's
        /// content, or at the bottom of the host view.
        case contentEnd
    }

    public struct FieldPlan: Hashable, Sendable {
        public var zone: Zone
        /// Position inside the zone, 0...100.
        public var position: Int
        public var height: Int
        /// `nil`: single-line field; otherwise a text view with the caret at this percentage of its height.
        public var caret: Int?
        public var keyboardDistance: Double?
        public var inContainer: Bool
    }

    public struct ContainerPlan: Hashable, Sendable {
        /// Height as a percentage of the room below the visible top (20...100).
        public var height: Int
        /// Content height as a multiple of the frame height, in percent (100...400).
        public var content: Int
        /// Scroll position, percentage of the scrollable range.
        public var offset: Int
        /// Whether the inset keeps the home-indicator area clear.
        public var insetForSafeArea: Bool
        /// Two containers side by side (fields alternate between them), so focus moves between
        /// containers; otherwise one full-width container.
        public var sideBySide: Bool = false
    }

    public var window: WindowPlan
    /// A child view controller inset from the window (a sheet or form), instead of the root view.
    public var hostInset: Bool
    public var topBar: TopBar
    public var bottomBar: BottomBar
    public var fields: [FieldPlan]
    public var container: ContainerPlan?
}
