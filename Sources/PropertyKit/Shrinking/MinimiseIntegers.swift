extension ShrinkPass {
    /// Lowers each choice on its own: to 0 if that works; else first among distances of the
    /// same parity, which for zig-zag encoded signed integers means "same sign, smaller
    /// magnitude" (so `x >= 50` shrinks to exactly 50 although 50's distance neighbours -49
    /// and -50 pass); then among all smaller distances (see `searchSmallest`).
    /// O(log value) calls per choice.
    static let minimiseIntegers = ShrinkPass("minimise integers") { shrinker in
        var index = 0
        while index < shrinker.bestValues.count && !shrinker.isStopped {
            // A collection's continue flag is left to span deletion (clearing it truncates).
            if shrinker.isContinueFlag(index) {
                index += 1
                continue
            }
            // Fractions below 2^52 are `simplify doubles`' (their codes are not ordered by size).
            if shrinker.best.choices[index].kind == .double && ShrinkPass.isSmallFraction(shrinker.bestValues[index]) {
                index += 1
                continue
            }
            let snapshot = shrinker.bestValues
            // Parity is the sign only for zig-zag integers and doubles; elsewhere the plain
            // search is enough.
            let signed = isSigned(shrinker.best.choices[index].kind)
            // The simplest value first: when it works, the sign-keeping search is not needed
            // (and when it fails, the plain search below finds it in the cache).
            if signed && snapshot[index] > 2
                && shrinker.consider(Shrinker.replacing(snapshot, index..<(index + 1), with: [0]))
            {
                index += 1
                continue
            }
            if signed && snapshot[index] > 2 {
                let parity = snapshot[index] % 2 == 1 ? UInt64(1) : 2
                shrinker.searchSmallest(lower: 0, upper: (snapshot[index] - parity) / 2) { shrinker, half in
                    var candidate = snapshot
                    candidate[index] = half * 2 + parity
                    return shrinker.consider(candidate)
                }
            }
            let current = shrinker.bestValues
            if index < current.count && current[index] > 0 {
                shrinker.searchSmallest(lower: 0, upper: current[index]) { shrinker, value in
                    var candidate = current
                    candidate[index] = value
                    return shrinker.consider(candidate)
                }
            }
            index += 1
        }
    }
}
