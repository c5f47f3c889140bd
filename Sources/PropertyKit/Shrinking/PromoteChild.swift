extension ShrinkPass {
    /// Replaces a span by one of its descendants with the same label (a tree node by a
    /// subtree, a union by one of its members). One call per (span, descendant) pair tried.
    static let promoteChild = ShrinkPass("promote child") { shrinker in
        var index = 0
        while index < shrinker.best.spans.count && !shrinker.isStopped {
            let span = shrinker.best.spans[index]
            index += 1
            let values = shrinker.bestValues
            let descendants = shrinker.best.spans[index...].filter {
                $0.label == span.label && $0.start >= span.start && $0.end <= span.end && $0.count < span.count
            }
            for child in descendants where !shrinker.isStopped {
                if shrinker.consider(Shrinker.replacing(values, span.range, with: values[child.range])) {
                    index -= 1
                    break
                }
            }
        }
    }
}
