extension ShrinkPass {
    /// Deletes two adjacent elements of a collection at once, when deleting either alone does
    /// not fail: a stateful test's `push` and the `pop` that undoes it, whose single deletions
    /// change what the later steps mean. Last resort; O(elements) calls per round.
    static let deleteAdjacentPairs = ShrinkPass("delete adjacent pairs") { shrinker in
        shrinker.forEachSiblingGroup { shrinker, group in
            guard group[0].label == .element,
                group[0].parent < 0 || shrinker.best.spans[group[0].parent].label != .fixedCollection
            else { return .next }
            for position in 0..<(group.count - 1) where !shrinker.isStopped {
                let first = group[position], second = group[position + 1]
                guard first.end == second.start else { continue }
                if shrinker.consider(
                    Shrinker.replacing(shrinker.bestValues, first.start..<second.end, with: EmptyCollection()))
                {
                    return .again  // the group changed shape: revisit it
                }
            }
            return .next
        }
    }
}
