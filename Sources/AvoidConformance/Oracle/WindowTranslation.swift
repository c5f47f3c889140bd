import AvoidCore
import Generators

/// Moves the window, and every keyboard frame with it, by `(dx, dy)` on a screen that grows by
/// the same amount: the app's own view of the world is unchanged, so no decision may change.
struct WindowTranslation {
    var dx: Double
    var dy: Double

    /// The translation used for `scenario`: a keyboard frame at the very top of the screen is
    /// special (seen while dragging), and moving it down would change its meaning, so such
    /// scenarios move sideways only.
    func fitted(to scenario: Scenario) -> WindowTranslation {
        scenario.inputs.contains(where: Self.touchesTop) ? WindowTranslation(dx: dx, dy: 0) : self
    }

    /// One input, moved: keyboard frames and new layouts move with the window.
    func apply(to input: Input) -> Input {
        switch input {
        case .keyboard(var event):
            event.beginFrame = event.beginFrame.offsetBy(dx: dx, dy: dy)
            event.endFrame = event.endFrame.offsetBy(dx: dx, dy: dy)
            return .keyboard(event)
        case .layoutChanged(let scene): return .layoutChanged(apply(to: scene))
        default: return input
        }
    }

    func apply(to scene: Scene) -> Scene {
        var scene = scene
        scene.screen = Size(width: scene.screen.width + dx, height: scene.screen.height + dy)
        scene.window = scene.window.offsetBy(dx: dx, dy: dy)
        return scene
    }

    private static func touchesTop(_ input: Input) -> Bool {
        if case .keyboard(let event) = input { return event.endFrame.minY <= 1 }
        return false
    }
}
