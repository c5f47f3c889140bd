extension ShrinkPass {
    /// Deletes two disjoint spans with the same label and the same choices in one candidate:
    /// an element of each of two lists that are permutations of each other, or the same
    /// position of two equal inner lists, so that the structures stay related while they
    /// shrink (deleting either alone breaks the relation). An element's body without its
    /// continue flag (a character inside a string's element) is left alone, and so are two
    /// elements of one collection with an equal copy (`shrink equal spans together` deletes
    /// from every copy). Runs as a fallback.
    static let deleteEqualSpans = ShrinkPass("delete equal spans") { shrinker in
        shrinker.forEachSpanPair { shrinker, first, second, values in
            let spans = shrinker.best.spans
            guard first.count > 0, second.count == first.count, !shrinker.isElementBody(first),
                first.parent != second.parent || !shrinker.isElementOfCopiedCollection(first),
                first.parent < 0 || spans[first.parent].label != .fixedCollection,
                second.parent < 0 || spans[second.parent].label != .fixedCollection,
                values[second.range].elementsEqual(values[first.range])
            else { return false }
            var candidate = values
            candidate.removeSubrange(second.range)
            candidate.removeSubrange(first.range)
            return shrinker.consider(candidate)
        }
    }
}
