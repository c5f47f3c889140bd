/// Everything the engine needs to know about the screen and the view it shifts, in its
/// *unshifted* state. Decisions are always computed from this base geometry.
///
/// Coordinates: the window frame is in screen coordinates; the host view's frame is in window
/// coordinates; bars, containers and free-standing fields are in host-view coordinates; a
/// field inside a container is in that container's content coordinates.
public struct Scene: Hashable, Sendable, Codable {
    /// How the window shares the screen. Descriptive only: the geometry decides.
    public enum WindowMode: String, Hashable, Sendable, Codable, CaseIterable {
        case fullScreen, splitView, slideOver, stageManager
    }

    /// The screen's size in points; its bounds are `(0, 0, width, height)`.
    public var screen: Size
    /// The screen's safe-area insets (status bar, notch, home indicator).
    public var screenSafeArea: EdgeInsets
    /// The window's frame in screen coordinates.
    public var window: Rect
    /// How the window shares the screen (full screen, split, slide over, stage manager).
    public var windowMode: WindowMode
    /// The host view's frame in window coordinates: the view the engine shifts.
    public var hostFrame: Rect
    /// The host view's safe-area insets (including any top bar the system accounts for).
    public var hostSafeArea: EdgeInsets
    /// Navigation bars, large titles, tab bars and toolbars, in host-view coordinates.
    public var bars: [Bar]
    /// The text inputs, in a stable order.
    public var fields: [Field]
    /// The scroll containers, in a stable order.
    public var containers: [ScrollContainer]

    /// Creates a scene. The window defaults to the whole screen and the host view to the
    /// whole window.
    public init(
        screen: Size, screenSafeArea: EdgeInsets = .zero, window: Rect? = nil,
        windowMode: WindowMode = .fullScreen, hostFrame: Rect? = nil,
        hostSafeArea: EdgeInsets? = nil, bars: [Bar] = [], fields: [Field] = [],
        containers: [ScrollContainer] = []
    ) {
        let window = window ?? Rect(origin: .zero, size: screen)
        self.screen = screen
        self.screenSafeArea = screenSafeArea
        self.window = window
        self.windowMode = windowMode
        self.hostFrame = hostFrame ?? Rect(origin: .zero, size: window.size)
        self.hostSafeArea = hostSafeArea ?? screenSafeArea
        self.bars = bars
        self.fields = fields
        self.containers = containers
    }

    /// The screen's bounds, `(0, 0, width, height)`.
    @inlinable public var screenBounds: Rect { Rect(origin: .zero, size: screen) }

    /// The host view's bounds in its own coordinates.
    @inlinable public var hostBounds: Rect { Rect(origin: .zero, size: hostFrame.size) }

    /// The visible top `T` in host-view coordinates: the larger of the safe-area top and the
    /// bottom of any top bar. Fields are never moved above it.
    @inlinable public var visibleTop: Double {
        var top = hostSafeArea.top
        for bar in bars where bar.kind.isTop { top = Swift.max(top, bar.frame.maxY) }
        return top
    }

    /// The top of the highest bottom bar (tab bar, toolbar) in host-view coordinates, or `nil`.
    @inlinable public var bottomBarTop: Double? {
        var top: Double? = nil
        for bar in bars where !bar.kind.isTop { top = Swift.min(top ?? bar.frame.minY, bar.frame.minY) }
        return top
    }

    /// The field with `id`, if the scene has one. Linear: scenes hold tens of fields.
    @inlinable public func field(_ id: FieldID) -> Field? {
        for field in fields where field.id == id { return field }
        return nil
    }

    /// The index of the field with `id`, if any.
    @inlinable public func fieldIndex(_ id: FieldID) -> Int? {
        fields.firstIndex { $0.id == id }
    }

    /// The container with `id`, if the scene has one.
    @inlinable public func container(_ id: ContainerID) -> ScrollContainer? {
        for container in containers where container.id == id { return container }
        return nil
    }

    /// Converts a rectangle from screen coordinates to host-view coordinates.
    @inlinable public func hostRect(fromScreen rect: Rect) -> Rect {
        rect.offsetBy(dx: -(window.minX + hostFrame.minX), dy: -(window.minY + hostFrame.minY))
    }
}
