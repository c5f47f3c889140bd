extension Gen {
    /// A sequence whose elements depend on a state threaded through them (an event sequence
    /// that rotates the device changes what later events may be). Laid out like ``array(count:)``:
    /// each optional element is one `.element` span preceded by a "continue" flag, so the
    /// shrinker deletes elements as it would from an array. Cost: O(count) steps.
    ///
    /// - Parameters:
    ///   - step: given the state, the generator of one element and the state after it.
    public static func unfold<State: Sendable, Element>(
        count: ClosedRange<Int>, from initial: State,
        step: @escaping @Sendable (State) -> Gen<(Element, State)>
    ) -> Gen<[Element]> where Value == [Element] {
        unfold(count: count, from: initial) { source, state in try step(state).generate(&source) }
    }

    /// The same with each step drawn straight from the source: no generator is built per
    /// element (a step generator captures the state, so building one allocates).
    ///
    /// - Parameters:
    ///   - draw: given the source and the state, one element and the state after it.
    public static func unfold<State: Sendable, Element>(
        count: ClosedRange<Int>, from initial: State,
        draw: @escaping @Sendable (inout Source, State) throws -> (Element, State)
    ) -> Gen<[Element]> where Value == [Element] {
        let minimum = count.lowerBound, maximum = count.upperBound
        let average = UInt64(Swift.min(maximum - minimum, 8))
        return Gen<[Element]> { source in
            let whole = source.beginSpan(.collection)
            defer { source.endSpan(whole) }
            var state = initial
            var result: [Element] = []
            while result.count < maximum {
                let token = source.beginSpan(.element)
                if result.count >= minimum {
                    guard try source.drawFlag(average, in: average + 1) else {
                        source.endSpan(token)
                        break
                    }
                }
                let (element, next) = try draw(&source, state)
                result.append(element)
                state = next
                source.endSpan(token)
            }
            return result
        }
    }
}
