extension ShrinkPass {
    /// Lowers integer draws of *equal value* together, whatever their ranges (a list element
    /// of `Int` and a separate `0...1000` integer equal to it have different distances, so
    /// `lower duplicates` does not group them): the common value moves towards zero keeping
    /// its sign, by a search over its magnitude, within every member's range. Flags and
    /// indices are left to the other passes. O(groups × log value) calls.
    static let lowerEqualIntegers = ShrinkPass("lower equal integers") { shrinker in
        let choices = shrinker.best.choices
        // Indices of integer draws, grouped by value in (value, index) order: deterministic.
        let integers = choices.indices.compactMap { index -> (value: Int, index: Int)? in
            guard let encoding = choices[index].integer, choices[index].value > 0 else { return nil }
            return (encoding.value(at: choices[index].value), index)
        }.sorted { ($0.value, $0.index) < ($1.value, $1.index) }
        var groups: [(value: Int, members: [Int])] = []
        for item in integers {
            if let last = groups.last, last.value == item.value {
                groups[groups.count - 1].members.append(item.index)
            } else {
                groups.append((item.value, [item.index]))
            }
        }
        for group in groups where group.members.count >= 2 && group.value != 0 && !shrinker.isStopped {
            let snapshot = shrinker.bestValues
            let encodings = group.members.compactMap {
                $0 < shrinker.best.choices.count ? shrinker.best.choices[$0].integer : nil
            }
            guard encodings.count == group.members.count,
                zip(group.members, encodings).allSatisfy({ $1.value(at: snapshot[$0]) == group.value })
            else { continue }
            // One unsigned range, and no other choice at that distance: `lower duplicates`
            // searched exactly these candidates.
            let distance = snapshot[group.members[0]]
            if !isSigned(.integer(encodings[0])), encodings.allSatisfy({ $0 == encodings[0] }),
                snapshot.lazy.filter({ $0 == distance }).count == group.members.count
            {
                continue
            }
            // Magnitudes every member's range holds with the value's sign: from `least` up.
            let positive = group.value > 0
            let least =
                encodings.map { encoding -> UInt64 in
                    positive ? UInt64(max(0, encoding.lower)) : UInt64(max(0, 0 &- min(0, encoding.upper)))
                }.max() ?? 0
            let magnitude = UInt64(group.value.magnitude)
            guard least < magnitude else { continue }
            shrinker.searchSmallest(lower: least, upper: magnitude) { shrinker, candidateMagnitude in
                let value = positive ? Int(candidateMagnitude) : 0 &- Int(candidateMagnitude)
                var candidate = snapshot
                for (index, encoding) in zip(group.members, encodings) {
                    guard value >= encoding.lower && value <= encoding.upper else { return false }
                    candidate[index] = encoding.distance(of: value)
                }
                return shrinker.consider(candidate)
            }
        }
    }
}
