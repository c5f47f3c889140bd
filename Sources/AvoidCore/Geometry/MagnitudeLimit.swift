/// The largest coordinate, size or inset the engine accepts, in points: far beyond any screen
/// (the largest is 1,376 pt), small enough that no sum or difference the engine forms can
/// overflow to infinity. Larger finite values are rejected with a typed `outOfRange` error, so
/// finite input always gives finite output.
public enum MagnitudeLimit {
    /// The largest magnitude, in points, of any coordinate or length.
    public static let points = 1_000_000.0

    /// Whether `value` is finite and within the limit.
    /// (NaN and the infinities fail the comparison, so one test covers finiteness too.)
    @inlinable public static func allows(_ value: Double) -> Bool { abs(value) <= points }

    /// Whether every coordinate and length of `rect` is within the limit.
    @inlinable public static func allows(_ rect: Rect) -> Bool {
        allows(rect.minX) && allows(rect.minY) && allows(rect.width) && allows(rect.height)
    }
}
