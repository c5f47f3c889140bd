import AvoidCore
import PropertyKit

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
