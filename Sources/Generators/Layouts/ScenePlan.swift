import AvoidCore
import PropertyKit

/// An abstract screen layout: window arrangement, bars, fields placed in *zones* relative to the
/// keyboard the device will show, and at most one scroll container. A plan becomes a concrete
/// `Scene` for a device, so the same plan gives a consistent layout after rotation.
package struct ScenePlan: Hashable, Sendable {
    package enum WindowPlan: Hashable, Sendable {
        case fullScreen
        /// iPad Split View: `thirds` of the width (1...2), on the right or the left.
        case split(thirds: Int, right: Bool)
        case slideOver
        /// Stage Manager: size and position as percentages of the free room.
        case stageManager(width: Int, height: Int, x: Int, y: Int)
    }

    /// Where the host view (the view controller's view the engine shifts) sits in its window.
    package enum HostPlacement: Hashable, Sendable {
        /// The window's root view.
        case root
        /// A page sheet: 40 pt down, 90% of the height, full width.
        case sheet
        /// An iPad form sheet, 540 x 620 centred on the window (a sheet on phones).
        case formSheet
        /// A split view controller's secondary pane: right of a 320 pt primary column and a
        /// half-point separator.
        case splitDetail
        /// A 320 x 400 popover or child view controller, at percentages of the free room.
        case popover(x: Int, y: Int)
        /// A view whose bottom is exactly the top of the keyboard the device will show.
        case aboveKeyboard
    }

    package enum TopBar: Hashable, Sendable { case none, navigationBar, largeTitle }
    /// The bottom bars: none, a tab bar, a toolbar, or a navigation controller's toolbar above
    /// a tab bar (two bottom bars; the higher one is what a hardware keyboard's bar leaves).
    package enum BottomBar: Hashable, Sendable { case none, tabBar, toolbar, toolbarAboveTabBar }

    /// Where a field sits relative to the visible top `T` and the expected keyboard line `K`.
    package enum Zone: String, Hashable, Sendable, CaseIterable {
        case wellAbove, nearLine, straddling, underKeyboard, nearTop
        /// Taller than the room `B - T` under the predictive keyboard by its own height, by one
        /// point, or exactly as tall (`position` picks which), its top from `T` to 40 pt below.
        case tallerThanRoom
        /// The last thing in the content (a form's final field): at the end of its container's
        /// content (or 1, `d` or `d + 1` pt above it, `position` picks which), or at the bottom of
        /// the host view.
        case contentEnd
        /// Exactly on an edge, or one point either side: the bottom on `K - d` or on `K`, or the
        /// top on `T` (`position` picks which and the offset).
        case onEdge
        /// Scrolled partly or wholly above its container's visible region (near the top
        /// outside a container).
        case scrolledAbove
        /// Partly or wholly below its container's visible region, not yet scrolled to (under
        /// the keyboard outside a container).
        case scrolledBelow
        /// Exactly where the previous field is (two fields with one frame).
        case samePlaceAsPrevious
        /// A text view that scrolls itself, as tall as the room `B - T` under the predictive
        /// keyboard, or 1, 19 or 20 pt shorter or taller (a keyboard and one 20 pt taller then
        /// fall on both sides of the room's edge), its caret's top 2 pt above `T`, on it or 2 pt
        /// below (`position` picks the height and the caret's place; its caret at its top unless
        /// the plan places it).
        case roomEdge
    }

    package struct FieldPlan: Hashable, Sendable {
        package var zone: Zone
        /// Position inside the zone, 0...100.
        package var position: Int
        package var height: Int
        /// `nil`: single-line field; otherwise a text view with the caret at this percentage of its height.
        package var caret: Int?
        package var keyboardDistance: Double?
        package var inContainer: Bool
    }

    package struct ContainerPlan: Hashable, Sendable {
        /// Height as a percentage of the room below the visible top (20...100).
        package var height: Int
        /// Content height as a multiple of the frame height, in percent (0...400: 0 is an empty
        /// scroll view, below 100 content smaller than the frame).
        package var content: Int
        /// Scroll position, percentage of the scrollable range.
        package var offset: Int
        /// Whether the inset keeps the home-indicator area clear.
        package var insetForSafeArea: Bool

        /// Two containers side by side (fields alternate between them), so focus moves between
        /// containers; otherwise one full-width container.
        package var sideBySide: Bool = false
        /// Horizontal scrolling, in percent of the frame's width: content that much wider and
        /// scrolled by as much (0: no horizontal scrolling; 100: a paged view on its second page).
        package var horizontal: Int = 0
        /// The top content inset, in percent of the frame's height: 0 mostly; a bar's worth
        /// for content scrolling under a translucent bar; 100 leaves no clear region at all.
        package var insetTop: Int = 0
        /// Which page of a pager the containers are on: 0 in the host view; -1 the page to its
        /// left and 1 the one to its right, as mid-swipe, when the focused field's page has slid
        /// out beside the keyboard.
        package var page: Int = 0
        /// Whether the container starts at the host view's top, under the top bars (content
        /// scrolling under a translucent bar), rather than below them.
        package var underTopBar: Bool = false
    }

    package var window: WindowPlan
    package var host: HostPlacement
    package var topBar: TopBar
    package var bottomBar: BottomBar
    package var fields: [FieldPlan]
    package var container: ContainerPlan?
}
