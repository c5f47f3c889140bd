extension ShrinkPass {
    /// Exchanges the contents of two disjoint spans with the same label when the later one is
    /// simpler, anywhere in the sequence (not only siblings): moves a subtree from one branch
    /// of a tree to another, e.g. a heap's grandchild from the left subtree to the right.
    /// Up to 32 partners per span, and it runs as a fallback.
    static let swapSpans = ShrinkPass("swap spans") { shrinker in
        var index = 0
        while index < shrinker.best.spans.count && !shrinker.isStopped {
            let spans = shrinker.best.spans
            let values = shrinker.bestValues
            let first = spans[index]
            index += 1
            let firstContent = Array(values[first.range])
            // At most 32 partners per span keeps a round O(32 n) on long sequences.
            var partners = 0
            for second in spans[index...] where !shrinker.isStopped && partners < 32 {
                guard second.label == first.label, second.start >= first.end else { continue }
                partners += 1
                let secondContent = Array(values[second.range])
                guard shortlexPrecedes(secondContent, firstContent) || (secondContent.count > firstContent.count
                    && secondContent.first.map({ $0 < (firstContent.first ?? 0) }) == true)
                else { continue }
                var candidate = Array(values[..<first.start])
                candidate += secondContent
                candidate += values[first.end..<second.start]
                candidate += firstContent
                candidate += values[second.end...]
                if shrinker.consider(candidate) {
                    index -= 1
                    break
                }
            }
        }
    }
}
