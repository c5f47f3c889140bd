extension ShrinkPass {
    /// Deletes, in one candidate, every element of a collection but the first two that are
    /// equal (same choices): a property that needs two equal records or two equal inner lists
    /// goes from a long collection to the pair in one call, where deleting elements one run at
    /// a time costs O(log n) calls per run. One call per collection with a repeated element
    /// and others besides.
    static let keepEqualSiblings = ShrinkPass("keep equal siblings") { shrinker in
        shrinker.forEachSiblingGroup { shrinker, group in
            // (A collection with an equal copy loses elements in every copy at once, in
            // `shrink equal spans together`.)
            guard group.count > 2, group[0].label == .element,
                group[0].parent < 0 || shrinker.best.spans[group[0].parent].label != .fixedCollection,
                !shrinker.isElementOfCopiedCollection(group[0])
            else { return .next }
            let values = shrinker.bestValues
            guard let (first, second) = firstEqualPair(group, values) else { return .next }
            var candidate = values
            for (position, span) in group.enumerated().reversed() where position != first && position != second {
                candidate.removeSubrange(span.range)
            }
            shrinker.consider(candidate)
            return .next
        }
    }

    /// The positions of the first two spans of `group` (by the later one's position) with
    /// equal non-empty contents in `values`, or `nil`. O(total length of the spans).
    static func firstEqualPair(_ group: [Span], _ values: [UInt64]) -> (Int, Int)? {
        var seen: [ArraySlice<UInt64>: Int] = [:]
        for (position, span) in group.enumerated() where span.count > 0 {
            if let earlier = seen[values[span.range]] { return (earlier, position) }
            seen[values[span.range]] = position
        }
        return nil
    }
}
