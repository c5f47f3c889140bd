import Foundation
import Generators

/// What a campaign runs: which model, which invariants, how long, which slice of the night.
public struct CampaignConfiguration: Sendable {
    /// How much to run: a number of cases per invariant, or a wall-clock budget. The clock only
    /// decides *when to stop*, never which cases run: rounds are deterministic given the seed.
    public enum Budget: Sendable, Hashable {
        case casesPerInvariant(Int)
        case seconds(Double)
    }

    /// The seed every case stream derives from: the same seed runs the same cases.
    public var seed: UInt64
    /// How much to run.
    public var budget: Budget
    /// This machine's shard, `index` in `0..<count`: shards draw disjoint case streams.
    public var shardIndex: Int
    /// How many shards the night is split into.
    public var shardCount: Int
    /// The model judged.
    public var model: ModelUnderTest
    /// The invariants checked, each as its own property.
    public var invariants: [Invariant]
    /// Where shrunk failures are recorded as case files (`nil`: not recorded).
    public var recordDirectory: URL?
    /// Worker threads (default: the machine's active cores).
    public var threads: Int
    /// Cases per invariant per round; a round is the unit of progress reports and of the time check.
    public var casesPerRound: Int
    /// Shrink budget per failure.
    public var shrinkSeconds: Double

    /// Cases per invariant per round unless configured otherwise.
    public static let defaultCasesPerRound = 2_000

    /// A campaign over `model` and `invariants`; every default is the nightly's.
    public init(
        seed: UInt64, budget: Budget, shardIndex: Int = 0, shardCount: Int = 1, model: ModelUnderTest = .avoidCore,
        invariants: [Invariant] = Invariant.allCases, recordDirectory: URL? = nil,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, casesPerRound: Int = defaultCasesPerRound,
        shrinkSeconds: Double = 30
    ) {
        self.seed = seed
        self.budget = budget
        self.shardIndex = shardIndex
        self.shardCount = shardCount
        self.model = model
        self.invariants = invariants
        self.recordDirectory = recordDirectory
        self.threads = max(1, threads)
        self.casesPerRound = max(1, casesPerRound)
        self.shrinkSeconds = shrinkSeconds
    }
}
