extension ShrinkPass {
    /// Exchanges the contents of two disjoint spans with the same label when the later one is
    /// simpler, anywhere in the sequence (not only siblings): moves a subtree from one branch
    /// of a tree to another, e.g. a heap's grandchild from the left subtree to the right.
    /// Up to 32 partners per span, and it runs as a fallback.
    static let swapSpans = ShrinkPass("swap spans") { shrinker in
        shrinker.forEachSpanPair { shrinker, first, second, values in
            let firstContent = Array(values[first.range]), secondContent = Array(values[second.range])
            guard
                shortlexPrecedes(secondContent, firstContent)
                    || (secondContent.count > firstContent.count
                        && secondContent.first.map({ $0 < (firstContent.first ?? 0) }) == true)
            else { return false }
            var candidate = Array(values[..<first.start])
            candidate += secondContent
            candidate += values[first.end..<second.start]
            candidate += firstContent
            candidate += values[second.end...]
            return shrinker.consider(candidate)
        }
    }
}

extension Shrinker {
    /// Visits each span with its later disjoint same-label partners (at most 32 per span,
    /// which keeps a round O(32 n) on long sequences), passing the current values. `attempt`
    /// returns whether it adopted a candidate; the same span is then visited again.
    mutating func forEachSpanPair(_ attempt: (inout Shrinker, Span, Span, [UInt64]) -> Bool) {
        var index = 0
        while index < best.spans.count && !isStopped {
            let spans = best.spans
            let values = bestValues
            let first = spans[index]
            index += 1
            var partners = 0
            for second in spans[index...] where !isStopped && partners < 32 {
                guard second.label == first.label, second.start >= first.end else { continue }
                partners += 1
                if attempt(&self, first, second, values) {
                    index -= 1
                    break
                }
            }
        }
    }
}
