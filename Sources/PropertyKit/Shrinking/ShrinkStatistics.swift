/// Statistics of one shrink.
public struct ShrinkStatistics: Sendable, Hashable {
    /// Property calls made while shrinking (cache hits excluded).
    public var calls = 0
    /// Candidates accepted (each strictly smaller and failing the same way).
    public var steps = 0
    /// Full rounds of passes run.
    public var rounds = 0
    /// Candidates answered without a call: from the cache, or because they retrace a
    /// recorded run (see `RunTree`).
    public var cacheHits = 0
    /// Whether the call or time budget stopped shrinking before a fixed point.
    public var stoppedByBudget = false
    /// Wall time spent (reporting only; never used in decisions).
    public var duration: TimeSpan = .zero
    /// Calls and accepted steps per pass, in pass order.
    public var passes: [(name: String, calls: Int, steps: Int)] = []

    /// Equal in calls, steps, rounds, cache hits and whether the budget stopped it: not in wall
    /// time, which no two runs share, nor in the per-pass table.
    public static func == (lhs: ShrinkStatistics, rhs: ShrinkStatistics) -> Bool {
        lhs.calls == rhs.calls && lhs.steps == rhs.steps && lhs.rounds == rhs.rounds && lhs.cacheHits == rhs.cacheHits
            && lhs.stoppedByBudget == rhs.stoppedByBudget
    }

    /// Hashes calls and steps, which equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(calls)
        hasher.combine(steps)
    }
}
