import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import BugZoo
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Proof that the suite catches real bugs: every zoo engine (the four classic articles' recipes and each
/// single fault of AvoidCore) must break at least one invariant, with a small shrunk
/// counterexample. Prints, for each engine, the invariants tried until that is settled; the whole
/// matrix of which invariants catch which bug is `avoid campaign --model NAME`'s report.
@Suite struct ZooMatrixTests {
    /// Cases per matrix cell: enough to catch every zoo bug, small enough for a fast `swift test`.
    static let casesPerCell = 400

    struct Cell: Sendable {
        var invariant: Invariant
        var caught: Bool
        var fields = 0
        var inputs = 0
    }

    /// Runs one invariant for one model; shrinks only when asked (shrinking dominates the cost).
    static func cell(_ model: ModelUnderTest, _ invariant: Invariant, shrink: Bool, cases: Int = casesPerCell) -> (
        Cell, Scenario?, String?
    ) {
        let found = cell(model, invariant, shrink: shrink, cases: cases, scenarios: Gen<Scenario>.situatedScenario)
        // Invariant 10 is also a property over hostile scenes (`HostileInputTests`): a model that
        // mishandles an invalid starting scene is caught there.
        guard !found.0.caught, invariant == .finiteAndTotal else { return found }
        return cell(model, invariant, shrink: shrink, cases: cases, scenarios: HostileGen.scenario)
    }

    static func cell(
        _ model: ModelUnderTest, _ invariant: Invariant, shrink: Bool, cases: Int, scenarios: Gen<Scenario>
    ) -> (Cell, Scenario?, String?) {
        var configuration = PropertyConfiguration()
        configuration.seed = 0x2001
        configuration.cases = cases
        configuration.shrinks = shrink
        // Shrinking bounded by calls (`maxShrinkCalls`), not by time: the same counterexample,
        // and so the same verdict on its size, however loaded the machine is.
        configuration.timeBudget = nil
        let report = runProperty(
            "zoo \(streamName(model)) \(invariant)", scenarios, configuration: configuration
        ) { scenario in
            if let violation = model.firstViolation(of: [invariant], in: scenario) {
                throw InvariantBroken(violation: violation, explanation: model.explain(violation, in: scenario))
            }
        }
        guard let example = report.counterexample else { return (Cell(invariant: invariant, caught: false), nil, nil) }
        let shrunk = example.shrunk
        let explanation = (example.failure as? InvariantBroken)?.explanation
        return (
            Cell(invariant: invariant, caught: true, fields: shrunk.scene.fields.count, inputs: shrunk.inputs.count),
            shrunk, explanation
        )
    }

    /// The name a cell's stream is derived from: the engine's name, except that an article engine
    /// keeps the name its cells were first drawn under (`Zoo.formerNames`), so renaming an engine
    /// changes neither the cases its cells draw nor which of them catch it.
    static func streamName(_ model: ModelUnderTest) -> String {
        Zoo.formerNames.first { $0.value == model.name }?.key ?? model.name
    }

    @Test(arguments: Zoo.all.map(\.name))
    func everyZooEngineIsCaughtWithASmallCounterexample(name: String) throws {
        let model = try #require(Zoo.model(named: name))
        var cells: [Cell] = []
        var smallest: (fields: Int, inputs: Int, explanation: String)?
        // Shrink each catch, keeping the smallest, until one is small: the verdict is then
        // settled, so the invariants after it are not run.
        for invariant in Invariant.allCases where !(smallest.map { $0.fields <= 2 && $0.inputs <= 4 } ?? false) {
            let (cell, _, explanation) = Self.cell(model, invariant, shrink: true)
            cells.append(cell)
            if cell.caught, smallest.map({ cell.fields + cell.inputs < $0.fields + $0.inputs }) ?? true {
                smallest = (cell.fields, cell.inputs, explanation ?? "")
            }
        }
        let row = cells.map { $0.caught ? "x" : "." }.joined(separator: " ")
        print(
            "zoo \(name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(row)   shrunk: \(smallest.map { "\($0.fields) fields, \($0.inputs) inputs" } ?? "-")"
        )
        let best = try #require(smallest, "\(name) broke no invariant in \(Self.casesPerCell) cases per invariant")
        #expect(
            best.fields <= 2 && best.inputs <= 4,
            "\(name): smallest counterexample has \(best.fields) fields, \(best.inputs) inputs:\n\(best.explanation)")
    }

    @Test func theControlBreaksNothing() {
        for invariant in Invariant.allCases {
            let (cell, _, explanation) = Self.cell(Zoo.control, invariant, shrink: true)
            #expect(!cell.caught, "the zoo's faithful restatement broke \(invariant):\n\(explanation ?? "")")
        }
    }
}
