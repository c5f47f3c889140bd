import Foundation

/// How a property is run. Defaults suit a fast local `swift test`; environment variables
/// override them (see ``parsingEnvironment(_:_:)``).
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

    /// Why the environment could not configure the run (set by ``fromEnvironment(_:)`` instead
    /// of throwing, so it can stay a default argument): ``runProperty(_:_:configuration:_:)``
    /// then runs nothing and reports ``PropertyReport/Outcome/invalidEnvironment(_:)``.
    public var environmentError: EnvironmentError? = nil

    /// A malformed `AVOIDKIT_` environment value: which variable, what it held, what it accepts.
    public struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The variable, for example `AVOIDKIT_SEED`.
        public var variable: String
        /// The value it held.
        public var value: String
        /// The forms it accepts, for example "a decimal or 0x-hex whole number".
        public var accepted: String

        /// Creates the error.
        public init(variable: String, value: String, accepted: String) {
            self.variable = variable
            self.value = value
            self.accepted = accepted
        }

        /// Names the variable, the value and the forms it accepts.
        public var description: String { "\(variable)='\(value)' is not valid: \(variable) takes \(accepted)" }
    }

    /// `base` overridden by the process environment, as ``parsingEnvironment(_:_:)`` reads it; a
    /// malformed value leaves `base` as it was and is kept in ``environmentError``.
    public static func fromEnvironment(_ base: PropertyConfiguration = PropertyConfiguration()) -> PropertyConfiguration
    {
        fromEnvironment(base, ProcessInfo.processInfo.environment)
    }

    /// `base` overridden by the given environment (testable form of ``fromEnvironment(_:)``).
    public static func fromEnvironment(_ base: PropertyConfiguration, _ environment: [String: String])
        -> PropertyConfiguration
    {
        do {
            return try parsingEnvironment(base, environment)
        } catch {
            var configuration = base
            configuration.environmentError = error
            return configuration
        }
    }

    /// `base` overridden by `environment`; an empty value counts as unset:
    /// - `AVOIDKIT_SEED`: decimal or `0x` hex seed;
    /// - `AVOIDKIT_CASES`: number of cases (at least 1);
    /// - `AVOIDKIT_TIME_BUDGET`: shrink time budget in seconds (positive);
    /// - `AVOIDKIT_MAX_SHRINK_CALLS`: shrink call budget (0 or more);
    /// - `AVOIDKIT_REPLAY`: a choice string to replay (``ChoiceString``);
    /// - `AVOIDKIT_SHARD`: shard number (independent stream per shard, 0 is the ordinary run).
    /// - Throws: the first malformed variable, in the order above.
    public static func parsingEnvironment(
        _ base: PropertyConfiguration, _ environment: [String: String]
    ) throws(EnvironmentError) -> PropertyConfiguration {
        func read<T>(_ variable: String, _ accepted: String, _ parse: (String) -> T?) throws(EnvironmentError) -> T? {
            guard let text = environment[variable], !text.isEmpty else { return nil }
            guard let value = parse(text) else {
                throw EnvironmentError(variable: variable, value: text, accepted: accepted)
            }
            return value
        }
        var configuration = base
        if let seed = try read("AVOIDKIT_SEED", "a decimal or 0x-hex whole number below 2^64", parseSeed) {
            configuration.seed = seed
        }
        if let cases = try read(
            "AVOIDKIT_CASES", "a whole number of cases, at least 1", { Int($0).flatMap { $0 > 0 ? $0 : nil } })
        {
            configuration.cases = cases
        }
        if let seconds = try read(
            "AVOIDKIT_TIME_BUDGET", "a positive number of seconds, for example 10 or 2.5",
            { Double($0).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } })
        {
            configuration.timeBudget = .seconds(seconds)
        }
        if let calls = try read(
            "AVOIDKIT_MAX_SHRINK_CALLS", "a whole number of calls, 0 or more",
            { Int($0).flatMap { $0 >= 0 ? $0 : nil } })
        {
            configuration.maxShrinkCalls = calls
        }
        if let replay = try read(
            "AVOIDKIT_REPLAY", "a choice string as printed on a replay: line, for example 'v1:1.a.0*3.2'",
            { ChoiceString.decode($0) == nil ? nil : $0 })
        {
            configuration.replay = replay
        }
        if let shard = try read("AVOIDKIT_SHARD", "a whole number, 0 or more (0 is the ordinary run)", { UInt64($0) }) {
            configuration.shard = shard
        }
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
