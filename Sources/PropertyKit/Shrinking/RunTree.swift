/// The choice sequences earlier runs actually read, merged into a tree, with each run's
/// outcome at its end. Generators are deterministic in the values they read (replay relies
/// on it), so a candidate whose draws would retrace a recorded run — same values, after
/// clamping to each draw's bound, up to where that run stopped reading — would replay to the
/// same value and the same outcome: the shrinker can skip running it. This catches what an
/// exact cache misses, e.g. any candidate that clears a collection's first continue flag
/// behaves like the empty collection whatever follows. (Hypothesis's data tree does the same.)
struct RunTree {
    /// One position in a recorded sequence: the draws before it are the path from the root.
    private struct Node {
        /// The value of the draw leading here (unused at the root).
        var value: UInt64
        /// The bound of the draw made at this position (same for every run reaching it).
        var bound: UInt64 = 0
        /// A run that stopped reading here, and whether it failed the same way.
        var outcome: Bool?
        /// First child and next sibling (indices into `nodes`, -1 for none): a flat
        /// left-child right-sibling layout keeps a node allocation-free.
        var firstChild = -1
        var nextSibling = -1
    }

    private var nodes = [Node(value: 0)]

    /// Records that a run read `sequence` and ended with `failsSameWay`. O(length + siblings passed).
    mutating func insert(_ sequence: ChoiceSequence, failsSameWay: Bool) {
        var current = 0
        for choice in sequence.choices {
            nodes[current].bound = choice.bound
            current = child(of: current, value: choice.value) ?? append(choice.value, under: current)
        }
        nodes[current].outcome = failsSameWay
    }

    /// The outcome of replaying `candidate` if a recorded run already read the same draws,
    /// `nil` if it must be run. O(draws retraced + siblings passed).
    func outcome(of candidate: [UInt64]) -> Bool? {
        var current = 0
        var index = 0
        while true {
            if let outcome = nodes[current].outcome { return outcome }
            // Replay clamps each value to its draw's bound and reads 0 past the end.
            let value = index < candidate.count ? min(candidate[index], nodes[current].bound) : 0
            guard let next = child(of: current, value: value) else { return nil }
            current = next
            index += 1
        }
    }

    /// The number of positions stored (for tests).
    var count: Int { nodes.count }

    private func child(of parent: Int, value: UInt64) -> Int? {
        var index = nodes[parent].firstChild
        while index >= 0 {
            if nodes[index].value == value { return index }
            index = nodes[index].nextSibling
        }
        return nil
    }

    private mutating func append(_ value: UInt64, under parent: Int) -> Int {
        var node = Node(value: value)
        node.nextSibling = nodes[parent].firstChild
        nodes.append(node)
        nodes[parent].firstChild = nodes.count - 1
        return nodes.count - 1
    }
}
