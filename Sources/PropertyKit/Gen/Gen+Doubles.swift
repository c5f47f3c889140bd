/// Maps finite doubles to choice distances so that simpler doubles have smaller distances.
///
/// The lowest bit of a distance is the sign; the rest is a *magnitude code*:
/// - codes below 2^52 are the integers themselves (`0.0`, `1.0`, `2.0`, ...), so every
///   integral double up to 2^52 is simpler than every fraction;
/// - above, a code is an exponent rank and a fraction: exponents rank by how far the value
///   is from `1.0` upwards first (`1.x`, `2.x`, `4.x`, ... up to the largest finite), then
///   downwards (`0.5.x`, `0.25.x`, ... the subnormals last); within an exponent the bits of
///   the fractional part are read in reverse, so fractions with short binary expansions
///   (`.5`, then `.25` and `.75`, ...) come first.
///
/// Every distance decodes to a finite double and the encoding of a value decodes back to it;
/// values outside the requested range are clamped into it. O(1).
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

    /// The largest distance: every 64-bit distance is a finite double.
    public static let bound: UInt64 = .max

    /// Magnitude codes below this are integers.
    static let integerCodes: UInt64 = 1 << 52
    static let fractionMask: UInt64 = (1 << 52) - 1

    /// The value at `distance`, clamped into the range.
    public func value(at distance: UInt64) -> Double {
        let magnitude = Self.magnitude(code: distance >> 1)
        let value = distance & 1 == 1 ? -magnitude : magnitude
        return Swift.min(Swift.max(value, lower), upper)
    }

    /// The distance of the finite `value` (`-0.0` is `0.0`).
    public func distance(of value: Double) -> UInt64 {
        Self.code(of: value.magnitude) << 1 | (value.sign == .minus && value != 0 ? 1 : 0)
    }

    /// Whether `distance` is the distance of an integral value (the simplest kind).
    static func isIntegral(_ distance: UInt64) -> Bool { distance >> 1 < integerCodes }

    /// The non-negative double with magnitude code `code` (below 2^63).
    static func magnitude(code: UInt64) -> Double {
        let code = Swift.min(code, UInt64.max >> 1)
        if code < integerCodes { return Double(code) }
        let rest = code - integerCodes
        let rank = rest >> 52
        let exponent = rank <= 1023 ? 1023 + rank : 2046 - rank
        let fraction = reversingFractionalBits(rest & fractionMask, exponent: exponent)
        return Double(bitPattern: exponent << 52 | fraction)
    }

    /// The magnitude code of the finite non-negative `magnitude`.
    static func code(of magnitude: Double) -> UInt64 {
        if magnitude < 0x1p52 && magnitude == magnitude.rounded(.towardZero) { return UInt64(magnitude) }
        let bits = magnitude.bitPattern
        let exponent = bits >> 52
        let rank = exponent >= 1023 ? exponent - 1023 : 2046 - exponent
        return integerCodes + (rank << 52 | reversingFractionalBits(bits & fractionMask, exponent: exponent))
    }

    /// `mantissa` with the bits below the binary point of a double with biased `exponent`
    /// reversed (an involution: the same call decodes).
    static func reversingFractionalBits(_ mantissa: UInt64, exponent: UInt64) -> UInt64 {
        let unbiased = Int(exponent) - 1023
        let fractional = unbiased <= 0 ? 52 : Swift.max(0, 52 - unbiased)
        guard fractional > 0 else { return mantissa }
        let low = mantissa & ((1 << UInt64(fractional)) - 1)
        return (mantissa ^ low) | (reversedBits(low) >> UInt64(64 - fractional))
    }

    static func reversedBits(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x & 0x5555_5555_5555_5555) << 1 | (x >> 1) & 0x5555_5555_5555_5555
        x = (x & 0x3333_3333_3333_3333) << 2 | (x >> 2) & 0x3333_3333_3333_3333
        x = (x & 0x0F0F_0F0F_0F0F_0F0F) << 4 | (x >> 4) & 0x0F0F_0F0F_0F0F_0F0F
        return x.byteSwapped
    }
}

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
            let magnitude = Double(1 << (52 + (bits >> 2) % 3)) + Double((bits >> 4) % 16)
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
