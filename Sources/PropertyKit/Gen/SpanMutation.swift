/// Generation that duplicates one part of a passing case onto another, as Hypothesis's
/// generation phase mutates the examples it has drawn: in a share of random cases (recorded in
/// full), when the case passes, the runner picks two disjoint spans with the same label that
/// draw alike and differ, overwrites one with the other's choices (either way round) and runs
/// the case the edited choices replay to next, as one of the run's cases. Half the copies keep
/// the copied value's elements in order; the others rotate them by one or shuffle them. Two
/// equal strings, lists, sets or dictionaries, or one a permutation of the other, which
/// independent draws almost never give, then turn up within a few cases.
///
/// The label is picked first (uniformly among those with two or more candidate spans, as
/// Hypothesis picks a group), then a pair of its spans. Candidates are whole values: inputs,
/// collections, alternatives, recursion levels and user labels of two or more choices; not
/// elements or characters, and not two spans inside elements of one collection, whose copies
/// `ElementCopies`, `SpanCopies` and the integer draws' recent values already make. Spans draw
/// alike when their first two choices have the same bounds and kinds (two strings, not a string
/// and a list of integers, though both are collections). `SpanCopies` copies while a case is
/// drawn, forwards only; this edits a finished case, so the copy can go either way.
///
/// The share is larger in a run's first ``earlyCases`` fresh cases, where a failure found sooner
/// saves the most, and small after. The fresh cases are exactly those drawn without the
/// mutation, in the same order; decisions come from each case's starting random state, so a
/// run stays reproducible. Cost: a few instructions per case; in the share, a full recording of
/// the case and, if it passes, one pass over its spans per label, up to ``attempts`` random
/// pairs, and the replay and run of the edited case.
enum SpanMutation {
    /// The cases at the start of a run in which one in ``earlyShare`` is mutated.
    static let earlyCases = 64
    /// One early case in this many is mutated (a power of two, like ``lateShare``).
    static let earlyShare: UInt64 = 8
    /// One later case in this many is mutated.
    static let lateShare: UInt64 = 64
    /// Pairs tried before giving up on a case.
    static let attempts = 16

    /// Whether case number `caseNumber` (counted from 0), drawn from `start`, is in the share
    /// whose mutation runs next if it passes: a few instructions a case. Never a case in
    /// ``IntegerCopies``'s share.
    @inline(__always)
    static func isInShare(_ start: Xoshiro256StarStar, caseNumber: Int) -> Bool {
        (start.s0 ^ start.s1) & (caseNumber < earlyCases ? earlyShare - 1 : lateShare - 1) == 0
            && !IntegerCopies.isInShare(start)
    }

    /// The edited choices of the case that drew `choices` and `spans` (recorded in full) from
    /// `start`, or `nil` when no pair was found: a label with two or more non-empty spans at
    /// random, two of its spans at random, kept when they are disjoint, draw alike, differ and
    /// do not lie in one collection's elements; one of them, at random and sometimes with its
    /// elements rearranged, then replaces the other. O(spans x labels + choices).
    static func edit(_ choices: [Choice], spans: [Span], start: Xoshiro256StarStar) -> [UInt64]? {
        var groups: [(label: SpanLabel, spans: [Int])] = []
        for (index, span) in spans.enumerated()
        where span.count > 1 && span.label != .filterAttempt && span.label != .element
            && span.label != Source.characterLabel
        {
            if let group = groups.firstIndex(where: { $0.label == span.label }) {
                groups[group].spans.append(index)
            } else {
                groups.append((span.label, [index]))
            }
        }
        groups.removeAll { $0.spans.count < 2 }
        guard !groups.isEmpty else { return nil }
        var random = Xoshiro256StarStar(seed: SplitMix64.mix(start.s0 ^ start.s2 ^ 0xBB67_AE85_84CA_A73B))
        for _ in 0..<attempts {
            let group = groups[Int(random.next(upTo: UInt64(groups.count - 1)))].spans
            let last = UInt64(group.count - 1)
            let a = group[Int(random.next(upTo: last))], b = group[Int(random.next(upTo: last))]
            let (first, second) = spans[a].start <= spans[b].start ? (a, b) : (b, a)
            guard spans[first].end <= spans[second].start, drawAlike(spans[first], spans[second], in: choices),
                !inOneCollection(first, second, spans: spans),
                !choices[spans[first].range].elementsEqual(choices[spans[second].range], by: { $0.value == $1.value })
            else { continue }
            let roll = random.next()
            let (copied, overwritten) = roll & 1 == 0 ? (spans[first], spans[second]) : (spans[second], spans[first])
            var copy = choices[copied.range].map(\.value)
            if roll & 2 != 0 {
                copy = permuted(
                    copy, spans: spans, index: roll & 1 == 0 ? first : second, rotating: roll & 4 == 0, random: &random)
            }
            var values = choices.map(\.value)
            values.replaceSubrange(overwritten.range, with: copy)
            return values
        }
        return nil
    }

    /// `copy`, the choices of the span at `index`, with the elements of the first level below
    /// it that has two or more children (all with one label and alike in their continue flags)
    /// rotated left by one or shuffled; what lies between them stays in place. Unchanged when
    /// there is no such level within four.
    private static func permuted(
        _ copy: [UInt64], spans: [Span], index: Int, rotating: Bool, random: inout Xoshiro256StarStar
    ) -> [UInt64] {
        var parent = index
        for _ in 0..<4 {
            let children = spans.indices.filter { spans[$0].parent == parent }
            if children.count == 1 {
                parent = children[0]
                continue
            }
            guard let label = children.first.map({ spans[$0].label }), children.count >= 2,
                children.allSatisfy({
                    spans[$0].label == label && spans[$0].hasContinueFlag == spans[children[0]].hasContinueFlag
                })
            else { return copy }
            let origin = spans[index].start
            let ranges = children.map { (spans[$0].start - origin)..<(spans[$0].end - origin) }
            return SpanCopies.rearranged(copy, ranges: ranges, rotating: rotating, random: &random)
        }
        return copy
    }

    /// Whether the spans at `a` and `b` lie in elements of one collection, whose copies
    /// `ElementCopies` already makes.
    private static func inOneCollection(_ a: Int, _ b: Int, spans: [Span]) -> Bool {
        func enclosing(_ index: Int) -> Int {
            var ancestor = spans[index].parent
            while ancestor >= 0 {
                if spans[ancestor].label == .element { return spans[ancestor].parent }
                ancestor = spans[ancestor].parent
            }
            return -1
        }
        let collection = enclosing(a)
        return collection >= 0 && collection == enclosing(b)
    }

    /// Whether the first two choices of `a` and `b` (as many as both have) have the same bounds
    /// and kinds.
    private static func drawAlike(_ a: Span, _ b: Span, in choices: [Choice]) -> Bool {
        for offset in 0..<min(2, a.count, b.count) {
            let x = choices[a.start + offset], y = choices[b.start + offset]
            guard x.bound == y.bound, x.kind == y.kind else { return false }
        }
        return true
    }
}
