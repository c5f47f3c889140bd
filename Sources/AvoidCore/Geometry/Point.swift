/// A point in a UIKit-style coordinate space (points, y grows downwards).
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive, as in UIKit).
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}
