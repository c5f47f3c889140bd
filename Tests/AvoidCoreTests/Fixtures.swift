import AvoidCore

/// Small builders so each example test reads like the situation it describes.
enum Fixture {
    /// A docked software keyboard of `height` at the bottom of a `screen`, in screen coordinates.
    static func dockedKeyboard(_ screen: Size, height: Double) -> Rect {
        Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    static func show(_ frame: Rect, phase: KeyboardPhase = .willShow, duration: Double = 0.25, curve: Int = 7)
        -> Input
    {
        .keyboard(KeyboardEvent(phase: phase, endFrame: frame, duration: duration, curve: curve))
    }

    /// A hide: the end frame is below the screen, as iOS reports it.
    static func hide(_ screen: Size, phase: KeyboardPhase = .willHide, height: Double = 291) -> Input {
        .keyboard(
            KeyboardEvent(
                phase: phase, endFrame: Rect(x: 0, y: screen.height, width: screen.width, height: height)))
    }

    static func navigationBar(top: Double, width: Double, height: Double = 44) -> Bar {
        Bar(kind: .navigationBar, frame: Rect(x: 0, y: top, width: width, height: height))
    }

    /// A phone-sized full-screen scene with a navigation bar under the safe-area top.
    static func phone(
        _ screen: Size, safeTop: Double, safeBottom: Double = 0, fields: [Field],
        containers: [ScrollContainer] = []
    ) -> Scene {
        Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: safeTop, bottom: safeBottom),
            bars: [navigationBar(top: safeTop, width: screen.width)], fields: fields, containers: containers)
    }
}
