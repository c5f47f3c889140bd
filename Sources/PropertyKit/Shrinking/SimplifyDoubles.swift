extension ShrinkPass {
    /// For each double draw that is not an integer (below 2^52 in magnitude): tries its
    /// magnitude when negative, the integers next to it (towards zero, then away), then the
    /// nearest fractions with 1, 2, ... 8 binary digits (towards zero first), all simpler in
    /// ``DoubleEncoding``; then lowers its integer part with the fraction kept (`57.5` to
    /// `2.5`). So `x > 1.5` ends at 2 and a property that needs a fraction ends at a short one
    /// in a few calls. A double equal to an earlier double is left to `lower duplicates`, which
    /// moves the copies together. `minimise integers` leaves these doubles to this pass; larger
    /// ones (and integers) it walks by code. O(20 + log value) calls per non-integral double.
    static let simplifyDoubles = ShrinkPass("simplify doubles") { shrinker in
        var index = 0
        while index < shrinker.bestValues.count && !shrinker.isStopped {
            defer { index += 1 }
            guard shrinker.best.choices[index].kind == .double, isSmallFraction(shrinker.bestValues[index]) else {
                continue
            }
            // A later copy of an earlier double: `lower duplicates` moves the copies together,
            // and the first copy alone is tried here.
            let distance = shrinker.bestValues[index]
            if shrinker.bestValues[..<index].indices.contains(where: {
                shrinker.bestValues[$0] == distance && shrinker.best.choices[$0].kind == .double
            }) {
                continue
            }
            let value = fullRange.value(at: distance)
            for candidate in simplerNeighbours(of: value) where !shrinker.isStopped {
                let next = fullRange.distance(of: candidate)
                guard next < distance else { continue }
                var values = shrinker.bestValues
                values[index] = next
                if shrinker.consider(values) { break }
            }
            // The integer part, with the fraction kept.
            let current = fullRange.value(at: shrinker.bestValues[index])
            guard isSmallFraction(shrinker.bestValues[index]) else { continue }
            let whole = current.magnitude.rounded(.towardZero), fraction = current.magnitude - whole
            let snapshot = shrinker.bestValues
            shrinker.searchSmallest(lower: 0, upper: UInt64(whole)) { shrinker, part in
                var candidate = snapshot
                let magnitude = Double(part) + fraction
                candidate[index] = fullRange.distance(of: current < 0 ? -magnitude : magnitude)
                return shrinker.consider(candidate)
            }
        }
    }

    static let fullRange = DoubleEncoding(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)

    /// Whether `distance` is a double with a fractional part and a magnitude below 2^52.
    static func isSmallFraction(_ distance: UInt64) -> Bool {
        let value = fullRange.value(at: distance)
        return value.magnitude < 0x1p52 && value != value.rounded(.towardZero)
    }

    /// The magnitude of a negative value, integers and short binary fractions around `value`,
    /// simplest kinds first, each pair towards zero first.
    static func simplerNeighbours(of value: Double) -> [Double] {
        var result: [Double] = value < 0 ? [value.magnitude] : []
        result += [value.rounded(.towardZero), value.rounded(.awayFromZero)]
        var scale = 1.0
        for _ in 1...8 {
            scale *= 2
            let scaled = value * scale
            result.append(scaled.rounded(.towardZero) / scale)
            result.append(scaled.rounded(.awayFromZero) / scale)
        }
        return result.filter { $0 != value }
    }
}
