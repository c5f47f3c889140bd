import AvoidCore
import Generators
import PropertyKit
import Testing

@testable import AvoidConformance

/// Where the engine switches strategy, the generated scenes fall on both sides and exactly on the
/// boundary. Each boundary is a quantity compared with its edge after an input that leaves a
/// docked keyboard up and a field focused: the field's height against the room `B - T` (its top
/// pinned past it), a text view's that scrolls itself against the same room (its own container
/// past it), the field's bottom against `B`, the scroll a field in a container needs against the
/// end of the container's range (the host shifts the rest past it), and the keyboard's own
/// (``keyboardBoundaries(in:)``). Prints how many of 2 000 generated scenarios reach each side
/// (`swift test --filter StrategyBoundaryTests`).
@Suite struct StrategyBoundaryTests {
    /// Which side of its edge a quantity falls on, in the words the table prints.
    static func side(_ value: Double, of edge: Double) -> String {
        if value == edge { return "exactly on" }
        let direction = value < edge ? "below" : "above"
        if abs(value - edge) <= 1 { return "within 1 pt \(direction)" }
        return abs(value - edge) <= 20 ? "within 20 pt \(direction)" : "further \(direction)"
    }

    /// The keyboard's boundaries: its bottom against the screen's, where a docked keyboard turns
    /// into an undocked one (1 pt above) or a hardware keyboard's bar (1 pt below), and the line it
    /// covers against a bottom bar's top (the higher of the two is the line).
    static func keyboardBoundaries(in facts: Facts) -> [String] {
        guard let keyboard = facts.keyboard, keyboard.width > 0, keyboard.height > 0, keyboard.minY > 0
        else { return [] }
        let bottom = facts.scene.screen.height
        var reached = [
            "keyboard bottom against the screen's less 1 pt: \(side(keyboard.maxY, of: bottom - 1))",
            "keyboard bottom against the screen's plus 1 pt: \(side(keyboard.maxY, of: bottom + 1))",
        ]
        let bars = facts.scene.bars.filter { $0.kind == .tabBar || $0.kind == .toolbar }
        if let bar = bars.map(\.frame.minY).min(),
            [.docked, .hardware].contains(Oracle.kind(of: keyboard, in: facts.scene))
        {
            let line = keyboard.minY - facts.scene.window.minY - facts.scene.hostFrame.minY
            reached.append("keyboard line against a bottom bar's top: \(side(line, of: bar))")
        }
        return reached
    }

    /// The boundaries `facts` reaches, each as "boundary: side".
    static func boundaries(in facts: Facts) -> [String] {
        let keyboardSides = keyboardBoundaries(in: facts)
        guard let field = facts.focusedField, let band = facts.band(focused: field), let keyboard = facts.keyboard,
            Oracle.kind(of: keyboard, in: facts.scene) == .docked
        else { return keyboardSides }
        let top = Oracle.visibleTop(facts.scene)
        let bottom = band.line - (field.keyboardDistance ?? facts.configuration.keyboardDistance)
        let rect = Oracle.baseReveal(field, in: facts.scene)
        var reached =
            keyboardSides + [
                "field height against the room: \(side(rect.height, of: bottom - top))",
                "field bottom against B: \(side(rect.maxY, of: bottom))",
            ]
        guard facts.configuration.handlesScrollContainers else { return reached }
        if field.container == nil, field.ownContainer != nil {
            reached.append("text view height against the room: \(side(field.frame.height, of: bottom - top))")
        }
        if let id = field.container, let container = facts.scene.containers.first(where: { $0.id == id }) {
            let least = Oracle.LeastScroll(rect, in: container, band: band, top: top, bottom: bottom)
            if least.needed > 0 {
                let end = least.valid.upperBound - container.contentOffset.y
                reached.append("container scroll against its range's end: \(side(least.needed, of: end))")
            }
        }
        return reached
    }

    @Test func generatedScenesReachEveryBoundaryOnBothSidesAndOnIt() throws {
        let count = 2_000
        var scenarios: [String: Int] = [:]
        for seed in 1...count {
            let scenario = try Gen<Scenario>.scenario.sample(seed: UInt64(seed))
            var facts = Facts(scene: scenario.scene, configuration: scenario.configuration)
            var reached = Set<String>()
            for input in scenario.inputs where facts.accepts(input) {
                facts.apply(input)
                reached.formUnion(Self.boundaries(in: facts))
            }
            for name in reached { scenarios[name, default: 0] += 1 }
        }
        for (name, reached) in scenarios.sorted(by: { $0.key < $1.key }) {
            print("boundary \(name): \(reached) of \(count)")
        }
        for boundary in [
            "field height against the room", "text view height against the room", "field bottom against B",
            "container scroll against its range's end", "keyboard bottom against the screen's less 1 pt",
            "keyboard bottom against the screen's plus 1 pt",
        ] {
            for side in ["exactly on", "within 1 pt below", "within 1 pt above"] {
                #expect(scenarios["\(boundary): \(side)", default: 0] > 0, "\(boundary): never \(side)")
            }
        }
        // A bar's top is a whole number of points from a keyboard of a real height: exactly on it
        // (a hardware keyboard's 44 pt bar over a toolbar without a home indicator), or apart.
        let bar = "keyboard line against a bottom bar's top"
        #expect(scenarios["\(bar): exactly on", default: 0] > 0)
        for side in ["below", "above"] {
            let reached = scenarios.filter { $0.key.hasPrefix("\(bar): ") && $0.key.hasSuffix(side) }.values.reduce(
                0, +)
            #expect(reached > 0, "\(bar): never \(side)")
        }
    }
}
