/// The result of replaying one candidate: whether it fails the same way, and the sequence
/// the generator actually read (shorter or clamped compared with the candidate).
struct CandidateResult: Sendable {
    /// `true` when the property fails with the original failure's identity.
    var failsSameWay: Bool
    /// What the generator read (`nil` if generation stopped).
    var recorded: ChoiceSequence?

    /// Creates a result.
    init(failsSameWay: Bool, recorded: ChoiceSequence?) {
        self.failsSameWay = failsSameWay
        self.recorded = recorded
    }
}

/// Internal test-case reduction over recorded choices.
///
/// The shrinker edits the best failing ``ChoiceSequence`` with small named passes
/// (``ShrinkPass``), replays the real generator on each candidate and keeps a candidate
/// only if it is strictly smaller in shortlex order (``shortlexPrecedes(_:_:)``) and still
/// fails the same way. Results are cached by candidate and by what the generator read (a
/// candidate that would retrace an earlier run is not run again). It loops until a full round makes no
/// progress or a budget is spent; the time budget only decides *when* to stop, never which
/// candidates are tried before that, so results are reproducible.
struct Shrinker {
    /// The smallest failing sequence found so far.
    private(set) var best: ChoiceSequence
    /// Its values (kept alongside for cheap editing).
    private(set) var bestValues: [UInt64]
    /// Counters for the report.
    private(set) var statistics = ShrinkStatistics()
    /// The passes run each round, in order.
    var passes: [ShrinkPass]
    /// Costlier passes, run only in rounds where `passes` made no progress (and every
    /// second round).
    var fallbackPasses: [ShrinkPass]
    /// Structure-blind passes, run only when both other tiers made no progress.
    var lastResortPasses: [ShrinkPass]
    let test: ([UInt64]) -> CandidateResult
    let maxCalls: Int
    let deadline: UInt64?  // a `MonotonicClock` reading
    var cache: [[UInt64]: Bool] = [:]
    var runs = RunTree()

    /// A shrinker starting from the failing `initial` sequence, with the choice sequences in
    /// `passing` known to pass. `test` replays a candidate.
    init(
        initial: ChoiceSequence, passes: [ShrinkPass] = ShrinkPass.standard,
        fallbackPasses: [ShrinkPass] = ShrinkPass.fallback,
        lastResortPasses: [ShrinkPass] = ShrinkPass.lastResort, maxCalls: Int = 10_000,
        timeBudget: TimeSpan? = nil, passing: [ChoiceSequence] = [],
        test: @escaping ([UInt64]) -> CandidateResult
    ) {
        best = initial
        bestValues = initial.values
        self.passes = passes
        self.fallbackPasses = fallbackPasses
        self.lastResortPasses = lastResortPasses
        self.test = test
        self.maxCalls = maxCalls
        deadline = timeBudget.map { MonotonicClock.now() &+ $0.nanoseconds }
        // Generated cases that passed are known outcomes: a candidate equal to one, or whose
        // draws would retrace one, is not run.
        for sequence in passing {
            cache[Shrinker.cacheKey(sequence.values)] = false
            runs.insert(sequence, failsSameWay: false)
        }
        cache[Shrinker.cacheKey(bestValues)] = true
        runs.insert(initial, failsSameWay: true)
    }

    /// Whether a budget is exhausted; passes stop as soon as this is `true`.
    var isStopped: Bool { statistics.stoppedByBudget }

    /// Runs rounds of passes until a round makes no progress or a budget is spent. A round
    /// runs the standard passes; then, if they made no progress (or every second round), the
    /// fallbacks; then, if still nothing changed, the last-resort passes.
    /// Cost: at most `maxCalls` property calls.
    mutating func shrink() {
        let started = MonotonicClock.now()
        defer { statistics.duration = MonotonicClock.elapsed(since: started) }
        let all = passes + fallbackPasses + lastResortPasses
        statistics.passes = all.map { ($0.name, 0, 0) }
        let fallbackStart = passes.count, lastResortStart = passes.count + fallbackPasses.count
        while !isStopped {
            statistics.rounds += 1
            let before = bestValues
            for index in 0..<fallbackStart where !isStopped { run(all[index], at: index) }
            // Fallbacks run when the standard passes stall, and every second round anyway so
            // that a slow walk of small standard steps cannot starve a big structural move.
            if bestValues != before && statistics.rounds % 2 != 0 { continue }
            for index in fallbackStart..<lastResortStart where !isStopped { run(all[index], at: index) }
            if bestValues != before { continue }
            for index in lastResortStart..<all.count where !isStopped { run(all[index], at: index) }
            if bestValues == before { break }
        }
    }

