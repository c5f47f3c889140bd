extension ShrinkPass {
    /// Deletes runs of two choices at every position, last first: a structure-blind
    /// fallback that catches what span-based passes miss (e.g. a stop flag plus the next
    /// element's continue flag). A run inside one element after its continue flag (part of a
    /// character) is skipped: the element would read the next element's draws. O(n) calls per
    /// round.
    static let deleteChoiceRuns = ShrinkPass("delete choice runs") { shrinker in
        for length in [2] {
            var start = shrinker.bestValues.count - length
            while start >= 0 && !shrinker.isStopped {
                let values = shrinker.bestValues
                if start + length <= values.count && !shrinker.isInsideElementBody(start..<(start + length)) {
                    shrinker.consider(Shrinker.replacing(values, start..<(start + length), with: EmptyCollection()))
                }
                start -= 1
            }
        }
    }
}
