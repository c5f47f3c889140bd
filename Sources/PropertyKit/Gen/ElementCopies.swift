/// Generation that relates positions inside one collection, and a collection to the previous
/// one: in one random collection in ``collectionShare``, elements repeat earlier elements of
/// the same collection, and one in about ``copyShare`` of the others is a copy of the case's
/// previous collection (exact, or rotated by one element). The
/// collection follows one of three patterns, each with a mutation now and then (one copy in
/// ``mutationChance`` is drawn afresh instead):
///
/// - *repeats* (half the patterns): every element copies the first (a constant list: three
///   equal doubles whose mean rounds outside them), or each element after the first, three
///   times in four, copies the element before it or an earlier one at random (a value that
///   occurs three times among others);
/// - *mirror*: after one to four fresh elements the collection reads them back in reverse
///   (with or without repeating the middle one) and then stops (`aba`, `abba`);
/// - *cycle*: after one to four fresh elements the run repeats, and half the time the
///   collection stops after one repetition (`abab`).
///
/// Only random draws are affected (replay reads its prefix), a copy is recorded as ordinary
/// choices, and an element is copied only if it lies within the first
/// ``Source/leanChoiceLimit`` draws of the case, which a lean recording keeps too: the full
/// redraw of a failing case copies exactly what its lean draw copied. The decision reads the
/// case's random state without advancing it, and a copied draw advances the stream as a fresh
/// one does, so a collection without a pattern draws exactly what it drew before. Cost: one
/// hash per collection; in patterned ones O(element size) per copy.
struct ElementCopies {
    enum Pattern { case repeats, mirror, cycle }

    /// One collection in this many follows a pattern.
    static let collectionShare: UInt64 = 32
    /// One collection in this many (of those without a pattern) copies the previous one.
    static let copyShare: UInt64 = 8
    /// One copy in this many is drawn afresh instead.
    static let mutationChance: UInt64 = 8

    var pattern: Pattern
    /// Decisions of this collection, seeded from the case's random state.
    var random: Xoshiro256StarStar
    /// Fresh elements before a mirror or cycle starts.
    var lead: Int
    /// Repeats: whether every element copies the first. Mirror: whether the middle element is
    /// repeated (`abba`) or not (`aba`). Cycle: whether the collection stops after one
    /// repetition.
    var variant: Bool
    /// Draw positions of each element's draws (after its continue flag).
    var starts: [Int] = []
    var ends: [Int] = []

    /// The pattern of a collection that starts now, or `nil` (most collections). One
    /// collection in ``copyShare`` without a pattern instead replays the case's previous
    /// collection whole (loaded into `source.copiedElement`), half the time rotated by one
    /// element: two equal lists, two equal inner lists, a list and its rotation.
    static func decide(_ source: inout Source) -> ElementCopies? {
        guard !source.isReplaying, source.copiedElement.isEmpty else { return nil }
        let seed = SplitMix64.mix(source.random.s1 &+ source.random.s2)
        guard seed % collectionShare == 0 else {
            let previous = source.previousCollection
            guard (seed >> 3) % copyShare == 0, previous.end > previous.start, previous.end <= Source.leanChoiceLimit
            else { return nil }
            let choices = source.choices
            // Rotated by one when it has two or more elements of one size, each with a continue
            // flag, and a stop flag ends it.
            let size = previous.count >= 2 ? (previous.end - previous.start - 1) / previous.count : 0
            let firstEnd = previous.start + size
            if (seed >> 9) & 1 == 1 && size > 0 && size * previous.count == previous.end - previous.start - 1
                && choices[previous.start].kind == .flag && choices[previous.start].value == 1
                && choices[previous.end - 1].value == 0
            {
                source.copiedElement.load(
                    choices[firstEnd..<(previous.end - 1)], then: choices[previous.start..<firstEnd])
            } else {
                source.copiedElement.load(choices[previous.start..<previous.end])
            }
            return nil
        }
        var random = Xoshiro256StarStar(seed: seed)
        let roll = random.next()
        let pattern: Pattern = roll % 4 < 2 ? .repeats : roll % 4 == 2 ? .mirror : .cycle
        let lead = Int((roll >> 8) % 4) + 1
        return ElementCopies(pattern: pattern, random: random, lead: lead, variant: roll & 1 << 20 != 0)
    }

