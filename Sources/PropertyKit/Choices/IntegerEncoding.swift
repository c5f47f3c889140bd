/// Maps integers of a closed range to and from choice distances, so that distance 0 is the
/// value closest to zero and distances grow with magnitude: for a range containing zero the
/// order is 0, 1, -1, 2, -2, ... (zig-zag) until one side runs out, then the other side.
/// Ranges wholly above (below) zero count up from the lower (down from the upper) bound.
/// Every function here is O(1) and identical on every platform.
public struct IntegerEncoding: Sendable, Hashable {
    /// The lowest value.
    public let lower: Int
    /// The highest value.
    public let upper: Int

    /// An encoding for `range`.
    public init(_ range: ClosedRange<Int>) {
        lower = range.lowerBound
        upper = range.upperBound
    }

    /// The largest distance (the range's width minus one). O(1).
    public var bound: UInt64 { UInt64(bitPattern: Int64(upper &- lower)) }

    // Magnitudes of each side as unsigned numbers (no overflow at Int.min).
    var negativeSide: UInt64 { lower >= 0 ? 0 : UInt64(bitPattern: Int64(0 &- lower)) }
    var positiveSide: UInt64 { upper <= 0 ? 0 : UInt64(upper) }

    /// The value at `distance` (clamped to ``bound``). O(1).
    public func value(at distance: UInt64) -> Int {
        let d = min(distance, bound)
        if lower >= 0 { return lower &+ Int(bitPattern: UInt(d)) }
        if upper <= 0 { return upper &- Int(bitPattern: UInt(d)) }
        let both = min(negativeSide, positiveSide)
        // Zig-zag while both sides have values: 1 -> 1, 2 -> -1, 3 -> 2, 4 -> -2, ...
        if d / 2 < both || (d / 2 == both && d % 2 == 0) {
            if d == 0 { return 0 }
            let magnitude = (d + 1) / 2
            return d % 2 == 1 ? Int(bitPattern: UInt(magnitude)) : 0 &- Int(bitPattern: UInt(magnitude))
        }
        let magnitude = d &- both
        return positiveSide > negativeSide
            ? Int(bitPattern: UInt(magnitude)) : 0 &- Int(bitPattern: UInt(magnitude))
    }

    /// The distance of `value`, which must lie in the range. O(1).
    public func distance(of value: Int) -> UInt64 {
        if lower >= 0 { return UInt64(bitPattern: Int64(value &- lower)) }
        if upper <= 0 { return UInt64(bitPattern: Int64(upper &- value)) }
        let both = min(negativeSide, positiveSide)
        let magnitude = value.magnitude
        let m = UInt64(magnitude)
        if m <= both {
            if value == 0 { return 0 }
            return value > 0 ? 2 &* m &- 1 : 2 &* m
        }
        return m &+ both
    }
}
