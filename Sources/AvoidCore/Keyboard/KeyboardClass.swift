/// What a keyboard end frame means for the host view (see Documentation/Using/AvoidCore.md, "Keyboard classes").
public enum KeyboardClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// A software keyboard docked at the bottom of the screen, spanning the window's width.
    case docked
    /// A hardware keyboard: a frame reaching below the screen, of which only a bar
    /// (the shortcut bar or the input accessory view) is visible.
    case hardwareBar
    /// An iPad keyboard that is floating, split or undocked, or a full-height frame while
    /// dragging: narrower than the window, not touching the bottom, or reaching the top.
    case undocked
    /// A frame of zero width or height: no obstruction.
    case zero
    /// No keyboard: hidden, or a frame entirely below the screen.
    case hidden

    /// How far a frame may miss an edge and still count as touching it, in points.
    public static let edgeTolerance = 1.0

    /// Classifies a keyboard end frame (screen coordinates) against the scene's screen and window.
    /// Cost: O(1).
    @inlinable public init(endFrame frame: Rect?, scene: Scene) {
        guard let frame else {
            self = .hidden
            return
        }
        self.init(endFrame: frame, screen: scene.screen, window: scene.window)
    }

    /// Classifies an end frame against a screen size and a window frame (screen coordinates).
    @inlinable public init(endFrame frame: Rect, screen: Size, window: Rect) {
        let screenHeight = screen.height
        let tolerance = Self.edgeTolerance
        if frame.width <= 0 || frame.height <= 0 {
            self = .zero
        } else if frame.minY >= screenHeight {
            self = .hidden
        } else if frame.maxY < screenHeight - tolerance || frame.minY <= 0
            // Spanning the window's visible part: a window may reach past the screen's edge.
            || frame.minX > Swift.max(window.minX, 0) + tolerance
            || frame.maxX < Swift.min(window.maxX, screen.width) - tolerance
        {
            self = .undocked
        } else if frame.maxY > screenHeight + tolerance {
            self = .hardwareBar
        } else {
            self = .docked
        }
    }

    /// Whether a keyboard of this class obstructs the host view under the configuration.
    @inlinable public func obstructs(followingUndocked: Bool) -> Bool {
        switch self {
        case .docked, .hardwareBar: return true
        case .undocked: return followingUndocked
        case .zero, .hidden: return false
        }
    }
}
