/// The part of the host view a keyboard covers, in host-view coordinates.
public struct Obstruction: Hashable, Sendable {
    /// The keyboard's visible frame clipped to the screen, the window and the host view.
    public var rect: Rect
    /// The keyboard line `K`: the highest covered y, lowered to the top of any bottom bar the
    /// keyboard leaves visible (a tab bar above a hardware keyboard's 55 pt bar still hides).
    public var line: Double
    /// Whether it is an undocked (floating or split) keyboard being followed: it obstructs only
    /// a field it actually covers, since moving everything below it up would hide that behind it.
    public var isFloating: Bool

    /// The obstruction of a keyboard end frame (screen coordinates) for a scene, or `nil` when
    /// the keyboard does not cover the host view (hidden, zero, undocked unless followed,
    /// or beside the host view). Cost: O(bars).
    public init?(keyboard frame: Rect?, scene: Scene, followingUndocked: Bool) {
        guard let frame else { return nil }
        self.init(
            keyboard: frame, screen: scene.screen, window: scene.window, hostFrame: scene.hostFrame,
            bottomBarTop: scene.bottomBarTop, followingUndocked: followingUndocked)
    }

    /// The same from the scene's parts, so the engine's hot path never copies a scene.
    @inlinable init?(
        keyboard frame: Rect, screen: Size, window: Rect, hostFrame: Rect, bottomBarTop: Double?,
        followingUndocked: Bool
    ) {
        self.init(
            keyboard: frame, kind: KeyboardClass(endFrame: frame, screen: screen, window: window), screen: screen,
            window: window, hostFrame: hostFrame, bottomBarTop: bottomBarTop, followingUndocked: followingUndocked)
    }

    /// The same for a frame already classified as `kind`.
    @inlinable init?(
        keyboard frame: Rect, kind: KeyboardClass, screen: Size, window: Rect, hostFrame: Rect, bottomBarTop: Double?,
        followingUndocked: Bool
    ) {
        guard kind.obstructs(followingUndocked: followingUndocked),
            // A followed keyboard reaching the top of the screen (seen while dragging) cannot be
            // avoided by moving anything up.
            kind != .undocked || frame.minY > 0,
            let onScreen = frame.intersection(Rect(origin: .zero, size: screen)),
            let inWindow = onScreen.intersection(window)
        else { return nil }
        let inHost = inWindow.offsetBy(dx: -(window.minX + hostFrame.minX), dy: -(window.minY + hostFrame.minY))
        guard let covered = inHost.intersection(Rect(origin: .zero, size: hostFrame.size)) else { return nil }
        rect = covered
        line = covered.minY
        isFloating = kind == .undocked
        if !isFloating, let barTop = bottomBarTop, barTop < line { line = barTop }
    }

    /// Whether the obstruction overlaps `other` horizontally (vertical extent ignored).
    @inlinable public func overlapsHorizontally(_ other: Rect) -> Bool {
        rect.minX < other.maxX && other.minX < rect.maxX
    }
}
