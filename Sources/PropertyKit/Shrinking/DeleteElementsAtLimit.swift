extension ShrinkPass {
    /// Deletes an element of a collection that holds as many elements as it may (its last
    /// element is not followed by a stop flag) and puts a stop flag at its end in the same
    /// candidate: plain deletion would make the collection read the next draw as a continue
    /// flag. Each element once per round, from the first; one call each.
    static let deleteElementsAtLimit = ShrinkPass("delete elements at limit") { shrinker in
        var spanIndex = 0
        while spanIndex < shrinker.best.spans.count && !shrinker.isStopped {
            let spans = shrinker.best.spans
            let collection = spans[spanIndex]
            spanIndex += 1
            guard collection.label == .collection else { continue }
            let parent = spanIndex - 1
            let elements = spans[spanIndex...].filter { $0.parent == parent && $0.label == .element && $0.count > 0 }
            guard let last = elements.last, last.end == collection.end else { continue }
            let values = shrinker.bestValues
            for element in elements where !shrinker.isStopped && shrinker.best.choices[element.start].kind == .flag {
                var candidate = values
                candidate.insert(0, at: collection.end)
                candidate.removeSubrange(element.range)
                if shrinker.consider(candidate) {
                    spanIndex -= 1
                    break
                }
            }
        }
    }
}
