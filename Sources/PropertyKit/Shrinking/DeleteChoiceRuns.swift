extension ShrinkPass {
    /// Deletes runs of two choices at every position, last first: a structure-blind
    /// fallback that catches what span-based passes miss (e.g. a stop flag plus the next
    /// element's continue flag). A run inside one element after its continue flag (part of a
    /// character) is skipped: the element would read the next element's draws. So is a run that
    /// removes an element's continue flag but not all of that element, from the element itself
    /// or from the sibling before it (part of a string's character and the next one's flag), but
    /// not from an inner collection's stop flag: the collection then reads a body draw as its
    /// flag and mostly just stops early. O(n) calls
    /// per round.
    static let deleteChoiceRuns = ShrinkPass("delete choice runs") { shrinker in
        for length in [2] {
            var start = shrinker.bestValues.count - length
            while start >= 0 && !shrinker.isStopped {
                let values = shrinker.bestValues
                let run = start..<(start + length)
                if run.upperBound <= values.count && !shrinker.isInsideElementBody(run) && !shrinker.splitsElement(run)
                {
                    shrinker.consider(Shrinker.replacing(values, start..<(start + length), with: EmptyCollection()))
                }
                start -= 1
            }
        }
    }
}

extension Shrinker {
    /// Whether deleting `run` removes the continue flag of an element but not its last choice,
    /// with the run starting at that flag or inside a sibling element (not at the stop flag of
    /// a collection inside it). O(spans^2) at worst.
    func splitsElement(_ run: Range<Int>) -> Bool {
        best.spans.contains { element in
            guard element.label == .element, run.contains(element.start), run.upperBound < element.end,
                best.choices[element.start].kind == .flag
            else { return false }
            if element.start == run.lowerBound { return true }
            // A collection's stop flag and the next element's continue flag join two collections.
            let endsCollection = best.spans.contains { $0.label == .collection && $0.end == run.lowerBound + 1 }
            return !endsCollection
                && best.spans.contains {
                    $0.label == .element && $0.parent == element.parent && $0.range.contains(run.lowerBound)
                }
        }
    }
}
