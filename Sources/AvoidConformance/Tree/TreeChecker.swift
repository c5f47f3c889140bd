import AvoidCore
import Generators
import ViewTree

/// Runs an episode against an adapter and judges the tree-level properties after every step.
/// Geometry is judged in window coordinates from the trees themselves, with the engine's
/// tolerance; the adapter's own reading is compared only with itself.
public struct TreeChecker: Sendable {
    /// The properties judged.
    public var properties: Set<TreeInvariant>

    /// A judge of `properties` (all by default).
    public init(_ properties: [TreeInvariant] = TreeInvariant.allCases) {
        self.properties = Set(properties)
    }

    /// Absolute tolerance for positions, in points.
    static let epsilon = 1e-6

    /// The first property `adapter` breaks on `episode`, or `nil`.
    public func firstViolation(adapter: AdapterUnderTest, episode: TreeScenario) -> TreeViolation? {
        run(adapter: adapter, episode: episode).violation
    }

    /// Per property judged, its first violation as a judge of that property alone would report
    /// it: the same as `TreeChecker([p]).firstViolation` for each `p` whose violation names `p`.
    /// One run of the episode: the checks after a step read the trees and do not change them, so
    /// a property judged alone sees the same steps, and the run goes on judging the properties
    /// not yet broken until the adapter throws or the episode ends.
    public func firstViolations(adapter: AdapterUnderTest, episode: TreeScenario) -> [TreeInvariant: TreeViolation] {
        var found: [TreeInvariant: TreeViolation] = [:]
        var steps: [TreeRun.Step]?
        walk(adapter: adapter, episode: episode, steps: &steps) { violation in
            if properties.contains(violation.property) { found[violation.property] = violation }
            return true
        }
        return found
    }

    /// Runs `episode`, recording every step, and stops at the first broken property.
    /// Cost: per step, two extra runs of the adapter (a copy and a fresh one) besides its own.
    public func run(adapter make: AdapterUnderTest, episode: TreeScenario) -> TreeRun {
        var violation: TreeViolation?
        var steps: [TreeRun.Step]? = []
        walk(adapter: make, episode: episode, steps: &steps) { found in
            violation = found
            return false
        }
        return TreeRun(steps: steps ?? [], violation: violation)
    }

    /// Runs `episode` and reports each broken property once, at its first violation, in the
    /// order the properties are declared within a step, while `report` returns `true`; a throw
    /// by the adapter (`total`) ends the run. Records the steps run when `steps` is not `nil`.
    private func walk(
        adapter make: AdapterUnderTest, episode: TreeScenario, steps: inout [TreeRun.Step]?,
        report: (TreeViolation) -> Bool
    ) {
        var judging = properties
        let configuration = episode.configuration
        var live = episode.tree
        var app = episode.tree
        var adapter: any ViewTreeAdapter
        let start: Scene
        do {
            adapter = try make.make(episode.tree, configuration)
            start = try adapter.scene(of: live)
        } catch {
            _ = report(TreeViolation(property: .total, step: nil, message: "the first tree: \(error)"))
            return
        }
        var facts = TreeFacts()
        var inputs: [Input] = []
        var containerAtLastCall: ViewID?
        // Whether the views changed since the adapter last answered UIKit (step-driven adapters only).
        var behind = false
        for (i, step) in episode.steps.enumerated() {
            let edits = step.edits(live: live, app: app)
            if let edits {
                try? live.apply(edits.live)
                try? app.apply(edits.app)
            }
            facts.advance(step)
            do {
                let outcome: AdapterStep
                if var driven = adapter as? any StepDrivenAdapter {
                    outcome = try driven.handle(step, in: &live)
                    adapter = driven
                    // A change no answered call has told the adapter of leaves it behind until one does.
                    if step.callsFromUIKit.contains(where: \.isAnswered) {
                        behind = false
                    } else if edits != nil {
                        behind = true
                    }
                } else {
                    outcome = try adapter.handle(step.event, in: &live)
                }
                inputs += outcome.inputs
                steps?.append(TreeRun.Step(step: step, live: live, app: app, outcome: outcome))
            } catch {
                steps?.append(TreeRun.Step(step: step, live: live, app: app, outcome: nil))
                _ = report(TreeViolation(property: .total, step: i, message: "\(error)"))
                return
            }
            let check = TreeStepJudge(
                make: make, adapter: adapter, live: live, app: app, facts: facts, configuration: configuration,
                behind: behind, containerAtLastCall: containerAtLastCall)
            if !behind { containerAtLastCall = check.owned.container }
            for (property, message) in check.findings(of: judging) {
                guard report(TreeViolation(property: property, step: i, message: message)) else { return }
                judging.remove(property)
            }
        }
        if judging.contains(.keepsEveryInvariant),
            let violation = make.model.firstViolation(
                in: Scenario(scene: start, configuration: configuration, inputs: inputs))
        {
            _ = report(TreeViolation(property: .keepsEveryInvariant, step: nil, message: violation.description))
        }
    }
}
