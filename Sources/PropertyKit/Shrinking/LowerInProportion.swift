extension ShrinkPass {
    /// Lowers two integer draws together keeping their ratio: `(a, b)` with greatest common
    /// divisor `g` becomes `(a / g × t, b / g × t)` for the smallest `t` that still fails
    /// (a search over `t` below `g`), signs kept, within each draw's range. A value and its
    /// double (`[5, 10]` to `[1, 2]`), or two values in the ratio 2 : 3, where lowering either
    /// alone breaks the relation. Pairs of different nonzero magnitudes with a common divisor
    /// above 1, up to four draws apart; a pair whose next smaller multiple does not fail
    /// costs one call. Run only when every other pass is stuck. O(pairs × log g) calls.
    static let lowerInProportion = ShrinkPass("lower in proportion") { shrinker in
        shrinker.forEachNearbyIntegerPair { a, b in
            a.magnitude != b.magnitude && gcd(a.magnitude, b.magnitude) > 1
        } move: { shrinker, i, j in
            shrinker.lowerInProportion(i, j)
        }
    }

    /// The greatest common divisor of `a` and `b`.
    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

extension Shrinker {
    /// Searches the smallest multiple `t` of the reduced ratio of the draws at `i` and `j`;
    /// returns `true` when a candidate was adopted.
    mutating func lowerInProportion(_ i: Int, _ j: Int) -> Bool {
        let snapshot = bestValues
        guard let left = best.choices[i].integer, let right = best.choices[j].integer else { return false }
        let a = left.value(at: snapshot[i]), b = right.value(at: snapshot[j])
        let g = ShrinkPass.gcd(a.magnitude, b.magnitude)
        let (p, q) = (a / Int(g), b / Int(g))
        func attempt(_ shrinker: inout Shrinker, _ t: UInt64) -> Bool {
            let (x, y) = (p * Int(t), q * Int(t))
            guard (left.lower...left.upper).contains(x), (right.lower...right.upper).contains(y) else { return false }
            var candidate = snapshot
            candidate[i] = left.distance(of: x)
            candidate[j] = right.distance(of: y)
            return shrinker.consider(candidate)
        }
        // The next smaller multiple first: when the ratio is what the failure needs, it fails too.
        guard attempt(&self, UInt64(g) - 1) else { return false }
        searchSmallest(lower: 1, upper: UInt64(g) - 1, attempt)
        return true
    }
}
