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
