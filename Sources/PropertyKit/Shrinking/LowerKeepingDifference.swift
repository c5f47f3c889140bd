extension ShrinkPass {
    /// Lowers the magnitudes of two integer draws of the same sign by the same amount, keeping
    /// their difference: a value and that value plus 7 (`[5, 12]` to `[1, 8]`) wherever the
    /// two are drawn and whatever their ranges. `lower pairs` moves nearby distances together,
    /// which for integers of a range around zero (zig-zag distances) flips signs instead.
    /// Pairs of different nonzero magnitudes up to four draws apart; a pair that does not
    /// fail one lower costs one call. Run only when every other pass is stuck.
    /// O(pairs × log value) calls.
    static let lowerKeepingDifference = ShrinkPass("lower keeping difference") { shrinker in
        shrinker.forEachNearbyIntegerPair { a, b in
            a.signum() == b.signum() && a != b
        } move: { shrinker, i, j in
            shrinker.lowerKeepingDifference(i, j)
        }
    }
}

extension Shrinker {
    /// Searches the largest amount by which the magnitudes of the draws at `i` and `j` fall
    /// together; returns `true` when a candidate was adopted.
    mutating func lowerKeepingDifference(_ i: Int, _ j: Int) -> Bool {
        let snapshot = bestValues
        guard let left = best.choices[i].integer, let right = best.choices[j].integer else { return false }
        let a = left.value(at: snapshot[i]), b = right.value(at: snapshot[j])
        let sign = a.signum()
        // The smaller magnitude can fall to zero, or to the nearest its range allows.
        let most = UInt64(min(a.magnitude, b.magnitude))
        func attempt(_ shrinker: inout Shrinker, _ amount: UInt64) -> Bool {
            let (x, y) = (a - sign * Int(amount), b - sign * Int(amount))
            guard (left.lower...left.upper).contains(x), (right.lower...right.upper).contains(y) else { return false }
            var candidate = snapshot
            candidate[i] = left.distance(of: x)
            candidate[j] = right.distance(of: y)
            return shrinker.consider(candidate)
        }
        // One lower first: when the difference is what the failure needs, that fails too.
        guard attempt(&self, 1) else { return false }
        searchLargest(lower: 1, upper: most, attempt)
        return true
    }
}
