import AvoidCore
import PropertyKit

extension Gen where Value == Scenario {
    /// Whole test cases: a device, a layout and 1...16 episodes of real notification patterns.
    /// Unlabelled: the campaign and the Swift Testing harness label each case with the
    /// situations the oracle says it reaches (`Gen.situatedScenario`). Shrinks to the fewest fields and
    /// inputs: fields and episodes are array elements, and inputs name fields by index.
    public static var scenario: Gen<Scenario> { ScenarioParts.scenario }

    /// Scenarios under configurations drawn from `configuration`. Drawn straight from the
    /// source: the choices and spans of `zip(device, layout, configuration)` followed by
    /// `unfold(count: 1...16)` over episodes (one input span each), with the episodes' inputs
    /// appended to one array and the episode state changed in place.
    public static func scenario(configuration: Gen<Configuration>) -> Gen<Scenario> {
        Gen { source in
            let device = try source.span(.input) { source in try DeviceSetup.draw(from: &source) }
            let plan = try source.span(.input) { source in try ScenePlan.draw(from: &source) }
            let configuration = try source.span(.input) { source in try configuration.generate(&source) }
            var state = EpisodeState(device: device, plan: plan, keyboardDistance: configuration.keyboardDistance)
            var scenario = Scenario(scene: state.scene, configuration: configuration, inputs: [])
            // Room for a typical case's inputs (13 on average) at once, not grown append by append.
            scenario.inputs.reserveCapacity(16)
            try source.unfold(count: 1...16) { source in
                try source.span(.input) { source in try state.drawEpisode(from: &source, into: &scenario.inputs) }
            }
            return scenario
        }
    }
}

/// Generators built once (building them per draw is the cost, not drawing).
enum ScenarioParts {
    static let scenario = Gen<Scenario>.scenario(configuration: .configuration)
}
