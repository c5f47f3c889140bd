extension ShrinkPass {
    /// Folds one integer into a nearby later one in value space (`a, b` becomes `0, a + b`,
    /// when the sum is in the later one's range), keeping sums: lets `[11161, -19670]` become
    /// `[0, -8509]` so that the zero can then be deleted. Integer draws only; up to 8
    /// positions apart.
    static let mergeIntegers = ShrinkPass("merge integers") { shrinker in
        var first = 0
        while first < shrinker.bestValues.count && !shrinker.isStopped {
            defer { first += 1 }
            guard let from = shrinker.best.choices[first].integer, shrinker.bestValues[first] > 0 else { continue }
            var second = first + 1
            while second < min(first + 9, shrinker.bestValues.count) && !shrinker.isStopped {
                defer { second += 1 }
                let choices = shrinker.best.choices
                guard let to = choices[second].integer, first < choices.count, choices[first].value > 0 else {
                    continue
                }
                let (sum, overflow) = from.value(at: choices[first].value)
                    .addingReportingOverflow(to.value(at: choices[second].value))
                guard !overflow, sum >= to.lower, sum <= to.upper else { continue }
                var candidate = shrinker.bestValues
                candidate[first] = from.distance(of: min(max(0, from.lower), from.upper))
                candidate[second] = to.distance(of: sum)
                shrinker.consider(candidate)
            }
        }
    }
}
