extension ShrinkPass {
    /// Deletes an element from each of two different collections in one candidate, when the
    /// two elements draw the same choices: a list and its permutation, rotation, reversal or
    /// subsequence lose a matched pair together, where deleting from either alone breaks the
    /// relation. Outermost collections only (not inside another collection's element), each
    /// ordered pair of collections once per round, elements from the first; equal
    /// collections are left to `shrink equal spans together`. A candidate is made only for
    /// equal elements, and deleting any of a run of equal neighbours gives the same candidate
    /// (a cache hit, no call): O(matched pairs of distinct runs) calls per round.
    static let deleteMatchedElements = ShrinkPass("delete matched elements") { shrinker in
        var pair = 0
        while !shrinker.isStopped {
            let collections = shrinker.outermostCollections()
            var pairs: [(Span, Span)] = []
            for (i, first) in collections.enumerated() {
                for second in collections[(i + 1)...]
                where shrinker.bestValues[first.range] != shrinker.bestValues[second.range] {
                    pairs.append((first, second))
                }
            }
            guard pair < pairs.count else { return }
            if !shrinker.deleteMatchedElement(from: pairs[pair].0, and: pairs[pair].1) { pair += 1 }
        }
    }
}

extension Shrinker {
    /// Collections that are not inside an element, with at least one element of their own
    /// that starts with a continue flag, in order.
    func outermostCollections() -> [Span] {
        var withElements = Set<Int>()
        for span in best.spans where span.label == .element && span.hasContinueFlag && span.parent >= 0 {
            withElements.insert(span.parent)
        }
        return best.spans.indices.filter { index in
            guard withElements.contains(index) else { return false }
            var ancestor = best.spans[index].parent
            while ancestor >= 0 {
                if best.spans[ancestor].label == .element { return false }
                ancestor = best.spans[ancestor].parent
            }
            return true
        }.map { best.spans[$0] }
    }

    /// Tries deleting one element of `first` with an equal element of `second` (a later,
    /// disjoint collection); returns `true` after the first adopted candidate.
    mutating func deleteMatchedElement(from first: Span, and second: Span) -> Bool {
        let snapshot = bestValues
        let spans = best.spans
        func elements(of collection: Span) -> [Span] {
            spans.filter {
                $0.label == .element && $0.hasContinueFlag && $0.start >= collection.start && $0.end <= collection.end
                    && $0.depth == collection.depth + 1
            }
        }
        let later = elements(of: second)
        for element in elements(of: first) where !isStopped {
            let content = snapshot[element.range]
            for match in later where snapshot[match.range] == content && !isStopped {
                var candidate = snapshot
                candidate.removeSubrange(match.range)
                candidate.removeSubrange(element.range)
                if consider(candidate) { return true }
            }
        }
        return false
    }
}
