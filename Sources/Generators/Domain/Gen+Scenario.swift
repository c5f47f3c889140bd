import AvoidCore
import Invariants

extension Gen where Value == Scenario {
    /// Whole test cases: a device, a layout and 1...16 episodes of real notification patterns,
    /// labelled with the situations they reach (for coverage). Shrinks to the fewest fields and
    /// inputs: fields and episodes are array elements, and inputs name fields by index.
    public static var scenario: Gen<Scenario> { ScenarioParts.scenario }

    /// Scenarios under configurations drawn from `configuration`.
    public static func scenario(configuration: Gen<Configuration>) -> Gen<Scenario> {
        zip(ScenarioParts.device, ScenarioParts.layout, configuration).flatMap { device, plan, configuration in
            let start = EpisodeState(device: device, plan: plan)
            return Gen<[[Input]]>.unfold(count: 1...16, from: start) { source, state in
                let token = source.beginSpan(.input)  // one input span per episode
                defer { source.endSpan(token) }
                return try state.drawEpisode(from: &source)
            }.map { episodes in
                Scenario(scene: start.scene, configuration: configuration, inputs: episodes.flatMap { $0 })
            }
        }.labelled { scenario in scenario.situations.map(\.rawValue) }
    }
}

extension Gen where Value == Configuration {
    /// Mostly the defaults; sometimes another distance, scroll handling off, undocked followed.
    public static var configuration: Gen<Configuration> {
        let distance = Gen<Double>.weighted([(6, .constant(10)), (1, .constant(0)), (1, .constant(20))])
        let scrolls = Gen<Bool>.weighted([(6, .constant(true)), (1, .constant(false))])
        let follows = Gen<Bool>.weighted([(6, .constant(false)), (1, .constant(true))])
        let animation = Gen<Animation>.weighted([
            (6, .constant(.keyboard)), (1, .constant(Animation(duration: 0.3, curve: 0))),
        ])
        return zip(distance, scrolls, follows, animation).map {
            Configuration(
                keyboardDistance: $0, handlesScrollContainers: $1, followsUndockedKeyboard: $2, defaultAnimation: $3)
        }
    }
}

/// Generators built once (building them per draw is the cost, not drawing).
enum ScenarioParts {
    static let device = Gen<DeviceSetup>.device
    static let layout = Gen<LayoutPlan>.layout
    static let scenario = Gen<Scenario>.scenario(configuration: .configuration)
}
