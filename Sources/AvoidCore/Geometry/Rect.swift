/// A rectangle in points: an origin and a size, with UIKit's conventions (y grows downwards).
///
/// Unlike `CGRect`, a `Rect` is never standardised implicitly: the engine rejects negative
/// sizes at its boundary (see `SceneError` and `KeyboardEventError`), so inside the engine
/// `width >= 0` and `height >= 0` hold.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The zero rectangle, as `CGRect.zero`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge.
    @inlinable public var minY: Double { origin.y }
    /// The right edge.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// Whether the origin and size are all finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether the width or the height is zero (or less).
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether the open interiors of the two rectangles' spans overlap on both axes. For
    /// rectangles with area this is `intersection(other) != nil`; a rectangle of zero width or
    /// height counts by the segment it is, so a collapsed field inside a keyboard's frame is
    /// covered by it (its `intersection` is `nil`: the common part has no area). O(1).
    @inlinable public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The common part of two rectangles, or `nil` when they do not overlap with a positive area.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, w x h)`, compact enough for counterexamples.
    public var description: String {
        "(\(Rect.format(minX)), \(Rect.format(minY)), \(Rect.format(width))x\(Rect.format(height)))"
    }

    /// A whole number of up to 15 digits as an integer (`20`, not `20.0`); anything else as
    /// Swift prints a `Double`, which reads back exactly.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