    private mutating func run(_ pass: ShrinkPass, at index: Int) {
        let (calls, steps) = (statistics.calls, statistics.steps)
        pass.run(&self)
        statistics.passes[index].calls += statistics.calls - calls
        statistics.passes[index].steps += statistics.steps - steps
    }

    /// Runs `candidate` unless it is not smaller than the best or already known; adopts it
    /// (as what the generator read) when it fails the same way. Returns whether it was adopted.
    @discardableResult
    mutating func consider(_ candidate: [UInt64]) -> Bool {
        if isStopped || !shortlexPrecedes(candidate, bestValues) { return false }
        // A cached failure was adopted when first seen (or its replay was not smaller), and
        // the best only decreases, so a cache hit can never be adopted now. The same holds for
        // a candidate that retraces a recorded run (it would replay to that run).
        let key = Shrinker.cacheKey(candidate)
        if cache[key] != nil || runs.outcome(of: candidate) != nil {
            statistics.cacheHits += 1
            return false
        }
        if statistics.calls >= maxCalls || deadline.map({ MonotonicClock.now() >= $0 }) == true {
            statistics.stoppedByBudget = true
            return false
        }
        statistics.calls += 1
        let result = test(candidate)
        cache[key] = result.failsSameWay
        guard let recorded = result.recorded else { return false }
        // Replaying exactly what the generator read gives the same outcome.
        runs.insert(recorded, failsSameWay: result.failsSameWay)
        let values = recorded.values
        cache[Shrinker.cacheKey(values)] = result.failsSameWay
        guard result.failsSameWay, shortlexPrecedes(values, bestValues) else { return false }
        best = recorded
        bestValues = values
        statistics.steps += 1
        return true
    }

    /// Candidates that differ only in trailing zeros replay identically (draws past the end
    /// read 0), so they share one cache entry.
    static func cacheKey(_ values: [UInt64]) -> [UInt64] {
        guard let last = values.lastIndex(where: { $0 != 0 }) else { return [] }
        return last == values.count - 1 ? values : Array(values[...last])
    }

}

extension Shrinker {
    /// Groups of two or more same-label siblings, each in order; groups ordered by first span.
    func siblingGroups() -> [[Span]] {
        var groups: [[Span]] = []
        var seen: [SpanKey: Int] = [:]
        for span in best.spans {
            let key = SpanKey(parent: span.parent, label: span.label.id)
            if let index = seen[key] {
                groups[index].append(span)
            } else {
                seen[key] = groups.count
                groups.append([span])
            }
        }
        return groups.filter { $0.count >= 2 }
    }

    /// Whether `span` is all of an element but its continue flag (deleting it alone makes the
    /// next element's flag part of this element, which rarely helps).
    func isElementBody(_ span: Span) -> Bool {
        guard span.parent >= 0 else { return false }
        let parent = best.spans[span.parent]
        return parent.label == .element && span.end == parent.end && span.start == parent.start + 1
            && best.choices[parent.start].kind == .flag
    }

    /// Whether the choice at `index` is the continue flag that starts an element span (a
    /// `Bool` that is an element of its own is not). O(spans).
    func isContinueFlag(_ index: Int) -> Bool {
        best.spans.contains { $0.label == .element && $0.start == index && $0.hasContinueFlag }
    }

    /// Whether `span` is an element of a collection, not inside another collection's element,
    /// with an equal copy elsewhere (two equal lists): deleting it from one copy alone breaks
    /// the equality, and `shrink equal spans together` deletes it from every copy.
    /// O(spans × collection length).
    func isElementOfCopiedCollection(_ span: Span) -> Bool {
        guard span.label == .element, span.parent >= 0 else { return false }
        let collection = best.spans[span.parent]
        guard collection.label == .collection else { return false }
        // Collections inside elements (the strings of a list of strings) are often equal by
        // chance, and then one of them must lose elements alone.
        var ancestor = collection.parent
        while ancestor >= 0 {
            if best.spans[ancestor].label == .element { return false }
            ancestor = best.spans[ancestor].parent
        }
        let content = bestValues[collection.range]
        return best.spans.contains {
            $0.label == .collection && $0.count == collection.count
                && ($0.end <= collection.start || $0.start >= collection.end) && bestValues[$0.range] == content
        }
    }

