extension ShrinkPass {
    /// Lowers every occurrence of a repeated nonzero value together (binary search on the
    /// common value), for properties that need equal values (e.g. `a == b`); equal fractional
    /// doubles try the simpler doubles next to them instead (at most 18 calls).
    /// Flags form groups of their own, and continue flags are left out: they share the value 1
    /// with every `true` and every integer one above its simplest, and lowering them too would
    /// end the collection.
    static let lowerDuplicates = ShrinkPass("lower duplicates") { shrinker in
        let values = shrinker.bestValues
        let choices = shrinker.best.choices
        // Continue flags are left out (lowering them all ends every collection at its first
        // element, which `zero spans` tries); other flags (`Bool`s, an optional's presence)
        // are lowered with the equal flags.
        let continueFlags = Set(shrinker.best.spans.lazy.filter(\.hasContinueFlag).map(\.start))
        func flagClass(_ index: Int) -> Int { choices[index].kind == .flag ? 1 : 0 }
        // Indices sorted by (value, flag, index): deterministic grouping without hashing order.
        let order = values.indices.filter { values[$0] > 0 && !continueFlags.contains($0) }.sorted {
            (values[$0], flagClass($0), $0) < (values[$1], flagClass($1), $1)
        }
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, values[last] == values[index], flagClass(last) == flagClass(index) {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        for group in groups where group.count >= 2 && !shrinker.isStopped {
            var snapshot = shrinker.bestValues
            guard group.allSatisfy({ $0 < snapshot.count && snapshot[$0] == values[group[0]] }) else { continue }
            // Three or more equal zig-zag integers keep their sign first (as `minimise integers`
            // does): distances of one parity are one sign, so a plain search over distances
            // would probe the other sign at every other step, about 60 calls from a large
            // value. When that finds nothing, neither would the plain search in most cases, so
            // it is skipped. Small values and pairs keep the plain search.
            let common = values[group[0]]
            // Equal fractional doubles move together to the simpler doubles next to them (as
            // `simplify doubles` moves one): their codes are not ordered by size, so a search
            // over codes walks down by tiny steps.
            if group.allSatisfy({ choices[$0].kind == .double }) && isSmallFraction(common) {
                for neighbour in simplerNeighbours(of: fullRange.value(at: common)) where !shrinker.isStopped {
                    let distance = fullRange.distance(of: neighbour)
                    guard distance < common else { continue }
                    var candidate = snapshot
                    for index in group { candidate[index] = distance }
                    if shrinker.consider(candidate) { break }
                }
                continue
            }
            let signed = group.allSatisfy { choices[$0].integer != nil && isSigned(choices[$0].kind) }
            if common >= 1 << 16 && group.count >= 3 && signed {
                func all(_ value: UInt64) -> [UInt64] {
                    var candidate = snapshot
                    for index in group { candidate[index] = value }
                    return candidate
                }
                if shrinker.consider(all(0)) { continue }
                let parity: UInt64 = common % 2 == 1 ? 1 : 2
                shrinker.searchSmallest(lower: 0, upper: (common - parity) / 2) { shrinker, half in
                    shrinker.consider(all(half * 2 + parity))
                }
                if shrinker.bestValues == snapshot { continue }
                snapshot = shrinker.bestValues
                guard group.allSatisfy({ $0 < snapshot.count }) else { continue }
            }
            let current = snapshot[group[0]]
            guard current > 0, group.allSatisfy({ snapshot[$0] == current }) else { continue }
            shrinker.searchSmallest(lower: 0, upper: current) { shrinker, value in
                var candidate = snapshot
                for index in group { candidate[index] = value }
                return shrinker.consider(candidate)
            }
        }
    }
}
