extension ShrinkPass {
    /// Deletes an element from each of two collections where the two draw the same choices,
    /// and in the same candidate exchanges two adjacent, different elements of either
    /// collection: `([0, 1, 100], [1, 0, 100])`, a permutation that must differ, becomes
    /// `([0, 100], [100, 0])`, where deleting the 1s alone makes the lists equal and `delete
    /// equal spans` stops. Outermost collections only; run only when every other pass is
    /// stuck. O(matched pairs × elements) calls.
    static let exchangeAfterMatchedDeletion = ShrinkPass("exchange after matched deletion") { shrinker in
        while !shrinker.isStopped && shrinker.exchangeAfterMatchedDeletionOnce() {}
    }
}

extension Shrinker {
    /// The elements with continue flags of each collection that is not inside an element,
    /// collections in order.
    func elementsOfOutermostCollections() -> [[Span]] {
        var elements: [Int: [Span]] = [:]
        for span in best.spans where span.label == .element && span.hasContinueFlag && span.parent >= 0 {
            guard best.spans[span.parent].label == .collection, !isInsideElement(span.parent) else { continue }
            elements[span.parent, default: []].append(span)
        }
        return elements.keys.sorted().compactMap { elements[$0] }
    }

    /// Tries the candidates of ``ShrinkPass/exchangeAfterMatchedDeletion``, smallest first (so
    /// the first that fails is the best of them), until one is adopted; returns whether one
    /// was. At most ``matchedFoldLimit`` candidates (long collections of repeated values have
    /// many).
    mutating func exchangeAfterMatchedDeletionOnce() -> Bool {
        let collections = elementsOfOutermostCollections()
        let snapshot = bestValues
        var candidates: [[UInt64]] = []
        for (a, first) in collections.enumerated() {
            for second in collections[(a + 1)...] {
                for deleted in first {
                    for partner in second where snapshot[partner.range] == snapshot[deleted.range] {
                        for elements in [first, second] {
                            for (left, right) in zip(elements, elements.dropFirst())
                            where left.end == right.start && snapshot[left.range] != snapshot[right.range]
                                && ![left, right].contains(deleted) && ![left, right].contains(partner)
                            {
                                guard candidates.count < Self.matchedFoldLimit else { break }
                                var candidate = snapshot
                                candidate.replaceSubrange(
                                    left.start..<right.end, with: snapshot[right.range] + snapshot[left.range])
                                candidate.removeSubrange(partner.range)
                                candidate.removeSubrange(deleted.range)
                                candidates.append(candidate)
                            }
                        }
                    }
                }
            }
        }
        for candidate in candidates.sorted(by: shortlexPrecedes) where !isStopped {
            if consider(candidate) { return true }
        }
        return false
    }
}
