/// The double encoding of `v1:` choice strings (distance = IEEE bit pattern of the magnitude,
/// shifted, plus the sign bit), read only to replay old strings: a replayed draw is recorded
/// with its current distance, so shrinking and new strings use ``DoubleEncoding``.
enum BitPatternDoubleEncoding {
    static let bound: UInt64 = Double.greatestFiniteMagnitude.bitPattern << 1 | 1

    static func value(at distance: UInt64) -> Double {
        let magnitude = Double(bitPattern: min(distance >> 1, Double.greatestFiniteMagnitude.bitPattern))
        return distance & 1 == 1 ? -magnitude : magnitude
    }
}

extension Gen where Value == Double {
    /// Finite doubles in `range`, biased towards 0, ±1, ±½, the bounds, the largest and
    /// smallest magnitudes, small integers and short binary fractions, and towards values that
    /// break arithmetic: decimal fractions (`0.1`), the case's previous double again or a few
    /// ulps away (in one case in four, nearly every double after the first), and magnitudes
    /// where adding loses digits. Shrinks towards simple
    /// values (see ``DoubleEncoding``): an integer when one fails, else a short fraction.
    /// One choice, O(1).
    public static func double(
        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) -> Gen<Double> {
        let encoding = DoubleEncoding(range)
        return Gen { source in try source.drawDouble(encoding) }
    }

    static func proposeDouble(_ encoding: DoubleEncoding, _ random: inout Xoshiro256StarStar, recent: Double = .nan)
        -> UInt64
    {
        let roll = random.next()
        let value: Double
        switch roll & 15 {
        case 8 where recent.isFinite:
            value = arithmeticBreaker(roll >> 4, recent: recent)
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

    /// A double that breaks arithmetic, from the random bits `bits`, drawn after the case's
    /// first double (a case of one double draws as it always did): a decimal fraction that is
    /// not short in binary (`0.1`, `-2.37`), the case's previous double again or one to three
    /// ulps away from it (sums of nearly equal values round), or a magnitude from 2^52 up, where
    /// adding a small number loses digits.
    static func arithmeticBreaker(_ bits: UInt64, recent: Double) -> Double {
        let decimal = Double(Int((bits >> 2) % 2001) - 1000) / [10.0, 100, 1000][Int((bits >> 13) % 3)]
        switch bits & 3 {
        case 0: return decimal
        case 1, 2:
            var value = recent
            for _ in 0..<((bits >> 2) % 4) { value = bits & 32 == 0 ? value.nextUp : value.nextDown }
            return value
        default:
            let exponent: UInt64 = 52 + (bits >> 2) % 3
            let magnitude = Double(UInt64(1) << exponent) + Double((bits >> 4) % 16)
            return bits & 64 == 0 ? magnitude : -magnitude
        }
    }
}

extension Source {
    /// Draws a double in `encoding`'s range (see ``Gen/double(in:)``). O(1).
    public mutating func drawDouble(_ encoding: DoubleEncoding) throws -> Double {
        if isReplaying && readsBitPatternDoubles {
            // An old string: read the bit-pattern distance, record today's distance of its value.
            let old = drawn < prefix.count ? min(prefix[drawn], BitPatternDoubleEncoding.bound) : 0
            let value = min(max(BitPatternDoubleEncoding.value(at: old), encoding.lower), encoding.upper)
            _ = try draw(bound: DoubleEncoding.bound, kind: .double, replayed: encoding.distance(of: value))
            return value
        }
        if isReplaying {
            return encoding.value(at: try draw(bound: DoubleEncoding.bound, kind: .double) { _ in 0 })
        }
        // One case in four draws nearly constant doubles after its first one: seven in eight
        // repeat the previous double (a quarter of them moved by one to three ulps).
        if !recentDouble.isFinite { repeatsDoubles = SplitMix64.mix(random.s0 ^ random.s1) % 4 == 0 }
        var proposal = Gen<Double>.proposeDouble(encoding, &random, recent: recentDouble)
        if repeatsDoubles && recentDouble.isFinite {
            let roll = random.next()
            if roll & 7 != 0 {
                var value = recentDouble
                if roll & 24 == 24 {
                    for _ in 0...((roll >> 4) % 3) { value = roll & 64 == 0 ? value.nextUp : value.nextDown }
                }
                proposal = encoding.distance(of: Swift.min(Swift.max(value, encoding.lower), encoding.upper))
            }
        }
        let value = encoding.value(at: try draw(bound: DoubleEncoding.bound, kind: .double) { _ in proposal })
        recentDouble = value
        return value
    }
}
