extension ShrinkPass {
    /// Lowers each choice on its own: tries 0, then searches for the smallest distance that
    /// still fails (see `searchSmallest`). Then repeats the search among distances of the same
    /// parity, which for zig-zag encoded signed integers means "same sign, smaller
    /// magnitude": `x >= 50` shrinks to exactly 50 even though 49's neighbours in distance
    /// order (-49, -50) pass. O(log value) calls per choice.
    public static let minimiseIntegers = ShrinkPass("minimise integers") { shrinker in
        var index = 0
        while index < shrinker.bestValues.count && !shrinker.isStopped {
            let snapshot = shrinker.bestValues
            if snapshot[index] > 0 {
                shrinker.searchSmallest(lower: 0, upper: snapshot[index]) { shrinker, value in
                    var candidate = snapshot
                    candidate[index] = value
                    return shrinker.consider(candidate)
                }
            }
            let current = shrinker.bestValues
            if index < current.count && current[index] > 2 {
                let parity = current[index] % 2 == 1 ? UInt64(1) : 2
                shrinker.searchSmallest(lower: 0, upper: (current[index] - parity) / 2) { shrinker, half in
                    var candidate = current
                    candidate[index] = half * 2 + parity
                    return shrinker.consider(candidate)
                }
            }
            index += 1
        }
    }
}
