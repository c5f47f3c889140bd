extension ShrinkPass {
    /// For each double draw that is not an integer: tries the integers next to it (towards
    /// zero, then away), then the nearest fractions with 1, 2, ... 8 binary digits (towards zero
    /// first), all simpler in ``DoubleEncoding``; so `x > 1.5` ends at 2 and a property that
    /// needs a fraction ends at a short one, before the code search of `minimise integers`
    /// walks the rest. O(17) calls per non-integral double.
    static let simplifyDoubles = ShrinkPass("simplify doubles") { shrinker in
        var index = 0
        while index < shrinker.bestValues.count && !shrinker.isStopped {
            defer { index += 1 }
            guard shrinker.best.choices[index].kind == .double else { continue }
            let distance = shrinker.bestValues[index]
            guard !DoubleEncoding.isIntegral(distance) else { continue }
            let encoding = DoubleEncoding(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            let value = encoding.value(at: distance)
            for candidate in simplerNeighbours(of: value) where !shrinker.isStopped {
                let next = encoding.distance(of: candidate)
                guard next < distance else { continue }
                var values = shrinker.bestValues
                values[index] = next
                if shrinker.consider(values) { break }
            }
        }
    }

    /// Integers and short binary fractions around `value`, simplest kinds first, each pair
    /// towards zero first.
    static func simplerNeighbours(of value: Double) -> [Double] {
        var result: [Double] = [value.rounded(.towardZero), value.rounded(.awayFromZero)]
        var scale = 1.0
        for _ in 1...8 {
            scale *= 2
            let scaled = value * scale
            guard scaled.isFinite else { break }
            result.append(scaled.rounded(.towardZero) / scale)
            result.append(scaled.rounded(.awayFromZero) / scale)
        }
        return result.filter { $0.isFinite && $0 != value }
    }
}
