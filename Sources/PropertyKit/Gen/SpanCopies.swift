/// Generation that sometimes repeats itself: in one random case in ``caseShare``, when a span
/// opens and an earlier span of the case has the same label, the new span now and then
/// (one in ``chance``) replays the earlier one's choices instead of fresh randomness: an exact
/// copy, a copy with its elements shuffled or, for a collection's elements, rotated by one
/// (the first level below it with two or more same-label children), or a copy with one choice
/// drawn afresh (a quarter). Two lists, fields or subtrees that coincide, or are permutations of each
/// other, then turn up in a few cases in a hundred instead of almost never.
///
/// Only random draws are affected (replay reads its prefix); a copy is recorded as ordinary
/// choices, so it shrinks and replays like any other case. The decisions come from a stream of
/// their own, seeded per case from the case's random state at its first span, and a copied
/// draw still advances the case's stream as a fresh one would: a case without a copy draws
/// exactly what it drew before copies existed. Lean and full recording behave alike, which
/// keeps a failing case's full redraw identical. Cost: in the cases that may copy, O(1) per
/// span and per draw inside a span, plus O(copied choices) when a copy starts; in the others
/// one check per span and per draw.
@usableFromInline
struct SpanCopies: Sendable {
    /// One closed span, in the order spans closed (children before their parent).
    struct Closed: Sendable {
        var label: UInt64
        var start: Int32
        var end: Int32
        var depth: Int32
        /// Index in `closed` of its first descendant (its descendants are `firstDescendant..<self`).
        var firstDescendant: Int32
    }

    struct Open: Sendable {
        var label: UInt64
        var start: Int32
        var firstDescendant: Int32
    }

    /// One case in this many may copy (the others pay nothing for the bookkeeping).
    static let caseShare: UInt64 = 32
    /// In those, one span in this many, when an earlier span has its label, is a copy.
    static let chance: UInt64 = 2
    /// Whether this case's share is still to be decided (at its first span).
    @usableFromInline var undecided = true
    /// Whether this case may copy (decided at its first span from the case's random state).
    @usableFromInline var enabled = false
    /// Whether spans must be told to this: the case's share is undecided, or it may copy.
    @inlinable var isTracking: Bool { undecided || enabled }

    /// Values drawn inside spans, in draw order (span positions index this log).
    var log: [UInt64] = []
    var open: [Open] = []
    var closed: [Closed] = []
    /// The last closed span per label, by the label's low four bits (-1: none).
    var lastByLabel: [Int32] = Array(repeating: -1, count: 16)
    var touched = false
    /// The stream of copy decisions, seeded at the case's first span.
    var random = Xoshiro256StarStar(seed: 0)
    /// The copy being replayed: its values, the next position, the position drawn afresh
    /// (-1: none), and the depth of the span it fills (-1: not copying).
    var buffer: [UInt64] = []
    var position = 0
    var fresh = -1
    var copyDepth = -1

    var isInsideSpan: Bool { !open.isEmpty }

    mutating func reset() {
        if touched { clear() }
        undecided = true
        enabled = false
    }

    @inline(never)
    private mutating func clear() {
        log.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        closed.removeAll(keepingCapacity: true)
        for slot in lastByLabel.indices { lastByLabel[slot] = -1 }
        buffer.removeAll(keepingCapacity: true)
        position = 0
        fresh = -1
        copyDepth = -1
        touched = false
    }

    /// Whether the copy fills an element span: its continue flag is drawn afresh, so copies
    /// never lengthen collections (the runner's size limits keep their effect).
    var copiesElement = false

    /// The value of a draw inside a span whose fresh value is `fresh`: the copied one while
    /// a copy lasts. Logged either way.
    @inline(never)
    mutating func draw(_ fresh: UInt64, bound: UInt64, kind: ChoiceKind) -> UInt64 {
        var value = fresh
        if copyDepth >= 0 && position < buffer.count {
            let isFlag: Bool
            if case .flag = kind { isFlag = true } else { isFlag = false }
            if position != self.fresh && !(position == 0 && copiesElement && isFlag) {
                value = min(buffer[position], bound)
            }
            position += 1
        }
        log.append(value)
        return value
    }

