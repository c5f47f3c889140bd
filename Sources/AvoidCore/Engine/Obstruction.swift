/// The part of the host view a keyboard covers, in host-view coordinates.
public struct Obstruction: Hashable, Sendable {
    /// The keyboard's visible frame clipped to the screen, the window and the host view.
    public var rect: Rect
    /// The keyboard line `K`: the highest covered y, lowered to the top of any bottom bar the
    /// keyboard leaves visible (a tab bar above a hardware keyboard's 55 pt bar still hides).
    public var line: Double

    /// The obstruction of a keyboard end frame (screen coordinates) for a scene, or `nil` when
    /// the keyboard does not cover the host view (hidden, zero, undocked unless followed,
    /// or beside the host view). Cost: O(bars).
    @inlinable public init?(keyboard frame: Rect?, scene: Scene, followingUndocked: Bool) {
        guard let frame,
            KeyboardClass(endFrame: frame, scene: scene).obstructs(followingUndocked: followingUndocked),
            let onScreen = frame.intersection(scene.screenBounds),
            let inWindow = onScreen.intersection(scene.window)
        else { return nil }
        guard let covered = scene.hostRect(fromScreen: inWindow).intersection(scene.hostBounds) else {
            return nil
        }
        rect = covered
        line = covered.minY
        if let barTop = scene.bottomBarTop, barTop < line { line = barTop }
    }

    /// Whether the obstruction overlaps `other` horizontally (vertical extent ignored).
    @inlinable public func overlapsHorizontally(_ other: Rect) -> Bool {
        rect.minX < other.maxX && other.minX < rect.maxX
    }
}
