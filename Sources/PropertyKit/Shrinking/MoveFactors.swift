extension ShrinkPass {
    /// Moves a factor from an integer to a later one: `(a, b)` becomes `(1, a × b)`, failing that
    /// `(a / 2, b × a / (a / 2))`, and failing that `(a - 1, b × a / (a - 1))` (rounded away from
    /// zero, and clamped into the later integer's range), signs kept, when the later integer is
    /// the larger. A property of a
    /// product (`a × b > 1000`) then ends at the smallest first factor, where lowering either
    /// integer alone breaks the product. Pairs of integers that are inputs of one `zip` on their
    /// own, up to eight draws apart; run only when every other pass is stuck.
    static let moveFactors = ShrinkPass("move factors") { shrinker in
        var first = 0
        while first < shrinker.bestValues.count && !shrinker.isStopped {
            // Inputs of one `zip` that are one integer each: the parent span of each such draw.
            var inputParent: [Int: Int] = [:]
            for span in shrinker.best.spans where span.label == .input && span.count == 1 {
                inputParent[span.start] = span.parent
            }
            guard let parent = inputParent[first] else {
                first += 1
                continue
            }
            var second = first + 1
            while second < min(first + 9, shrinker.bestValues.count) && !shrinker.isStopped {
                let choices = shrinker.best.choices
                let (i, j) = (first, second)
                second += 1
                guard inputParent[j] == parent, let left = choices[i].integer, let right = choices[j].integer
                else { continue }
                let a = left.value(at: choices[i].value), b = right.value(at: choices[j].value)
                // Only towards a later factor that is already the larger (a product's shape
                // after minimising); elsewhere the pass would only spend calls.
                guard a.magnitude >= 2, b.magnitude > a.magnitude else { continue }
                for smaller in [a.signum(), a / 2, a - a.signum()] where !shrinker.isStopped {
                    // b × a / smaller, rounded away from zero.
                    let (product, overflow) = b.multipliedReportingOverflow(by: a)
                    guard !overflow, smaller != 0 else { continue }
                    let rounding = product % smaller == 0 ? 0 : product.signum() * smaller.signum()
                    let quotient = product / smaller + rounding
                    guard (left.lower...left.upper).contains(smaller) else { continue }
                    var candidate = shrinker.bestValues
                    candidate[i] = left.distance(of: smaller)
                    candidate[j] = right.distance(of: min(max(quotient, right.lower), right.upper))
                    if shrinker.consider(candidate) {
                        second = first + 1
                        break
                    }
                }
            }
            first += 1
        }
    }
}
