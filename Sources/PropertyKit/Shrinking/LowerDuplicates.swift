extension ShrinkPass {
    /// Lowers every occurrence of a repeated nonzero value together (binary search on the
    /// common value), for properties that need equal values (e.g. `a == b`).
    /// Flags form groups of their own: a collection's continue flags share the value 1 with
    /// every integer one above its simplest, and lowering them too would end the collection.
    static let lowerDuplicates = ShrinkPass("lower duplicates") { shrinker in
        let values = shrinker.bestValues
        let choices = shrinker.best.choices
        func isFlag(_ index: Int) -> Int { choices[index].kind == .flag ? 1 : 0 }
        // Indices sorted by (value, flag, index): deterministic grouping without hashing order.
        let order = values.indices.filter { values[$0] > 0 }.sorted {
            (values[$0], isFlag($0), $0) < (values[$1], isFlag($1), $1)
        }
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, values[last] == values[index], isFlag(last) == isFlag(index) {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        for group in groups where group.count >= 2 && !shrinker.isStopped {
            let snapshot = shrinker.bestValues
            guard group.allSatisfy({ $0 < snapshot.count && snapshot[$0] == values[group[0]] }) else { continue }
            shrinker.searchSmallest(lower: 0, upper: values[group[0]]) { shrinker, value in
                var candidate = snapshot
                for index in group { candidate[index] = value }
                return shrinker.consider(candidate)
            }
        }
    }
}
