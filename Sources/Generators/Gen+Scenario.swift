import AvoidanceModels
import PropertyKit
import AvoidCore

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
            let plan = try source.span(.input) { source in try LayoutPlan.draw(from: &source) }
            let configuration = try source.span(.input) { source in try configuration.generate(&source) }
            var state = EpisodeState(device: device, plan: plan)
            var scenario = Scenario(scene: state.scene, configuration: configuration, inputs: [])
            try source.unfold(count: 1...16) { source in
                try source.span(.input) { source in try state.drawEpisode(from: &source, into: &scenario.inputs) }
            }
            return scenario
        }
    }
}

extension Gen where Value == Configuration {
    /// Mostly the defaults; sometimes another distance, scroll handling off, undocked followed.
    public static var configuration: Gen<Configuration> { Gen { source in try Configuration.draw(from: &source) } }
}

extension Configuration {
    private static let distance = WeightedValues<Double>([(6, 10), (1, 0), (1, 20)])
    private static let scrolls = WeightedValues([(6, true), (1, false)])
    private static let follows = WeightedValues([(6, false), (1, true)])
    private static let animation = WeightedValues([
        (6, Animation.keyboard), (1, Animation(duration: 0.3, curve: 0)), (1, Animation(duration: 0, curve: 0)),
    ])

    /// The choices and spans of `zip(distance, scrolls, follows, animation)`.
    static func draw(from source: inout Source) throws -> Configuration {
        let distance = try source.span(.input) { source in try source.pick(Self.distance) }
        let scrolls = try source.span(.input) { source in try source.pick(Self.scrolls) }
        let follows = try source.span(.input) { source in try source.pick(Self.follows) }
        let animation = try source.span(.input) { source in try source.pick(Self.animation) }
        return Configuration(
            keyboardDistance: distance, handlesScrollContainers: scrolls, followsUndockedKeyboard: follows,
            defaultAnimation: animation)
    }
}

/// Generators built once (building them per draw is the cost, not drawing).
enum ScenarioParts {
    static let scenario = Gen<Scenario>.scenario(configuration: .configuration)
}
