extension ShrinkPass {
    /// Deletes an element of a collection that holds as many elements as it may (its last
    /// element is not followed by a stop flag) and puts a stop flag at its end in the same
    /// candidate: plain deletion would make the collection read the next draw as a continue
    /// flag. Each element once per round, from the first; one call each. When that fails and
    /// other collections draw exactly the same choices (two equal strings at their limit), the
    /// same element is deleted from all of them in one more candidate, so a property that needs
    /// them equal still fails.
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
            // The collections, this one included, with the same choices, from the last.
            let twins = spans.filter {
                $0.label == .collection && $0.count == collection.count
                    && ($0.start == collection.start || $0.end <= collection.start || $0.start >= collection.end)
                    && values[$0.range] == values[collection.range]
            }.sorted { $0.start > $1.start }
            for element in elements where !shrinker.isStopped && shrinker.best.choices[element.start].kind == .flag {
                var candidate = values
                candidate.insert(0, at: collection.end)
                candidate.removeSubrange(element.range)
                if shrinker.consider(candidate) {
                    spanIndex -= 1
                    break
                }
                guard twins.count > 1, !shrinker.isStopped else { continue }
                candidate = values
                for twin in twins {
                    let offset = twin.start - collection.start
                    candidate.insert(0, at: twin.end)
                    candidate.removeSubrange((element.start + offset)..<(element.end + offset))
                }
                if shrinker.consider(candidate) {
                    spanIndex -= 1
                    break
                }
            }
        }
    }
}
