import AvoidCore
import Generators
import PropertyKit
import Testing

@testable import AvoidConformance

/// Where the engine switches strategy, the generated scenes fall on both sides and exactly on the
/// boundary. Each boundary is a quantity compared with its edge after an input that leaves a
/// docked keyboard up and a field focused: the field's height against the room `B - T` (its top
/// pinned past it), a text view's that scrolls itself against the same room (its own container
/// past it), the field's bottom against `B`, and the scroll a field in a container needs against
/// the end of the container's range (the host shifts the rest past it). Prints the share of 2 000
/// generated scenarios reaching each side (`swift test --filter StrategyBoundaryTests`).
@Suite struct StrategyBoundaryTests {
    /// Which side of its edge a quantity falls on, in the words the table prints.
    static func side(_ value: Double, of edge: Double) -> String {
        if value == edge { return "exactly on" }
        let where_ = value < edge ? "below" : "above"
        if abs(value - edge) <= 1 { return "within 1 pt \(where_)" }
        return abs(value - edge) <= 20 ? "within 20 pt \(where_)" : "further \(where_)"
    }

    /// The boundaries `facts` reaches, each as "boundary: side".
    static func boundaries(in facts: Facts) -> [String] {
        guard let field = facts.focusedField, let band = facts.band(focused: field), let keyboard = facts.keyboard,
            Oracle.kind(of: keyboard, in: facts.scene) == .docked
        else { return [] }
        let top = Oracle.visibleTop(facts.scene)
        let bottom = band.line - (field.keyboardDistance ?? facts.configuration.keyboardDistance)
        let rect = Oracle.baseReveal(field, in: facts.scene)
        var reached = [
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
            "container scroll against its range's end",
        ] {
            for side in ["exactly on", "within 1 pt below", "within 1 pt above"] {
                #expect(scenarios["\(boundary): \(side)", default: 0] > 0, "\(boundary): never \(side)")
            }
        }
    }
}
