extension ShrinkPass {
    /// Lowers two nearby choices by the same amount (binary search), keeping their
    /// difference: the move difference-style properties (`a - b`) need. Tries both at zero first.
    static let lowerPairs = ShrinkPass("lower pairs") { shrinker in
        var first = 0
        while first < shrinker.bestValues.count && !shrinker.isStopped {
            // Flags (bound 1) carry no amount to move, nor do fractional doubles.
            guard shrinker.best.choices[first].bound > 1, !isFractionalDouble(shrinker, first) else {
                first += 1
                continue
            }
            for second in (first + 1)..<min(first + 5, shrinker.bestValues.count) where !shrinker.isStopped {
                let snapshot = shrinker.bestValues
                guard second < snapshot.count else { break }
                guard shrinker.best.choices[second].bound > 1, !isFractionalDouble(shrinker, second) else { continue }
                let most = min(snapshot[first], snapshot[second])
                guard most > 0 else { continue }
                // Both to their simplest at once (e.g. `1 + -1` to `0 + 0`).
                var zeroed = snapshot
                zeroed[first] = 0
                zeroed[second] = 0
                if shrinker.consider(zeroed) { continue }
                shrinker.searchLargest(lower: 0, upper: most) { shrinker, amount in
                    var candidate = snapshot
                    candidate[first] -= amount
                    candidate[second] -= amount
                    return shrinker.consider(candidate)
                }
            }
            first += 1
        }
    }
}
