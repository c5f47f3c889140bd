import AvoidCore

extension Gen where Value == KeyboardPlan {
    /// Keyboard frames as devices report them: mostly docked software keyboards of every height
    /// class, then hardware bars, undocked/floating/split frames, zero and bogus frames.
    public static var keyboard: Gen<KeyboardPlan> {
        let docked = Gen<KeyboardPlan.DockedHeight>.weighted([
            (4, .constant(.predictive)), (3, .constant(.plain)), (2, .constant(.withAccessory)), (1, .constant(.emoji)),
            (1, .constant(.thirdParty)), (1, .constant(.accessoryOnly)),
        ]).map { KeyboardPlan.docked($0) }
        return .weighted([
            (12, docked),
            (2, zip(Gen<Double>.element(of: [55, 44, 0]), Gen<Double>.element(of: [313, 291, 336])).map { .hardware(visible: $0, reported: $1) }),
            (2, zip(Gen<Int>.int(in: 0...100), Gen<Int>.int(in: 0...100)).map { .floating(x: $0, y: $1) }),
            (1, .constant(.undockedAbove)),
            (1, Gen<Int>.int(in: 20...300).map { .split(raised: $0) }),
            (1, .constant(.fullHeight)),
            (1, Gen<Bool>.bool.map { .zero(atTop: $0) }),
            (1, .constant(.offscreen)),
        ])
    }
}

/// Duration, curve, locality and begin frame of a notification.
public struct KeyboardTiming: Hashable, Sendable {
    public var duration: Double
    public var curve: Int
    public var isLocal: Bool
    /// 0: begin = end; 1: begin below the screen; 2: begin a different docked height.
    public var begin: Int

    static var gen: Gen<KeyboardTiming> {
        let duration = Gen<Double>.weighted([(6, .constant(0.25)), (3, .constant(0)), (1, .constant(0.35)), (1, .constant(0.4))])
        let curve = Gen<Int>.weighted([(8, .constant(7)), (1, .constant(0)), (1, .constant(3))])
        let local = Gen<Bool>.weighted([(9, .constant(true)), (1, .constant(false))])
        return zip(duration, curve, local, .int(in: 0...2)).map { KeyboardTiming(duration: $0, curve: $1, isLocal: $2, begin: $3) }
    }

    func event(_ phase: KeyboardPhase, _ end: Rect, on device: DeviceSetup) -> Input {
        let begin: Rect
        switch self.begin {
        case 0: begin = end
        case 1: begin = KeyboardPlan.offscreen.frame(on: device)
        default: begin = KeyboardPlan.docked(.plain).frame(on: device)
        }
        return .keyboard(KeyboardEvent(phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal))
    }
}
