import AvoidCore
import PropertyKit

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
                let x = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                let y = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
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
