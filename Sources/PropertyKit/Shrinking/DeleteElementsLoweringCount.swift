extension ShrinkPass {
    /// For collections whose size was drawn up front (`flatMap { n in array(exactly: n) }`):
    /// deletes runs of sibling element spans while lowering, by the run's length, the choice
    /// drawn just before the first sibling (the count). Plain deletion cannot do this because
    /// the count would make the generator read the next choices as elements.
    static let deleteElementsLoweringCount = ShrinkPass("delete elements lowering count") { shrinker in
        shrinker.forEachSiblingGroup { shrinker, group in
            let countIndex = group[0].start - 1
            guard countIndex >= 0, group[0].label == .element, group.allSatisfy({ $0.count > 0 }) else { return .next }
            let snapshot = shrinker.bestValues
            let count = snapshot[countIndex]
            guard count > 0, !group.contains(where: { $0.range.contains(countIndex) }) else { return .next }
            // Contiguous runs only: the deleted choices must be exactly k elements.
            var position = 0
            while position < group.count && !shrinker.isStopped {
                func candidate(_ k: Int) -> [UInt64]? {
                    guard position + k <= group.count, UInt64(k) <= count else { return nil }
                    for i in position..<(position + k - 1) where group[i].end != group[i + 1].start { return nil }
                    var values = Shrinker.replacing(
                        snapshot, group[position].start..<group[position + k - 1].end, with: EmptyCollection())
                    values[countIndex] -= UInt64(k)
                    return values
                }
                guard let one = candidate(1), shrinker.consider(one) else {
                    position += 1
                    continue
                }
                var good = 1, trial = 2
                while let values = candidate(trial), !shrinker.isStopped {
                    guard shrinker.consider(values) else { break }
                    good = trial
                    trial *= 2
                }
                shrinker.searchLargest(lower: UInt64(good), upper: UInt64(min(trial - 1, group.count - position))) {
                    shrinker, k in
                    guard let values = candidate(Int(k)) else { return false }
                    return shrinker.consider(values)
                }
                return .again  // the group changed shape: rescan it from the start
            }
            return .next
        }
    }
}
