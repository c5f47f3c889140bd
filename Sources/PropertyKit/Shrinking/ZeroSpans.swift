extension ShrinkPass {
    /// Replaces each span's choices by zeros (its simplest value, e.g. an empty list or a
    /// leaf), largest spans first. One call per span that is not already simplest.
    static let zeroSpans = ShrinkPass("zero spans") { shrinker in
        var index = 0
        while index < shrinker.best.spans.count && !shrinker.isStopped {
            let span = shrinker.best.spans[index]
            index += 1
            // Zeroing an element clears its continue flag, i.e. truncates the collection there;
            // only emptying the whole collection (at its first element) is worth a call, span
            // deletion covers the rest.
            guard span.label != .element || span.parent < 0 || shrinker.best.spans[span.parent].start == span.start
            else { continue }
            let values = shrinker.bestValues
            guard values[span.range].contains(where: { $0 != 0 }) else { continue }
            shrinker.consider(Shrinker.replacing(values, span.range, with: repeatElement(0, count: span.count)))
        }
    }
}
