import AvoidCore

/// A view's `transform`, restricted to what keyboard avoidance meets in apps: a scale on each
/// axis followed by a translation (`CGAffineTransform` with `b == c == 0`). Applied, as UIKit
/// does, about the view's centre.
public struct Transform: Hashable, Sendable, Codable {
    /// The horizontal scale (`a`).
    public var scaleX: Double
    /// The vertical scale (`d`).
    public var scaleY: Double
    /// The horizontal translation (`tx`), in the superview's points.
    public var translationX: Double
    /// The vertical translation (`ty`), in the superview's points.
    public var translationY: Double

    /// Creates a transform: `(x, y) -> (scaleX * x + translationX, scaleY * y + translationY)`.
    public init(scaleX: Double = 1, scaleY: Double = 1, translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translationX = translationX
        self.translationY = translationY
    }

    /// No scale, no translation: `CGAffineTransform.identity`.
    public static let identity = Transform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`, as `CGAffineTransform.concatenating(_:)`. O(1).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            scaleX: other.scaleX * scaleX, scaleY: other.scaleY * scaleY,
            translationX: other.scaleX * translationX + other.translationX,
            translationY: other.scaleY * translationY + other.translationY)
    }

    /// The transform that undoes this one, or `nil` when a scale is zero. O(1).
    public var inverted: Transform? {
        guard scaleX != 0, scaleY != 0 else { return nil }
        return Transform(
            scaleX: 1 / scaleX, scaleY: 1 / scaleY, translationX: -translationX / scaleX,
            translationY: -translationY / scaleY)
    }

    /// The point moved by this transform. O(1).
    public func apply(to point: Point) -> Point {
        Point(x: scaleX * point.x + translationX, y: scaleY * point.y + translationY)
    }

    /// The rectangle moved by this transform: for positive scales, the image of its corners. O(1).
    public func apply(to rect: Rect) -> Rect {
        let a = apply(to: rect.origin)
        let b = apply(to: Point(x: rect.maxX, y: rect.maxY))
        return Rect(
            x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
