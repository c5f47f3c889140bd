/// Where a generator's randomness comes from, and where its choices are recorded.
///
/// In *random* mode each draw uses the seeded ``Xoshiro256StarStar`` (with deliberate
/// biases); in *replay* mode draws read a prefix of choice values (clamped to each draw's
/// bound) and read the simplest value (0) past its end, so any edited sequence is valid.
/// Either way the choices actually made and the spans are recorded for shrinking, unless
/// the runner turns recording down for a random case it can regenerate (see ``isLean``).
public struct Source: Sendable {
    var random: Xoshiro256StarStar
    var prefix: [UInt64]
    @usableFromInline var isReplaying: Bool
    /// Whether replayed double draws use the bit-pattern encoding of `v1:` strings (see
    /// ``ChoiceString``); their choices are recorded in today's encoding.
    var readsBitPatternDoubles = false
    /// Raw bytes a byte-reading source draws from (see ``init(bytes:maxChoices:)``), and the
    /// next one to read; `nil` for other sources.
    var bytes: [UInt8]?
    var bytePosition = 0
    /// Choices made so far in this case (when lean, only the first ``leanChoiceLimit``).
    public internal(set) var choices: [Choice] = []
    /// Spans opened so far in this case.
    public internal(set) var spans: [Span] = []
    /// Labels attached by ``Gen/labelled(_:)`` for coverage statistics, in order.
    public internal(set) var labels: [String] = []
    var openSpan: Int = -1
    var depth: Int = 0
    /// Draws made so far in this case (`choices.count` unless lean).
    var drawn = 0
    /// Lean recording, for random cases the runner can regenerate from a saved random state
    /// if they fail: no spans, and only the first ``leanChoiceLimit`` choices (enough to tell
    /// whether a case is short, and for short ones what it drew). Values are unchanged.
    @usableFromInline var isLean = false
    /// Choices kept by a lean source: one more than the runner's passed-case memory keeps, so
    /// that it can tell a short case from a long one.
    static let leanChoiceLimit = PassedCases.maxLength + 1
    /// The most choices one case may draw before it is stopped as an overrun.
    public var maxChoices: Int
    /// The largest average number of optional elements a collection draws in this case (the
    /// runner starts small and grows it, so early failures are small and cheap to shrink;
    /// replay ignores it).
    public var collectionSizeLimit: UInt64 = 8
    // A few recent integer draws, reused (or nudged) so that equal and near-equal values
    // appear together far more often than uniform sampling would give.
    var recent: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    var recentCount: Int = 0
    // Earlier spans of a random case, sometimes copied over a later span with the same label.
    @usableFromInline var copies = SpanCopies()
    // The draws of an earlier element of the same collection, replayed over fresh ones (see
    // `ElementCopies`).
    var copiedElement = CopiedElement()
    // The case's last double, which a double draw sometimes repeats or moves by a few ulps.
    var recentDouble: Double = .nan
    // Whether this case's doubles after the first mostly repeat the previous one (decided at
    // its first double).
    var repeatsDoubles = false
    // The draws of the collection that ended last (see `ElementCopies`).
    var previousCollection: (start: Int, count: Int, end: Int) = (0, 0, 0)

    /// A recording source drawing fresh randomness from `random`.
    public init(random: Xoshiro256StarStar, maxChoices: Int = 100_000) {
        self.random = random
        self.prefix = []
        self.isReplaying = false
        self.maxChoices = maxChoices
    }

    /// A replaying source reading `values` (then zeros).
    public init(replaying values: [UInt64], maxChoices: Int = 100_000) {
        self.random = Xoshiro256StarStar(seed: 0)
        self.prefix = values
        self.isReplaying = true
        self.maxChoices = maxChoices
    }

    /// A replaying source whose choices come from raw bytes, such as a coverage-guided fuzzer's
    /// input: each draw reads as few bytes as its bound needs (one up to a bound of 255, two up
    /// to 65,535, four up to 2^32 - 1, else eight), little-endian, reduced modulo `bound + 1`,
    /// and zeros past the end. So every byte string is a case, a mutated byte changes one
    /// decision, and all-zero bytes (what a fuzzer's minimiser reaches for) are the simplest case.
    /// Lean: no spans, and only the first choices are recorded. O(1) per draw.
    public init(bytes: [UInt8], maxChoices: Int = 100_000) {
        self.random = Xoshiro256StarStar(seed: 0)
        self.prefix = []
        self.isReplaying = true
        self.maxChoices = maxChoices
        self.bytes = bytes
        self.isLean = true
    }

    /// The next value in `0...bound` read from ``bytes``. O(1).
    mutating func nextFromBytes(_ bytes: [UInt8], bound: UInt64) -> UInt64 {
        let width = bound < 0x100 ? 1 : bound < 0x1_0000 ? 2 : bound <= UInt64(UInt32.max) ? 4 : 8
        var raw: UInt64 = 0
        for shift in 0..<width {
            let index = bytePosition + shift
            if index < bytes.count { raw |= UInt64(bytes[index]) << UInt64(8 * shift) }
        }
        bytePosition += width
        return bound == .max ? raw : raw % (bound + 1)
    }

    /// Whether draws come from a recorded prefix rather than randomness.
    public var replaying: Bool { isReplaying }

    /// Clears the record for a new case, keeping capacity (cheap reuse in the runner's loop).
    @inline(__always)
    public mutating func reset() {
        choices.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        labels.removeAll(keepingCapacity: true)
        openSpan = -1
        depth = 0
        drawn = 0
        bytePosition = 0
        recentCount = 0
        recentDouble = .nan
        previousCollection.end = 0
        copies.reset()
    }

