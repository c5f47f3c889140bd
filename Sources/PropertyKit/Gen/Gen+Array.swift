extension Gen {
    /// Arrays of `element` with a count in `count`. Each optional element is preceded by a
    /// "continue" flag (simplest: stop), so deleting an element's span shortens the array and
    /// the shrinker prefers short arrays. The average number of optional elements is
    /// `min(upper - lower, 8)` (less in a run's first cases, see
    /// ``Source/collectionSizeLimit``); larger arrays come from `count` with a higher lower
    /// bound.
    /// Cost: O(count) draws.
    public func array(count: ClosedRange<Int> = 0...64) -> Gen<[Value]> {
        precondition(count.lowerBound >= 0)
        let element = self
        return Gen<[Value]> { source in try source.array(count: count) { source in try element.generate(&source) } }
    }

    /// Arrays of exactly `count` elements (no flags). O(count) draws.
    public func array(exactly count: Int) -> Gen<[Value]> {
        array(count: count...count)
    }

    /// `nil` (simplest, a quarter of draws) or a value. One flag plus the value's choices.
    public var optional: Gen<Value?> {
        let body = self.body
        return Gen<Value?> { source in
            try source.drawFlag(3, in: 4) ? try body(&source) : nil
        }
    }
}

extension Source {
    /// The choices and spans of ``Gen/array(count:)``, with each element drawn by `element`
    /// straight from the source (no generator per element).
    /// Inlined, so the array is specialized for `Element` where it is called: appending to an
    /// array of an unknown type goes through its metadata, several times the cost of the append.
    @inlinable
    public mutating func array<Element>(
        count: ClosedRange<Int>, _ element: (inout Source) throws -> Element
    ) throws -> [Element] {
        precondition(count.lowerBound >= 0)
        let minimum = count.lowerBound, maximum = count.upperBound
        let collection = beginCollection(fixed: minimum == maximum)
        var result: [Element] = []
        result.reserveCapacity(minimum)
        defer { endCollection(collection, count: result.count) }
        if try copyingElements(count: count, into: &result, element) { return result }
        let average = UInt64(Swift.min(maximum - minimum, 8))
        while result.count < maximum {
            let token = beginSpan(.element, continueFlag: result.count >= minimum)
            if result.count >= minimum {
                let mean = Swift.min(average, collectionSizeLimit)
                guard try drawFlag(mean, in: mean + 1) else {
                    // The stop flag belongs to the collection, not to an element.
                    cancelSpan(token)
                    break
                }
            }
            result.append(try element(&self))
            endSpan(token)
        }
        return result
    }

    /// Opens a collection's span; returns it with the draw position the collection starts at.
    @usableFromInline
    mutating func beginCollection(fixed: Bool) -> (span: Int, start: Int) {
        (beginSpan(fixed ? .fixedCollection : .collection), drawn)
    }

    /// Closes the collection opened as `collection`, of `count` elements, and remembers where
    /// it lies for the next collection to copy.
    @usableFromInline
    mutating func endCollection(_ collection: (span: Int, start: Int), count: Int) {
        copiedElement.clear()
        previousCollection = (collection.start, count, drawn)
        endSpan(collection.span)
    }

    /// Draws the elements into `result` when this collection follows a pattern of copies
    /// (``ElementCopies``), and says whether it did; most collections do not. Not inlined:
    /// the rare path stays generic.
    @usableFromInline
    mutating func copyingElements<Element>(
        count: ClosedRange<Int>, into result: inout [Element], _ element: (inout Source) throws -> Element
    ) throws -> Bool {
        guard var pattern = ElementCopies.decide(&self) else { return false }
        try elements(following: &pattern, count: count, into: &result, element)
        return true
    }
}
