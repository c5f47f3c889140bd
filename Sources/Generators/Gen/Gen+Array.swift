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
        let minimum = count.lowerBound, maximum = count.upperBound
        let average = UInt64(Swift.min(maximum - minimum, 8))
        return Gen<[Value]> { source in
            let whole = source.beginSpan(minimum == maximum ? .fixedCollection : .collection)
            defer { source.endSpan(whole) }
            var result: [Value] = []
            result.reserveCapacity(minimum)
            while result.count < maximum {
                let token = source.beginSpan(.element)
                if result.count >= minimum {
                    let mean = Swift.min(average, source.collectionSizeLimit)
                    guard try source.drawFlag(mean, in: mean + 1) else {
                        // The stop flag belongs to the collection, not to an element.
                        source.cancelSpan(token)
                        break
                    }
                }
                result.append(try element.generate(&source))
                source.endSpan(token)
            }
            return result
        }
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
