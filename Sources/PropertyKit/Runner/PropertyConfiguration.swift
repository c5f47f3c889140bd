import Foundation

/// How a property is run. Defaults suit a fast local `swift test`; environment variables
/// override them (see ``fromEnvironment(_:)``).
public struct PropertyConfiguration: Sendable, Hashable {
    /// The run's seed. Each property draws from its own stream derived from this seed and
    /// its name, so adding a property does not change the cases of another.
    public var seed: UInt64 = 0
    /// Which shard of a split campaign this run is: shards of one seed draw from
    /// independent streams (shard 0 is the ordinary run).
    public var shard: UInt64 = 0
    /// Cases to generate (not counting rejected draws).
    public var cases: Int = 100
    /// Generation attempts stopped by filters allowed before the run fails as "rejects too much".
    public var maxRejections: Int = 1_000
    /// Property calls the shrinker may make.
    public var maxShrinkCalls: Int = 10_000
    /// Wall time after which shrinking stops early (`nil`: no limit).
    public var timeBudget: TimeSpan? = .seconds(10)
    /// A choice string (``ChoiceString``) to replay instead of generating.
    public var replay: String? = nil
    /// Minimum label coverage the run must reach.
    public var coverage: [CoverageRequirement] = []
    /// Whether to shrink a failure at all.
    public var shrinks = true
    /// Where failing cases are kept and replayed first (see ``ExampleDatabase``).
    /// `runProperty` treats ``ExampleDatabaseSetting/automatic`` as off; the Swift Testing
    /// layer resolves it from the environment.
    public var database: ExampleDatabaseSetting = .automatic

    /// The defaults.
    public init() {}

    /// `base` overridden by the environment:
    /// - `AVOIDKIT_SEED`: decimal or `0x` hex seed;
    /// - `AVOIDKIT_CASES`: number of cases;
    /// - `AVOIDKIT_TIME_BUDGET`: shrink time budget in seconds;
    /// - `AVOIDKIT_MAX_SHRINK_CALLS`: shrink call budget;
    /// - `AVOIDKIT_REPLAY`: a choice string to replay;
    /// - `AVOIDKIT_SHARD`: shard number (independent stream per shard).
    public static func fromEnvironment(_ base: PropertyConfiguration = PropertyConfiguration()) -> PropertyConfiguration {
        fromEnvironment(base, ProcessInfo.processInfo.environment)
    }

    /// `base` overridden by the given environment (testable form of ``fromEnvironment(_:)``).
    public static func fromEnvironment(_ base: PropertyConfiguration, _ environment: [String: String]) -> PropertyConfiguration {
        var configuration = base
        if let text = environment["AVOIDKIT_SEED"], let seed = parseSeed(text) { configuration.seed = seed }
        if let text = environment["AVOIDKIT_CASES"], let cases = Int(text), cases > 0 { configuration.cases = cases }
        if let text = environment["AVOIDKIT_TIME_BUDGET"], let seconds = Double(text), seconds > 0 {
            configuration.timeBudget = .seconds(seconds)
        }
        if let text = environment["AVOIDKIT_MAX_SHRINK_CALLS"], let calls = Int(text), calls >= 0 {
            configuration.maxShrinkCalls = calls
        }
        if let text = environment["AVOIDKIT_REPLAY"], !text.isEmpty { configuration.replay = text }
        if let text = environment["AVOIDKIT_SHARD"], let shard = UInt64(text) { configuration.shard = shard }
        return configuration
    }

    /// The random stream of the property named `name` under this configuration: derived
    /// from the seed, a stable hash of the name and the shard. O(name length).
    public func stream(for name: String) -> Xoshiro256StarStar {
        let property = stableHash(name)
        return .stream(seed: seed, stream: shard == 0 ? property : SplitMix64.mix(property ^ SplitMix64.mix(shard)))
    }

    /// Parses a decimal or `0x`-prefixed hexadecimal seed.
    public static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = String(text.trimmingWhitespace())
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}
