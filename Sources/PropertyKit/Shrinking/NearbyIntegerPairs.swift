extension Shrinker {
    /// How many choices apart two integer draws may be for the pair passes `lower in
    /// proportion` and `lower keeping difference`: two neighbouring elements of a list, two
    /// inputs of one `zip`, the last element of a list and the first of the next.
    static let integerPairReach = 4

    /// The integer draws of nonzero value, in order.
    func nonzeroIntegerDraws() -> [(index: Int, value: Int)] {
        best.choices.indices.compactMap { index in
            guard let encoding = best.choices[index].integer else { return nil }
            let value = encoding.value(at: bestValues[index])
            return value == 0 ? nil : (index, value)
        }
    }

    /// Visits the pairs of nonzero integer draws at most ``integerPairReach`` choices apart
    /// whose values `include` accepts, in order; `move` tries one pair and returns whether it
    /// adopted a candidate, after which the pairs are read again and the same position is
    /// visited next (the pair changed).
    mutating func forEachNearbyIntegerPair(
        _ include: (Int, Int) -> Bool, move: (inout Shrinker, _ first: Int, _ second: Int) -> Bool
    ) {
        var position = 0
        while !isStopped {
            let draws = nonzeroIntegerDraws()
            var pairs: [(Int, Int)] = []
            for (i, first) in draws.enumerated() {
                for second in draws[(i + 1)...]
                where second.index - first.index <= Self.integerPairReach && include(first.value, second.value) {
                    pairs.append((first.index, second.index))
                }
            }
            guard position < pairs.count else { return }
            if !move(&self, pairs[position].0, pairs[position].1) { position += 1 }
        }
    }
}
