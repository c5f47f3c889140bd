/// Maps finite doubles to choice distances: distance 0 is `0.0` and distances grow with
/// magnitude (IEEE bit patterns of non-negative doubles are ordered by size); the lowest
/// bit is the sign. Values outside the requested range are clamped into it. O(1).
public struct DoubleEncoding: Sendable, Hashable {
    /// The lowest value.
    public let lower: Double
    /// The highest value.
    public let upper: Double

    /// An encoding for the finite `range`.
    public init(_ range: ClosedRange<Double>) {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "finite bounds only")
        lower = range.lowerBound
        upper = range.upperBound
    }

    /// The largest distance (that of `-greatestFiniteMagnitude`).
    public static let bound: UInt64 = Double.greatestFiniteMagnitude.bitPattern << 1 | 1

    /// The value at `distance`, clamped into the range.
    public func value(at distance: UInt64) -> Double {
        let magnitude = Double(bitPattern: min(distance >> 1, Double.greatestFiniteMagnitude.bitPattern))
        let value = distance & 1 == 1 ? -magnitude : magnitude
        return Swift.min(Swift.max(value, lower), upper)
    }

    /// The distance of the finite `value`.
    public func distance(of value: Double) -> UInt64 {
        value.magnitude.bitPattern << 1 | (value.sign == .minus && value != 0 ? 1 : 0)
    }
}

extension Gen where Value == Double {
    /// Finite doubles in `range`, biased towards 0, ±1, ±½, the bounds, the largest and
    /// smallest magnitudes, and halves of small integers. Shrinks towards the value closest
    /// to zero. One choice, O(1).
    public static func double(
        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) -> Gen<Double> {
        let encoding = DoubleEncoding(range)
        return Gen { source in
            if source.replaying {
                return encoding.value(at: try source.draw(bound: DoubleEncoding.bound, kind: .double) { _ in 0 })
            }
            let proposal = proposeDouble(encoding, &source.random)
            return encoding.value(at: try source.draw(bound: DoubleEncoding.bound, kind: .double) { _ in proposal })
        }
    }

    static func proposeDouble(_ encoding: DoubleEncoding, _ random: inout Xoshiro256StarStar) -> UInt64 {
        let roll = random.next()
        let value: Double
        switch roll & 15 {
        case 0, 1, 2, 3:
            let specials: [Double] = [
                0, 1, -1, 0.5, -0.5, encoding.lower, encoding.upper, 2, -2,
                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
                -.leastNonzeroMagnitude, .leastNormalMagnitude,
            ]
            value = specials[Int((roll >> 4) % UInt64(specials.count))]
        case 4, 5:
            value = Double(Int((roll >> 4) % 65) - 32) / 2
        case 6, 7:
            value = Double(Int((roll >> 4) % 201) - 100)
        default:
            let unit = Double(random.next() >> 11) * 0x1p-53
            value = encoding.lower * (1 - unit) + encoding.upper * unit
        }
        let clamped = Swift.min(Swift.max(value.isFinite ? value : 0, encoding.lower), encoding.upper)
        return encoding.distance(of: clamped)
    }
}
