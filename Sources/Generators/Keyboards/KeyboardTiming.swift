import AvoidCore
import PropertyKit

/// Duration, curve, locality and begin frame of a notification.
package struct KeyboardTiming: Hashable, Sendable {
    /// The animation's duration in seconds.
    package var duration: Double
    /// The raw animation curve (7 is the keyboard's own).
    package var curve: Int
    /// Whether the keyboard belongs to this app.
    package var isLocal: Bool
    /// 0: begin = end; 1: begin below the screen; 2: begin a different docked height; 3: begin
    /// a 54 pt bar at the screen's bottom (logged on iOS 12 devices: a show from 54 to 301 pt).
    package var begin: Int

    private static let duration = WeightedValues<Double>([(6, 0.25), (3, 0), (1, 0.35), (1, 0.4)])
    private static let curve = WeightedValues([(8, 7), (1, 0), (1, 3)])
    private static let local = WeightedValues([(9, true), (1, false)])
    private static let beginning = IntegerEncoding(0...3)

    /// Drawn straight from `source`: the choices and spans of `zip(duration, curve, local, begin)`.
    static func draw(from source: inout Source) throws -> KeyboardTiming {
        let duration = try source.span(.input) { source in try source.pick(Self.duration) }
        let curve = try source.span(.input) { source in try source.pick(Self.curve) }
        let isLocal = try source.span(.input) { source in try source.pick(Self.local) }
        let begin = try ScenePlan.drawInput(beginning, from: &source)
        return KeyboardTiming(duration: duration, curve: curve, isLocal: isLocal, begin: begin)
    }

    func event(_ phase: KeyboardPhase, _ end: Rect, on device: DeviceSetup) -> Input {
        let begin: Rect
        switch self.begin {
        case 0: begin = end
        case 1: begin = KeyboardPlan.offscreen.frame(on: device)
        case 2: begin = KeyboardPlan.docked(.plain).frame(on: device)
        default:
            let screen = device.screen
            begin = Rect(x: 0, y: screen.height - 54, width: screen.width, height: 54)
        }
        return .keyboard(
            KeyboardEvent(
                phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal))
    }
}
