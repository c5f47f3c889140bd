import Foundation

// CGRect's initialisers and members are the Core Graphics overlay's on Apple platforms; on Linux,
// Foundation declares the types itself.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Rect {
    /// Creates a rectangle from a Core Graphics rectangle, keeping its origin and size as given
    /// (no standardisation, so a negative size stays visible to validation).
    public init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The same rectangle as a `CGRect`.
    public var cgRect: CGRect {
        CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(width), height: CGFloat(height))
    }
}

extension Point {
    /// Creates a point from a `CGPoint`.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// The same point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension Size {
    /// Creates a size from a `CGSize`.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

    /// The same size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
}
