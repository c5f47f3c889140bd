extension ShrinkPass {
    /// Exchanges two values everywhere they occur, in one candidate: every choice equal to a
    /// larger value takes a smaller one, and every choice equal to the smaller takes the larger,
    /// when the larger occurs first. A repeated or mirrored pattern keeps its shape while its
    /// values trade places (`[1, 0, 1, 0]` becomes `[0, 1, 0, 1]`, `"bab"` becomes `"aba"`),
    /// which lowering one value at a time cannot do. Only draws of one kind and bound inside one
    /// collection take part (flags are left alone); at most 64 pairs of values per round, as a
    /// fallback.
    static let exchangeEqualValues = ShrinkPass("exchange equal values") { shrinker in
        var tried = 0
        var pair = 0
        while tried < 64 && !shrinker.isStopped {
            let choices = shrinker.best.choices
            // The innermost collection holding each choice (spans open parents first).
            var collection = Array(repeating: -1, count: choices.count)
            for (index, span) in shrinker.best.spans.enumerated() where span.label == .collection {
                for position in span.range { collection[position] = index }
            }
            // Values by first occurrence, per (collection, kind, bound) class: non-flag draws
            // inside collections only.
            var firstSeen: [ValueClassKey: Int] = [:]
            var order: [ValueClassKey] = []
            for (index, choice) in choices.enumerated()
            where choice.kind != .flag && choice.bound > 1 && collection[index] >= 0 {
                let key = ValueClassKey(
                    collection: collection[index], kind: choice.kind, bound: choice.bound, value: choice.value)
                if firstSeen[key] == nil {
                    firstSeen[key] = index
                    order.append(key)
                }
            }
            var pairs: [(ValueClassKey, ValueClassKey)] = []
            for (i, larger) in order.enumerated() {
                for smaller in order[(i + 1)...]
                where smaller.value < larger.value
                    && smaller.collection == larger.collection && smaller.kind == larger.kind
                    && smaller.bound == larger.bound
                {
                    pairs.append((larger, smaller))
                }
            }
            guard pair < pairs.count else { return }
            let (larger, smaller) = pairs[pair]
            tried += 1
            var candidate = shrinker.bestValues
            for (index, choice) in choices.enumerated()
            where collection[index] == larger.collection && choice.kind == larger.kind && choice.bound == larger.bound {
                if choice.value == larger.value {
                    candidate[index] = smaller.value
                } else if choice.value == smaller.value {
                    candidate[index] = larger.value
                }
            }
            if shrinker.consider(candidate) { pair = 0 } else { pair += 1 }
        }
    }
}

struct ValueClassKey: Hashable {
    var collection: Int
    var kind: ChoiceKind
    var bound: UInt64
    var value: UInt64
}