    /// Switches to replaying `values` and clears the record.
    public mutating func replay(_ values: [UInt64]) {
        prefix = values
        bytes = nil
        isReplaying = true
        readsBitPatternDoubles = false
        isLean = false
        reset()
    }

    /// The recorded case.
    public var sequence: ChoiceSequence { ChoiceSequence(choices: choices, spans: spans) }

    // MARK: Raw draws

    /// Draws a distance in `0...bound`: from the prefix when replaying, otherwise from
    /// `proposal` (called only in random mode). Records the choice with its `kind`.
    /// O(1) amortised.
    public mutating func draw(
        bound: UInt64, kind: ChoiceKind = .index, proposal: (inout Xoshiro256StarStar) -> UInt64
    ) throws -> UInt64 {
        if drawn >= maxChoices { throw GenerationStop.overrun(limit: maxChoices) }
        let value: UInt64
        if isReplaying {
            if let bytes {
                value = nextFromBytes(bytes, bound: bound)
            } else {
                value = drawn < prefix.count ? min(prefix[drawn], bound) : 0
            }
        } else {
            // A copied draw advances the stream as a fresh one does (see `SpanCopies`).
            var fresh = min(proposal(&random), bound)
            if !copiedElement.isEmpty { fresh = copiedElement.next(bound: bound) }
            value = copies.enabled && copies.isInsideSpan ? copies.draw(fresh, bound: bound, kind: kind) : fresh
        }
        if !isLean || drawn < Self.leanChoiceLimit { choices.append(Choice(value: value, bound: bound, kind: kind)) }
        drawn += 1
        return value
    }

    /// Records a replayed draw as `value` (a distance in `0...bound`) instead of the prefix's
    /// value: for draws whose stored form is converted (old double distances). O(1) amortised.
    mutating func draw(bound: UInt64, kind: ChoiceKind, replayed value: UInt64) throws -> UInt64 {
        if drawn >= maxChoices { throw GenerationStop.overrun(limit: maxChoices) }
        let value = min(value, bound)
        if !isLean || drawn < Self.leanChoiceLimit { choices.append(Choice(value: value, bound: bound, kind: kind)) }
        drawn += 1
        return value
    }

    /// Draws a uniformly random distance in `0...bound`.
    public mutating func drawUniform(bound: UInt64) throws -> UInt64 {
        try draw(bound: bound) { $0.next(upTo: bound) }
    }

    /// Draws a flag that is `true` with probability `numerator/denominator` (simplest: `false`).
    public mutating func drawFlag(_ numerator: UInt64, in denominator: UInt64) throws -> Bool {
        try draw(bound: 1, kind: .flag) { $0.chance(numerator, in: denominator) ? 1 : 0 } == 1
    }

    // MARK: Spans

    /// Opens a span labelled `label`; returns the token to pass to ``endSpan(_:)``. O(1).
    /// Inlined: a lean case that cannot copy (almost every random case) records no span, and
    /// then only these checks run.
    @inlinable @inline(__always)
    package mutating func beginSpan(_ label: SpanLabel, continueFlag: Bool = false) -> Int {
        if isLean && (isReplaying || !copies.isTracking) { return -1 }
        return recordSpanStart(label, continueFlag: continueFlag)
    }

    /// The recording part of ``beginSpan(_:continueFlag:)``; `continueFlag` marks an element
    /// whose first draw is its collection's continue flag.
    @usableFromInline
    mutating func recordSpanStart(_ label: SpanLabel, continueFlag: Bool = false) -> Int {
        if !isReplaying && copies.isTracking { copies.begin(label, caseStream: random) }
        if isLean { return -1 }
        let index = spans.count
        spans.append(
            Span(
                start: choices.count, end: choices.count, label: label, depth: depth, parent: openSpan,
                hasContinueFlag: continueFlag))
        openSpan = index
        depth += 1
        return index
    }

    /// Closes the span opened as `token`. O(1).
    @inlinable @inline(__always)
    package mutating func endSpan(_ token: Int) {
        if token >= 0 || copies.enabled { recordSpanEnd(token) }
    }

    /// The recording part of ``endSpan(_:)``.
    @usableFromInline
    mutating func recordSpanEnd(_ token: Int) {
        if copies.enabled { copies.end() }
        if token < 0 { return }  // lean
        spans[token].end = choices.count
        openSpan = spans[token].parent
        depth -= 1
    }

    /// Drops the span opened as `token`, which must be the last one opened and have no
    /// children (e.g. an element span whose continue flag said "stop"). O(1).
    @usableFromInline
    package mutating func cancelSpan(_ token: Int) {
        if copies.enabled { copies.cancel() }
        if token < 0 { return }  // lean
        precondition(token == spans.count - 1, "only the last span can be cancelled")
        openSpan = spans[token].parent
        depth -= 1
        spans.removeLast()
    }

    /// Attaches a coverage label to the current case.
    public mutating func label(_ name: String) {
        labels.append(name)
    }

    // MARK: Bias memory

    mutating func remember(_ value: Int) {
        switch recentCount & 7 {
        case 0: recent.0 = value
        case 1: recent.1 = value
        case 2: recent.2 = value
        case 3: recent.3 = value
        case 4: recent.4 = value
        case 5: recent.5 = value
        case 6: recent.6 = value
        default: recent.7 = value
        }
        recentCount += 1
    }

    func recalled(_ slot: UInt64) -> Int? {
        guard recentCount > 0 else { return nil }
        switch Int(slot % UInt64(min(recentCount, 8))) {
        case 0: return recent.0
        case 1: return recent.1
        case 2: return recent.2
        case 3: return recent.3
        case 4: return recent.4
        case 5: return recent.5
        case 6: return recent.6
        default: return recent.7
        }
    }
}
