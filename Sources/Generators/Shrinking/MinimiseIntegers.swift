extension ShrinkPass {
    /// Lowers each choice on its own: tries 0, then 1, then binary-searches the smallest
    /// distance that still fails. O(log value) calls per choice.
    public static let minimiseIntegers = ShrinkPass("minimise integers") { shrinker in
        var index = 0
        while index < shrinker.bestValues.count && !shrinker.isStopped {
            let snapshot = shrinker.bestValues
            let current = snapshot[index]
            if current > 0 {
                shrinker.searchSmallest(lower: 0, upper: current) { shrinker, value in
                    guard index < snapshot.count else { return false }
                    var candidate = snapshot
                    candidate[index] = value
                    return shrinker.consider(candidate)
                }
            }
            index += 1
        }
    }
}
