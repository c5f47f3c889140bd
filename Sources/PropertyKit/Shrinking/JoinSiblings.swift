extension ShrinkPass {
    /// Joins adjacent sibling collections: for neighbours A and B that both contain spans of
    /// one label two levels down (a list of lists: A's last element, B's first element), it
    /// deletes the choices between A's last inner span and B's first (A's stop flag and B's
    /// continue flag; a continue flag in their place when B's first element has none), so B's
    /// elements move into A. Normalises lists of lists.
    static let joinSiblings = ShrinkPass("join siblings") { shrinker in
        var index = 0
        while index < shrinker.best.spans.count && !shrinker.isStopped {
            let spans = shrinker.best.spans
            let first = spans[index]
            index += 1
            guard
                let second = spans[index...].first(where: {
                    $0.parent == first.parent && $0.start == first.end && $0.label == first.label
                })
            else { continue }
            let inner = first.depth + 2
            guard
                let last = spans.last(where: {
                    $0.depth == inner && first.range.contains($0.start) && $0.end <= first.end
                }),
                let next = spans.first(where: {
                    $0.depth == inner && $0.label == last.label && second.range.contains($0.start)
                })
            else { continue }
            // B's first element has no continue flag when B holds its minimum count (a set of at
            // least one element): in A it needs one.
            let flag: [UInt64] = next.label == .element && !next.hasContinueFlag ? [1] : []
            if shrinker.consider(Shrinker.replacing(shrinker.bestValues, last.end..<next.start, with: flag)) {
                index -= 1
            }
        }
    }
}
