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
        Gen<[Element]> { source in
            var state = initial
            var result: [Element] = []
            try source.unfold(count: count) { source in
                let (element, next) = try draw(&source, state)
                result.append(element)
                state = next
            }
            return result
        }
    }
}

extension Source {
    /// The choices and spans of ``Gen/unfold(count:from:draw:)``: `step` runs once per element
    /// (between 1 and 16 times for `1...16`) and keeps its own state and output, so a
    /// hand-written generator can append to one array and mutate one state in place.
    public mutating func unfold(count: ClosedRange<Int>, _ step: (inout Source) throws -> Void) throws {
        let minimum = count.lowerBound, maximum = count.upperBound
        let average = UInt64(Swift.min(maximum - minimum, 8))
        let whole = beginSpan(.collection)
        defer { endSpan(whole) }
        var produced = 0
        while produced < maximum {
            let token = beginSpan(.element, continueFlag: produced >= minimum)
            if produced >= minimum {
                guard try drawFlag(average, in: average + 1) else {
                    // Unlike `array`, the stop flag stays in an element span: the layout stored
                    // choice strings of unfolded sequences already have.
                    endSpan(token)
                    break
                }
            }
            try step(&self)
            produced += 1
            endSpan(token)
        }
    }
}
