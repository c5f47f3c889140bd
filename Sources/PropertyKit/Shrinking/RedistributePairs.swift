extension ShrinkPass {
    /// Moves value from an earlier choice to a later one (their sum is kept, so the sequence
    /// gets lexicographically smaller): all of it first, then a binary search on the amount.
    static let redistributePairs = ShrinkPass("redistribute pairs") { shrinker in
        var first = 0
        while first < shrinker.bestValues.count && !shrinker.isStopped {
            // Flags (bound 1) carry no amount to move, nor do fractional doubles (their codes are
            // not ordered by size; `simplify doubles` has them).
            guard shrinker.best.choices[first].bound > 1, !isFractionalDouble(shrinker, first) else {
                first += 1
                continue
            }
            var second = first + 1
            while second < min(first + 9, shrinker.bestValues.count) && !shrinker.isStopped {
                let snapshot = shrinker.bestValues
                let bound = shrinker.best.choices[second].bound
                let most = min(snapshot[first], bound - snapshot[second])
                second += 1
                guard most > 0, bound > 1, !isFractionalDouble(shrinker, second - 1) else { continue }
                shrinker.searchLargest(lower: 0, upper: most) { shrinker, amount in
                    var candidate = snapshot
                    candidate[first] -= amount
                    candidate[second - 1] += amount
                    return shrinker.consider(candidate)
                }
            }
            first += 1
        }
        // Magnitude moves for zig-zag encoded signed integers: steps of 2 keep each value's
        // sign, and the receiver may saturate at its bound (e.g. Int16.min). Lets
        // `-6680, -26089` become `-1, -32768` with the same (wrapped) sum. Both choices must
        // be signed (for any other kind the first loop already tried every amount).
        first = 0
        while first < shrinker.bestValues.count && !shrinker.isStopped {
            guard isSigned(shrinker.best.choices[first].kind), !isFractionalDouble(shrinker, first) else {
                first += 1
                continue
            }
            var second = first + 1
            while second < min(first + 9, shrinker.bestValues.count) && !shrinker.isStopped {
                let snapshot = shrinker.bestValues
                let bound = shrinker.best.choices[second].bound
                let target = second
                second += 1
                guard isSigned(shrinker.best.choices[target].kind), !isFractionalDouble(shrinker, target) else {
                    continue
                }
                // A positive donor (odd distance 2m - 1) can give all m of its magnitude.
                let most = (snapshot[first] + 1) / 2
                guard most > 0, snapshot[target] < bound else { continue }
                shrinker.searchLargest(lower: 0, upper: most) { shrinker, amount in
                    var candidate = snapshot
                    candidate[first] = snapshot[first] >= 2 * amount ? snapshot[first] - 2 * amount : 0
                    let (sum, overflow) = candidate[target].addingReportingOverflow(2 * amount)
                    candidate[target] = overflow ? bound : min(sum, bound)
                    return shrinker.consider(candidate)
                }
            }
            first += 1
        }
    }

    /// Whether the choice at `index` is a double with a fractional part below 2^52, whose
    /// distance is a code that arithmetic on distances does not follow.
    static func isFractionalDouble(_ shrinker: Shrinker, _ index: Int) -> Bool {
        shrinker.best.choices[index].kind == .double && isSmallFraction(shrinker.bestValues[index])
    }

    /// Whether distances of `kind` alternate in sign (zig-zag integers around zero, and
    /// doubles, whose lowest bit is the sign), so that steps of two keep the sign.
    static func isSigned(_ kind: ChoiceKind) -> Bool {
        switch kind {
        case .integer(let encoding): encoding.lower < 0 && encoding.upper > 0
        case .double: true
        case .flag, .index: false
        }
    }
}
