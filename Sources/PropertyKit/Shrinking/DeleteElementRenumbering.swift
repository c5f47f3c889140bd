extension ShrinkPass {
    /// Deletes one element of a collection of single-choice elements and lowers by one every
    /// other element whose value is greater than the deleted position: the edit that keeps
    /// elements that are *indices into the collection* pointing at the same elements. Only
    /// collections whose every element is below their length are tried.
    static let deleteElementRenumbering = ShrinkPass("delete element renumbering") { shrinker in
        shrinker.forEachSiblingGroup { shrinker, group in
            guard group[0].label == .element, group.allSatisfy({ $0.count >= 1 && $0.count <= 2 }),
                group[0].parent < 0 || shrinker.best.spans[group[0].parent].label != .fixedCollection
            else { return .next }
            let values = shrinker.bestValues
            // Only collections whose elements look like indices into them.
            guard group.allSatisfy({ values[$0.end - 1] < UInt64(group.count) }) else { return .next }
            for position in group.indices.reversed() where !shrinker.isStopped {
                var candidate = values
                for (other, span) in group.enumerated() where other != position {
                    let last = span.end - 1
                    if candidate[last] > UInt64(position) { candidate[last] -= 1 }
                }
                candidate.removeSubrange(group[position].range)
                if shrinker.consider(candidate) {
                    return .again  // the group changed shape: revisit it
                }
            }
            return .next
        }
    }
}
