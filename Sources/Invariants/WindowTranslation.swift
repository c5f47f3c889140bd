import AvoidCore

/// Moves the window, and every keyboard frame with it, by `(dx, dy)` on a screen that grows by
/// the same amount: the app's own view of the world is unchanged, so no decision may change.
struct WindowTranslation {
    var dx: Double
    var dy: Double

    func apply(to scenario: Scenario) -> Scenario {
        var moved = scenario
        // A frame at the very top of the screen is special (seen while dragging): moving it down
        // would change its meaning, so such scenarios move sideways only.
        let dy = scenario.inputs.contains(where: Self.touchesTop) ? 0 : self.dy
        moved.scene = apply(to: scenario.scene, dy: dy)
        moved.inputs = scenario.inputs.map { input in
            switch input {
            case .keyboard(var event):
                event.beginFrame = event.beginFrame.offsetBy(dx: dx, dy: dy)
                event.endFrame = event.endFrame.offsetBy(dx: dx, dy: dy)
                return .keyboard(event)
            case .layoutChanged(let scene): return .layoutChanged(apply(to: scene, dy: dy))
            default: return input
            }
        }
        return moved
    }

    private func apply(to scene: Scene, dy: Double) -> Scene {
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
