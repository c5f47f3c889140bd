/// What a ``ShrinkProblem`` must reach over its seeds: a share of seeds (or of the seeds that
/// found a failure) that end exactly at the minimum, or that find a failure at all, in
/// percent; and optionally a ceiling on the mean property calls.
public struct ShrinkBar: Sendable, CustomStringConvertible {
    /// What the share counts.
    public enum Measure: Sendable {
        /// Seeds that ended at the minimum, of all seeds.
        case exactOfSeeds
        /// Seeds that ended at the minimum, of the seeds that found a failure.
        case exactOfFound
        /// Seeds that found a failure, of all seeds.
        case foundOfSeeds
    }

    /// What the share counts.
    public var measure: Measure
    /// The share required, in percent (100: every one).
    public var percent: Int
    /// The most mean calls allowed (generation and shrinking), if any.
    public var maxMeanCalls: Double?

    /// A bar of `percent` of `measure`, and at most `maxMeanCalls` mean calls if given.
    public init(_ measure: Measure, percent: Int, maxMeanCalls: Double? = nil) {
        self.measure = measure
        self.percent = percent
        self.maxMeanCalls = maxMeanCalls
    }

    /// The minimum from every seed.
    public static let everySeed = ShrinkBar(.exactOfSeeds, percent: 100)

    /// Whether `summary` reaches the bar.
    public func isMet(by summary: ShrinkSummary) -> Bool {
        let (count, total) =
            switch measure {
            case .exactOfSeeds: (summary.exact, summary.seeds)
            case .exactOfFound: (summary.exact, summary.found)
            case .foundOfSeeds: (summary.found, summary.seeds)
            }
        return count * 100 >= total * percent && maxMeanCalls.map { summary.meanCalls <= $0 } ?? true
    }

    /// `exact of found >= 90%`, and the call ceiling if any.
    public var description: String {
        let share =
            switch measure {
            case .exactOfSeeds: "exact"
            case .exactOfFound: "exact of found"
            case .foundOfSeeds: "found"
            }
        return "\(share) >= \(percent)%" + (maxMeanCalls.map { ", mean calls <= \($0)" } ?? "")
    }
}
