extension ShrinkPass {
    /// Two moves in one candidate: exchanges two adjacent same-label siblings (which alone
    /// may make the sequence larger) and deletes one span inside either of them (or replaces
    /// it by a single zero, its simplest alternative). Reaches
    /// minima behind a larger intermediate, e.g. the heap `(0, (0, (0), -), (1, (1), -))`
    /// becomes `(0, (1), (0, (0), -))`. Equal siblings are skipped. O(descendants) candidates
    /// per sibling pair.
    static let swapSiblingsAndDelete = ShrinkPass("swap siblings and delete") { shrinker in
        shrinker.forEachSiblingGroup { shrinker, group in
            let values = shrinker.bestValues
            let spans = shrinker.best.spans
            for position in 0..<(group.count - 1) where !shrinker.isStopped {
                let first = group[position], second = group[position + 1]
                // Equal siblings swap to the same sequence: the plain deletions cover them.
                guard first.end <= second.start, first.count > 0, second.count > 0,
                    values[first.range] != values[second.range]
                else { continue }
                var swapped = Array(values[..<first.start])
                swapped += values[second.range]
                swapped += values[first.end..<second.start]
                swapped += values[first.range]
                swapped += values[second.end...]
                // Where each moved span's descendants now sit in `swapped`.
                let secondShift = first.start - second.start
                let firstShift = second.end - first.end
                var moved: [Range<Int>] = []
                // (Not an element's body alone: that would leave its continue flag behind.)
                for span in spans where span.count > 0 && !shrinker.isElementBody(span) {
                    if span.start >= second.start && span.end <= second.end && span.range != second.range {
                        moved.append((span.start + secondShift)..<(span.end + secondShift))
                    } else if span.start >= first.start && span.end <= first.end && span.range != first.range {
                        moved.append((span.start + firstShift)..<(span.end + firstShift))
                    }
                }
                // Each moved span is deleted, or replaced by one zero (its simplest alternative,
                // e.g. an empty subtree, which keeps the later draws aligned). Smallest
                // candidates first, so the first that fails is the best of them.
                let candidates = moved.flatMap { range in
                    [
                        Shrinker.replacing(swapped, range, with: EmptyCollection()),
                        Shrinker.replacing(swapped, range, with: [0]),
                    ]
                }.sorted { shortlexPrecedes($0, $1) }
                for candidate in candidates where !shrinker.isStopped {
                    if shrinker.consider(candidate) {
                        return .again  // the group changed shape: revisit it
                    }
                }
            }
            return .next
        }
    }
}
