import PropertyKit
import AvoidCore

extension Gen where Value == KeyboardPlan {
    /// Keyboard frames as devices report them: mostly docked software keyboards of every height
    /// class, then hardware bars, undocked/floating/split frames, zero and bogus frames.
    public static var keyboard: Gen<KeyboardPlan> { Gen { source in try KeyboardPlan.draw(from: &source) } }
}

extension KeyboardPlan {
    private static let kind = Weights([12, 2, 2, 1, 1, 1, 1, 1, 2])
    private static let docked = WeightedValues<DockedHeight>([
        (4, .predictive), (3, .plain), (2, .withAccessory), (1, .emoji), (1, .thirdParty), (1, .accessoryOnly),
    ])
    private static let hardwareVisible: [Double] = [55, 44, 0]
    private static let hardwareReported: [Double] = [313, 291, 336]
    private static let raised = IntegerEncoding(20...300)

    /// Drawn straight from `source`, recording the choices and spans of `weighted` over docked
    /// heights, `zip` hardware and floating frames, and the fixed odd frames.
    static func draw(from source: inout Source) throws -> KeyboardPlan {
        try source.alternative(kind) { source, kind in
            switch kind {
            case 0: return .docked(try source.pick(docked))
            case 1:
                let visible = try source.span(.input) { source in
                    try source.element(of: hardwareVisible)
                }
                let reported = try source.span(.input) { source in
                    try source.element(of: hardwareReported)
                }
                return .hardware(visible: visible, reported: reported)
            case 2:
                let x = try LayoutPlan.drawInput(LayoutPlan.percent, from: &source)
                let y = try LayoutPlan.drawInput(LayoutPlan.percent, from: &source)
                return .floating(x: x, y: y)
            case 3: return .undockedAbove
            case 4: return .split(raised: try source.drawInteger(raised))
            case 5: return .fullHeight
            case 6: return .zero(atTop: try source.drawFlag(1, in: 2))
            case 7: return .offscreen
            default: return .nearEdge(try source.element(of: NearEdge.allCases))
            }
        }
    }
}

/// Duration, curve, locality and begin frame of a notification.
public struct KeyboardTiming: Hashable, Sendable {
    public var duration: Double
    public var curve: Int
    public var isLocal: Bool
    /// 0: begin = end; 1: begin below the screen; 2: begin a different docked height.
    public var begin: Int

    private static let duration = WeightedValues<Double>([(6, 0.25), (3, 0), (1, 0.35), (1, 0.4)])
    private static let curve = WeightedValues([(8, 7), (1, 0), (1, 3)])
    private static let local = WeightedValues([(9, true), (1, false)])
    private static let beginning = IntegerEncoding(0...2)

    /// Drawn straight from `source`: the choices and spans of `zip(duration, curve, local, begin)`.
    static func draw(from source: inout Source) throws -> KeyboardTiming {
        let duration = try source.span(.input) { source in try source.pick(Self.duration) }
        let curve = try source.span(.input) { source in try source.pick(Self.curve) }
        let isLocal = try source.span(.input) { source in try source.pick(Self.local) }
        let begin = try LayoutPlan.drawInput(beginning, from: &source)
        return KeyboardTiming(duration: duration, curve: curve, isLocal: isLocal, begin: begin)
    }

    func event(_ phase: KeyboardPhase, _ end: Rect, on device: DeviceSetup) -> Input {
        let begin: Rect
        switch self.begin {
        case 0: begin = end
        case 1: begin = KeyboardPlan.offscreen.frame(on: device)
        default: begin = KeyboardPlan.docked(.plain).frame(on: device)
        }
        return .keyboard(
            KeyboardEvent(
                phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal))
    }
}
