extension Gen where Value: Hashable & Sendable {
    /// Sets of `self`'s values with a size in `count`, laid out as ``Gen/array(count:)``: an
    /// element that repeats one already in the set is drawn again (its span stays, so the
    /// shrinker deletes it), and after many repeats in a row the set stops if it is big enough
    /// or the case is rejected. Shrinks towards small sets of simple elements. O(count) draws.
    public func set(count: ClosedRange<Int> = 0...64) -> Gen<Set<Value>> {
        let element = self
        return Gen<Set<Value>> { source in
            var result = Set<Value>()
            try source.uniqueElements(count: count, name: "set elements") { source in
                result.insert(try element.generate(&source)).inserted
            }
            return result
        }
    }
}

extension Gen {
    /// Dictionaries from `keys` to `values` with a size in `count`: each entry draws a key
    /// and then its value in one element span; an entry whose key is already present is
    /// skipped, as in ``Gen/set(count:)``. O(count) draws.
    public static func dictionary<Key: Hashable & Sendable, Element: Sendable>(
        keys: Gen<Key>, values: Gen<Element>, count: ClosedRange<Int> = 0...64
    ) -> Gen<[Key: Element]> where Value == [Key: Element] {
        Gen<[Key: Element]> { source in
            var result: [Key: Element] = [:]
            try source.uniqueElements(count: count, name: "dictionary keys") { source in
                let key = try keys.generate(&source)
                let value = try values.generate(&source)
                guard result[key] == nil else { return false }
                result[key] = value
                return true
            }
            return result
        }
    }
}

extension Source {
    /// The layout of a collection of distinct elements: ``array(count:_:)``'s continue flags
    /// and element spans, where `element` returns whether its draw added a new element; the
    /// previous collection's copies as in ``array(count:_:)`` (see ``ElementCopies``).
    /// Throws ``GenerationStop/rejected(filter:attempts:)`` when repeats keep the collection
    /// below `count`'s lower bound.
    mutating func uniqueElements(count: ClosedRange<Int>, name: String, _ element: (inout Source) throws -> Bool) throws
    {
        precondition(count.lowerBound >= 0)
        let minimum = count.lowerBound, maximum = count.upperBound
        let average = UInt64(Swift.min(maximum - minimum, 8))
        // Like an array, one set in about eight copies the previous collection (two equal
        // sets, two equal dictionaries); the patterns inside one array do not apply.
        let collection = beginCollection(fixed: false)
        _ = ElementCopies.decide(&self)
        var size = 0, repeats = 0, elements = 0
        defer { endCollection(collection, count: elements) }
        let patience = 2 * Swift.min(maximum, 64) + 10
        while size < maximum {
            let token = beginSpan(.element, continueFlag: size >= minimum)
            if size >= minimum {
                let mean = Swift.min(average, collectionSizeLimit)
                guard try drawFlag(mean, in: mean + 1) else {
                    cancelSpan(token)
                    break
                }
            }
            let added = try element(&self)
            endSpan(token)
            elements += 1
            if added {
                size += 1
                repeats = 0
            } else {
                repeats += 1
                if repeats > patience {
                    if size >= minimum { break }
                    throw GenerationStop.rejected(filter: name, attempts: repeats)
                }
            }
        }
    }
}