    /// What the pattern wants of element `index`: the earlier element it copies (`nil`: draw
    /// afresh), and whether the collection should stop before it (`stop`) or continue.
    mutating func plan(_ index: Int) -> (copy: Int?, stop: Bool, keepGoing: Bool) {
        var target: Int?
        var stop = false, keepGoing = false
        switch pattern {
        case .repeats where variant:
            if index > 0 { target = 0 }
        case .repeats:
            if index > 0 && random.next() % 4 != 0 {
                target = random.next() & 1 == 0 ? index - 1 : Int(random.next(upTo: UInt64(index - 1)))
            }
        case .mirror:
            if index >= lead {
                let mirrored = (variant ? 2 * lead - 1 : 2 * lead - 2) - index
                if mirrored < 0 { stop = true } else { target = mirrored }
            }
            keepGoing = !stop
        case .cycle:
            if index >= lead {
                target = index - lead
                stop = variant && index == 2 * lead
            }
            keepGoing = index < 2 * lead
        }
        if let copied = target,
            copied >= ends.count || ends[copied] > Source.leanChoiceLimit
                || random.next() % Self.mutationChance == 0
        {
            target = nil
        }
        return (target, stop, keepGoing && !stop)
    }
}

extension Source {
    /// The element loop of ``array(count:_:)`` for a collection that follows `pattern`: the
    /// same choices and spans, with copied elements' draws and the pattern's stop and continue
    /// flags replayed over fresh ones.
    @inline(never)
    mutating func elements<Element>(
        following pattern: inout ElementCopies, count: ClosedRange<Int>, into result: inout [Element],
        _ element: (inout Source) throws -> Element
    ) throws {
        let minimum = count.lowerBound, maximum = count.upperBound
        let average = UInt64(Swift.min(maximum - minimum, 8))
        while result.count < maximum {
            let token = beginSpan(.element, continueFlag: result.count >= minimum)
            let plan = pattern.plan(result.count)
            if result.count >= minimum {
                let mean = Swift.min(average, collectionSizeLimit)
                if plan.stop || plan.keepGoing { copiedElement.load(flag: plan.stop ? 0 : 1) }
                guard try drawFlag(mean, in: mean + 1) else {
                    cancelSpan(token)
                    break
                }
            }
            if let copied = plan.copy { copiedElement.load(choices[pattern.starts[copied]..<pattern.ends[copied]]) }
            pattern.starts.append(drawn)
            defer { copiedElement.clear() }
            result.append(try element(&self))
            pattern.ends.append(drawn)
            endSpan(token)
        }
    }
}

/// The values an element copy replays, drawn in place of fresh randomness.
struct CopiedElement: Sendable {
    var values: [UInt64] = []
    /// Values still to replay (the draw path tests only this).
    var remaining = 0

    var isEmpty: Bool { remaining == 0 }

    /// The next copied value (clamped to `bound`).
    mutating func next(bound: UInt64) -> UInt64 {
        let value = min(values[values.count - remaining], bound)
        remaining -= 1
        return value
    }

    mutating func load(_ choices: ArraySlice<Choice>) {
        values.removeAll(keepingCapacity: true)
        for choice in choices { values.append(choice.value) }
        remaining = values.count
    }

    /// `first`, then `second`, then a stop flag: a collection rotated by one element.
    mutating func load(_ first: ArraySlice<Choice>, then second: ArraySlice<Choice>) {
        values.removeAll(keepingCapacity: true)
        for choice in first { values.append(choice.value) }
        for choice in second { values.append(choice.value) }
        values.append(0)
        remaining = values.count
    }

    mutating func load(flag: UInt64) {
        values.removeAll(keepingCapacity: true)
        values.append(flag)
        remaining = 1
    }

    mutating func clear() { remaining = 0 }
}
