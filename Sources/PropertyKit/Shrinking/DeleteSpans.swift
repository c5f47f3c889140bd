extension ShrinkPass {
    /// Deletes each span, and after a success grows the deletion over the following
    /// same-label siblings (1, 2, 4, ... then binary search), so long collections lose many
    /// elements in O(log n) calls.
    static let deleteSpans = ShrinkPass("delete spans") { shrinker in
        var index = 0
        while index < shrinker.best.spans.count && !shrinker.isStopped {
            let snapshot = shrinker.bestValues
            let span = shrinker.best.spans[index]
            // Deleting an element of a fixed-size collection only shifts the later draws, and
            // deleting all of an element but its continue flag makes it read the next element.
            guard span.count > 0, span.parent < 0 || shrinker.best.spans[span.parent].label != .fixedCollection,
                !shrinker.isElementBody(span), !shrinker.isElementOfCopiedCollection(span)
            else {
                index += 1
                continue
            }
            let run = shrinker.best.spans[index...].filter {
                $0.parent == span.parent && $0.label == span.label && $0.start >= span.start
            }
            guard shrinker.consider(Shrinker.replacing(snapshot, span.range, with: EmptyCollection())) else {
                index += 1
                continue
            }
            // Contiguous siblings from `span` on: deleting the first k of them.
            var contiguous = [span]
            for next in run.dropFirst() where next.start == contiguous.last!.end { contiguous.append(next) }
            guard contiguous.count > 1 else { continue }
            var good = 1
            var trial = 2
            while trial <= contiguous.count && !shrinker.isStopped {
                let range = span.start..<contiguous[trial - 1].end
                if shrinker.consider(Shrinker.replacing(snapshot, range, with: EmptyCollection())) {
                    good = trial
                    trial *= 2
                } else {
                    break
                }
            }
            let failed = min(trial, contiguous.count + 1)
            shrinker.searchLargest(lower: UInt64(good), upper: UInt64(failed - 1)) { shrinker, k in
                let range = span.start..<contiguous[Int(k) - 1].end
                return shrinker.consider(Shrinker.replacing(snapshot, range, with: EmptyCollection()))
            }
        }
    }
}
