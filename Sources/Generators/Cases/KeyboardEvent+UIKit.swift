import AvoidCore

/// Keyboard notifications with the begin frame UIKit sends: a test that builds its events by hand
/// with these can tell the frame the keyboard comes from from the one it goes to, which an event
/// whose two frames are equal hides.
extension KeyboardEvent {
    /// A show as UIKit first sends it: the keyboard rises from below the screen to `frame`.
    package static func showing(
        _ frame: Rect, on screen: Size, phase: KeyboardPhase = .willShow, duration: Double = 0.25, curve: Int = 7
    ) -> KeyboardEvent {
        KeyboardEvent(
            phase: phase, beginFrame: below(frame, on: screen), endFrame: frame, duration: duration, curve: curve)
    }

    /// A hide as UIKit sends it: the keyboard falls from `frame`, where it is, to below the screen.
    package static func hiding(
        _ frame: Rect, on screen: Size, phase: KeyboardPhase = .willHide, duration: Double = 0.25, curve: Int = 7
    ) -> KeyboardEvent {
        KeyboardEvent(
            phase: phase, beginFrame: frame, endFrame: below(frame, on: screen), duration: duration, curve: curve)
    }

    /// A change as UIKit sends it: from `previous`, the frame the keyboard is at, to `frame`.
    package static func moving(
        from previous: Rect, to frame: Rect, phase: KeyboardPhase = .willChangeFrame, duration: Double = 0.25,
        curve: Int = 7
    ) -> KeyboardEvent {
        KeyboardEvent(phase: phase, beginFrame: previous, endFrame: frame, duration: duration, curve: curve)
    }

    /// Where UIKit has a keyboard of `frame`'s size before a show and after a hide: its top at the
    /// screen's bottom edge.
    package static func below(_ frame: Rect, on screen: Size) -> Rect {
        Rect(x: frame.minX, y: screen.height, width: frame.width, height: frame.height)
    }
}
