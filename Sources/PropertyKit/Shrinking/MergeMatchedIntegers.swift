extension ShrinkPass {
    /// Folds one integer element of a collection into another (`x, y` becomes `0, x + y`, as
    /// `merge integers` does) and makes the same fold between two elements of another
    /// collection that hold `x` and `y`, in one candidate: a list and its rotation or
    /// permutation whose sum matters (`([0, 5, 5], [5, 0, 5])` with a sum of at least 10
    /// becomes `([0, 0, 10], [10, 0, 0])`, whose zeros then go together), where folding in one
    /// list alone breaks the relation. Outermost collections whose elements are one integer
    /// each; candidates only where both values have a match, and matches with equal values
    /// give equal candidates (cache hits), at most ``Shrinker/matchedFoldLimit`` between two
    /// adopted ones (long collections of repeated values have many). Run only when every other
    /// pass is stuck.
    static let mergeMatchedIntegers = ShrinkPass("merge matched integers") { shrinker in
        while !shrinker.isStopped && shrinker.mergeMatchedIntegersOnce() {}
    }
}

extension Shrinker {
    /// The integer elements of each outermost collection whose elements are one integer draw
    /// after a continue flag: the draw's index and value, in order.
    func integerElementsOfCollections() -> [[(index: Int, value: Int)]] {
        var elements: [Int: [(index: Int, value: Int)]] = [:]
        var order: [Int] = []
        for span in best.spans where span.label == .element && span.hasContinueFlag && span.parent >= 0 {
            let collection = best.spans[span.parent]
            guard collection.label == .collection, collection.parent < 0 || !isInsideElement(span.parent) else {
                continue
            }
            guard span.count == 2, let encoding = best.choices[span.start + 1].integer else {
                elements[span.parent] = nil
                order.removeAll { $0 == span.parent }
                continue
            }
            if elements[span.parent] == nil { order.append(span.parent) }
            elements[span.parent, default: []].append((span.start + 1, encoding.value(at: bestValues[span.start + 1])))
        }
        return order.compactMap { elements[$0] }
    }

    /// Whether the span at `index` lies inside an element. O(depth).
    func isInsideElement(_ index: Int) -> Bool {
        var ancestor = best.spans[index].parent
        while ancestor >= 0 {
            if best.spans[ancestor].label == .element { return true }
            ancestor = best.spans[ancestor].parent
        }
        return false
    }

    /// The most candidates ``ShrinkPass/mergeMatchedIntegers`` and
    /// ``ShrinkPass/exchangeAfterMatchedDeletion`` make between two adopted ones.
    static let matchedFoldLimit = 1_024

    /// Tries the folds of ``ShrinkPass/mergeMatchedIntegers`` until one is adopted; returns
    /// whether one was.
    mutating func mergeMatchedIntegersOnce() -> Bool {
        let collections = integerElementsOfCollections()
        guard collections.count >= 2 else { return false }
        let snapshot = bestValues
        var made = 0
        for (a, first) in collections.enumerated() {
            for (b, second) in collections.enumerated() where a != b && !isStopped {
                for from in first where from.value != 0 {
                    for to in first where to.index != from.index && !isStopped {
                        for match in second where match.value == from.value {
                            for partner in second where partner.index != match.index && partner.value == to.value {
                                guard made < Self.matchedFoldLimit else { return false }
                                guard
                                    let candidate = folding(
                                        snapshot, [(from.index, to.index), (match.index, partner.index)])
                                else { continue }
                                made += 1
                                if consider(candidate) { return true }
                            }
                        }
                    }
                }
            }
        }
        return false
    }

    /// `values` with each pair's first integer draw at its simplest and its sum added to the
    /// second, or `nil` when a sum leaves its range.
    func folding(_ values: [UInt64], _ folds: [(from: Int, to: Int)]) -> [UInt64]? {
        var candidate = values
        for (from, to) in folds {
            guard let source = best.choices[from].integer, let target = best.choices[to].integer else { return nil }
            let (sum, overflow) = source.value(at: values[from]).addingReportingOverflow(target.value(at: values[to]))
            guard !overflow, sum >= target.lower, sum <= target.upper else { return nil }
            candidate[from] = source.distance(of: min(max(0, source.lower), source.upper))
            candidate[to] = target.distance(of: sum)
        }
        return candidate
    }
}
