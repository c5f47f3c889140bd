import AvoidCore
import PropertyKit
import PropertyKitTesting
import Testing
import ViewTree

/// A scale followed by a translation: concatenation and inversion as `CGAffineTransform`'s.
@Suite struct TransformTests {
    static let transform: Gen<Transform> = Gen { source in
        let scales: [Double] = [1, 0.5, 0.9, 2, 1.25]
        return Transform(
            scaleX: try source.element(of: scales), scaleY: try source.element(of: scales),
            translationX: Double(try source.drawInteger(IntegerEncoding(-300...300))),
            translationY: Double(try source.drawInteger(IntegerEncoding(-300...300))))
    }

    static let point: Gen<Point> = Gen { source in
        Point(
            x: Double(try source.drawInteger(IntegerEncoding(-1000...1000))),
            y: Double(try source.drawInteger(IntegerEncoding(-1000...1000))))
    }

    @Test func concatenatingAppliesTheFirstThenTheSecond() {
        property(zip(Self.transform, Self.transform, Self.point)) { a, b, p in
            let once = a.concatenating(b).apply(to: p)
            let twice = b.apply(to: a.apply(to: p))
            try require(abs(once.x - twice.x) < 1e-9 && abs(once.y - twice.y) < 1e-9, "\(once) vs \(twice)")
        }
    }

    @Test func theInverseUndoes() {
        property(zip(Self.transform, Self.point)) { t, p in
            let back = t.inverted.map { $0.apply(to: t.apply(to: p)) } ?? Point(x: .nan, y: .nan)
            try require(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9, "\(p) came back as \(back)")
        }
        #expect(Transform(scaleX: 0).inverted == nil)
    }

    @Test func theIdentityChangesNothing() {
        property(Self.point) { p in try requireEqual(Transform.identity.apply(to: p), p) }
        #expect(Transform.identity.isIdentity && !Transform(translationY: 1).isIdentity)
    }
}
