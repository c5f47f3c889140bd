/// A width and height in points.
public struct Size: Hashable, Sendable, Codable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 x 0`.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}
