import AvoidConformance
import Generators
import PropertyKit

/// Every tree-level property against several adapters on the same generated episodes: per
/// property and adapter, how many episodes break it (judged alone) and, shrunk, the smallest
/// episode that does. Deterministic: the same seed gives the same episodes and counterexamples.
struct PeerSweep {
    /// One property against one adapter.
    struct Cell {
        /// Episodes that break the property.
        var broken = 0
        /// The shrunk counterexample and what it breaks, if any episode did (and shrinking was asked).
        var example: (episode: TreeScenario, violation: TreeViolation)?
    }

    /// Episodes per adapter.
    var cases: Int
    /// The first episode's seed (episode `i` is drawn from `seed + i`), and the shrinker's.
    var seed: UInt64
    /// Whether to shrink a counterexample for every broken cell (the slow part).
    var shrinks: Bool

    /// The cells, by property then adapter name.
    func run(_ adapters: [AdapterUnderTest]) throws -> [TreeInvariant: [String: Cell]] {
        let gen = Gen<GeneratedTreeScenario>.treeScenario
        let episodes = try (0..<cases).map { try gen.sample(seed: seed &+ UInt64($0)).episode }
        // Each property judged alone, all in one pass per episode (`TreeChecker.firstViolations`).
        let broken = adapters.map { adapter in
            episodes.map { TreeChecker().firstViolations(adapter: adapter, episode: $0) }
        }
        var cells: [TreeInvariant: [String: Cell]] = [:]
        for property in TreeInvariant.allCases {
            for (index, adapter) in adapters.enumerated() {
                var cell = Cell()
                cell.broken = broken[index].filter { $0[property] != nil }.count
                if shrinks, cell.broken > 0 { cell.example = counterexample(adapter, property) }
                cells[property, default: [:]][adapter.name] = cell
            }
        }
        return cells
    }

    /// The first case of the runner's stream that breaks `property`, shrunk.
    func counterexample(_ adapter: AdapterUnderTest, _ property: TreeInvariant) -> (TreeScenario, TreeViolation)? {
        counterexample(adapter, property, name: property.rawValue, cases: Swift.max(cases, 400)) { _, _ in true }
    }

    /// The first case that breaks `issue`'s property and shows its trigger, shrunk keeping both.
    func reproduce(_ issue: PeerIssue, with adapter: AdapterUnderTest) -> (TreeScenario, TreeViolation)? {
        // Every issue's trigger is a field in a form, a scroll view or a list: a notes screen (its
        // text view revealing its own caret) is none of them.
        counterexample(adapter, issue.property, name: issue.name, cases: Swift.max(cases, issue.cases)) {
            screen, run in !screen.plan.isNotesScreen && issue.shows(screen, run)
        }
    }

    private func counterexample(
        _ adapter: AdapterUnderTest, _ property: TreeInvariant, name: String, cases: Int,
        where shows: (GeneratedTreeScenario, TreeRun) -> Bool
    ) -> (TreeScenario, TreeViolation)? {
        var configuration = PropertyConfiguration()
        configuration.seed = seed
        configuration.cases = cases
        let report = runProperty(
            "peers \(adapter.name) \(name)", Gen<GeneratedTreeScenario>.treeScenario, configuration: configuration
        ) { screen in
            let run = TreeChecker([property]).run(adapter: adapter, episode: screen.episode)
            if let violation = run.violation, violation.property == property, shows(screen, run) {
                throw Broken(violation: violation)
            }
        }
        guard let example = report.counterexample, let broken = example.failure as? Broken else { return nil }
        return (example.shrunk.episode, broken.violation)
    }

    /// A broken property as a property failure.
    struct Broken: Error {
        var violation: TreeViolation
    }
}
