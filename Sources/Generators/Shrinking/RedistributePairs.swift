extension ShrinkPass {
    /// Moves value from an earlier choice to a later one (their sum is kept, so the sequence
    /// gets lexicographically smaller): all of it first, then a binary search on the amount.
    public static let redistributePairs = ShrinkPass("redistribute pairs") { shrinker in
        var first = 0
        while first < shrinker.bestValues.count && !shrinker.isStopped {
            var second = first + 1
            while second < min(first + 9, shrinker.bestValues.count) && !shrinker.isStopped {
                let snapshot = shrinker.bestValues
                let bound = shrinker.best.choices[second].bound
                let most = min(snapshot[first], bound - snapshot[second])
                second += 1
                guard most > 0 else { continue }
                shrinker.searchLargest(lower: 0, upper: most) { shrinker, amount in
                    var candidate = snapshot
                    candidate[first] -= amount
                    candidate[second - 1] += amount
                    return shrinker.consider(candidate)
                }
            }
            first += 1
        }
    }
}