    /// Whether `range` lies inside one element span that starts with a continue flag, after
    /// that flag. O(spans).
    func isInsideElementBody(_ range: Range<Int>) -> Bool {
        best.spans.contains { span in
            span.label == .element && span.start < range.lowerBound && range.upperBound <= span.end
                && best.choices[span.start].kind == .flag
        }
    }

    /// What a pass wants after visiting a sibling group.
    enum GroupVisit { case next, again }

    /// Visits the sibling groups in order, re-reading them before every visit (an accepted
    /// candidate reshapes the spans), until they run out or the budget stops the shrinker.
    /// `visit` returns `.again` to revisit the same position (the group changed shape).
    mutating func forEachSiblingGroup(_ visit: (inout Shrinker, [Span]) -> GroupVisit) {
        var groupIndex = 0
        while !isStopped {
            let groups = siblingGroups()
            guard groupIndex < groups.count else { return }
            if visit(&self, groups[groupIndex]) == .next { groupIndex += 1 }
        }
    }

    /// `values` with `range` replaced by `replacement`.
    static func replacing(_ values: [UInt64], _ range: Range<Int>, with replacement: some Collection<UInt64>)
        -> [UInt64]
    {
        var copy = values
        copy.replaceSubrange(range, with: replacement)
        return copy
    }

    /// Finds a small `k` in `lower...upper` with `attempt(k)` adopted, given that `upper` is
    /// known to fail (and is not tried). Tries `lower`; then checks that one or two steps
    /// down work at all (so an unshrinkable value costs three calls, not 64); then gallops up
    /// from `lower` (1, 2, 4, ... above it) and bisects the last gap, which costs
    /// O(log result) rather than O(log value) when the answer is small; in a range of at most
    /// ``bisectedRange`` the gallop stops after 16 and bisects what is left.
    mutating func searchSmallest(lower: UInt64, upper: UInt64, _ attempt: (inout Shrinker, UInt64) -> Bool) {
        var low = lower, high = upper
        if low >= high { return }
        if attempt(&self, low) { return }
        var stepped = false
        for step in 1...2 where high - low > UInt64(step) && !stepped {
            if attempt(&self, high - UInt64(step)) {
                high -= UInt64(step)
                stepped = true
            }
        }
        guard stepped else { return }
        var offset: UInt64 = 1
        // In a small range, a gallop that found nothing up to 16 bisects the rest.
        let small = high - lower <= Self.bisectedRange
        while offset < high - lower && !isStopped && !(small && offset > 16) {
            let probe = lower + offset
            if probe <= low { break }
            if attempt(&self, probe) {
                high = probe
                break
            }
            low = probe
            if offset > UInt64.max / 2 { break }
            offset *= 2
        }
        while high - low > 1 && !isStopped {
            let mid = low + (high - low) / 2
            if attempt(&self, mid) { high = mid } else { low = mid }
        }
    }

    /// In ranges up to this size the gallop stops after 16 and bisects the rest: a bisection
    /// costs at most 12 calls there, a gallop twice the answer's bit length.
    static let bisectedRange: UInt64 = 4096

    /// Binary search for the largest `k` in `lower...upper` with `attempt(k)` adopted, given
    /// that `lower` is known to work (and is not tried). Tries `upper`, then `lower + 1`
    /// (abandoning if that fails), then bisects. O(log n).
    mutating func searchLargest(lower: UInt64, upper: UInt64, _ attempt: (inout Shrinker, UInt64) -> Bool) {
        var low = lower, high = upper
        if low >= high { return }
        if attempt(&self, high) { return }
        if high - low > 1 {
            guard attempt(&self, low + 1) else { return }
            low += 1
        }
        while high - low > 1 && !isStopped {
            let mid = low + (high - low) / 2
            if attempt(&self, mid) { low = mid } else { high = mid }
        }
    }
}

struct SpanKey: Hashable {
    var parent: Int
    var label: UInt64
}