    @inline(never)
    mutating func begin(_ label: SpanLabel, caseStream: Xoshiro256StarStar) {
        if undecided {
            undecided = false
            let seed = SplitMix64.mix(caseStream.s0 ^ caseStream.s3)
            guard seed % Self.caseShare == 0 else { return }
            enabled = true
            touched = true
            random = Xoshiro256StarStar(seed: seed)
        }
        if copyDepth < 0 && label != .filterAttempt {
            let slot = lastByLabel[Int(label.id & 15)]
            if slot >= 0, closed[Int(slot)].label == label.id, closed[Int(slot)].end > closed[Int(slot)].start {
                let roll = random.next()
                if roll % Self.chance == 0 { startCopy(of: Int(slot), roll: roll >> 8) }
            }
        }
        open.append(Open(label: label.id, start: Int32(log.count), firstDescendant: Int32(closed.count)))
    }

    @inline(never)
    mutating func end() {
        guard let top = open.popLast() else { return }
        if copyDepth == open.count { stopCopy() }
        let index = Int32(closed.count)
        closed.append(
            Closed(
                label: top.label, start: top.start, end: Int32(log.count), depth: Int32(open.count),
                firstDescendant: top.firstDescendant))
        lastByLabel[Int(top.label & 15)] = index
    }

    mutating func cancel() {
        guard open.popLast() != nil else { return }
        if copyDepth == open.count { stopCopy() }
    }

    private mutating func stopCopy() {
        copyDepth = -1
        buffer.removeAll(keepingCapacity: true)
        position = 0
        fresh = -1
    }

    private mutating func startCopy(of index: Int, roll: UInt64) {
        let source = closed[index]
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: log[Int(source.start)..<Int(source.end)])
        position = 0
        fresh = -1
        copyDepth = open.count
        copiesElement = source.label == SpanLabel.element.id
        switch roll % 4 {
        case 1: shuffleElements(of: index, rotating: false)
        case 2: shuffleElements(of: index, rotating: roll & 64 == 0 && source.label != SpanLabel.input.id)
        case 3: fresh = Int(random.next(upTo: UInt64(buffer.count - 1)))
        default: break  // an exact copy
        }
    }

    /// Shuffles, in `buffer`, the first level below the span at `index` that has two or more
    /// children with one label (a list inside an input: its elements), keeping what lies
    /// between them in place.
    private mutating func shuffleElements(of index: Int, rotating: Bool) {
        var parent = index
        for _ in 0..<4 {
            let span = closed[parent]
            let children = (Int(span.firstDescendant)..<parent).filter { closed[$0].depth == span.depth + 1 }
            if children.count == 1 {
                parent = children[0]
                continue
            }
            guard let label = children.first.map({ closed[$0].label }),
                children.count >= 2, children.allSatisfy({ closed[$0].label == label })
            else { return }
            let origin = Int(closed[index].start)
            let ranges = children.map { (Int(closed[$0].start) - origin)..<(Int(closed[$0].end) - origin) }
            buffer = Self.rearranged(buffer, ranges: ranges, rotating: rotating, random: &random)
            return
        }
    }

    /// `values` with the stretches at `ranges` (ascending, disjoint) rotated left by one or,
    /// when not `rotating`, shuffled by `random`; what lies between and around them stays in
    /// place. O(values).
    static func rearranged(
        _ values: [UInt64], ranges: [Range<Int>], rotating: Bool, random: inout Xoshiro256StarStar
    ) -> [UInt64] {
        var order = Array(ranges.indices)
        if rotating {
            order.append(order.removeFirst())
        } else {
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(i, Int(random.next(upTo: UInt64(i))))
            }
        }
        var rebuilt = Array(values[..<ranges[0].lowerBound])
        for (position, range) in ranges.enumerated() {
            let gapEnd = position + 1 < ranges.count ? ranges[position + 1].lowerBound : values.count
            rebuilt += values[ranges[order[position]]]
            rebuilt += values[range.upperBound..<gapEnd]
        }
        return rebuilt
    }
}
