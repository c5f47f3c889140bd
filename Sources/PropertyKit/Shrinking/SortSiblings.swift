extension ShrinkPass {
    /// Puts same-label sibling spans in ascending shortlex order of their contents (all at
    /// once, then by adjacent swaps if the full sort no longer fails). Normalises order.
    static let sortSiblings = ShrinkPass("sort siblings") { shrinker in
        shrinker.forEachSiblingGroup { shrinker, group in
            let values = shrinker.bestValues
            let contents = group.map { Array(values[$0.range]) }
            func rebuilt(_ order: [[UInt64]]) -> [UInt64] {
                var result = Array(values[..<group[0].start])
                for (position, span) in group.enumerated() {
                    result += order[position]
                    let gapEnd = position + 1 < group.count ? group[position + 1].start : values.count
                    result += values[span.end..<gapEnd]
                }
                return result
            }
            guard group.indices.dropFirst().allSatisfy({ group[$0 - 1].end <= group[$0].start }) else { return .next }
            let sorted = contents.sorted { shortlexPrecedes($0, $1) }
            if sorted == contents { return .next }
            if shrinker.consider(rebuilt(sorted)) { return .next }
            for position in 0..<(group.count - 1) where !shrinker.isStopped {
                if shortlexPrecedes(contents[position + 1], contents[position]) {
                    var swapped = contents
                    swapped.swapAt(position, position + 1)
                    if shrinker.consider(rebuilt(swapped)) {
                        return .again  // the group changed shape: revisit it
                    }
                }
            }
            return .next
        }
    }
}
