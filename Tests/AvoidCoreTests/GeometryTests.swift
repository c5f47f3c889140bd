import AvoidCore
import Foundation
import Testing

@Suite struct GeometryTests {
    @Test func intersectionNeedsPositiveArea() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(
            a.intersection(Rect(x: 50, y: 60, width: 100, height: 100)) == Rect(x: 50, y: 60, width: 50, height: 40))
        #expect(a.intersection(Rect(x: 100, y: 0, width: 10, height: 10)) == nil)  // touching edges
        #expect(a.intersection(Rect(x: 10, y: 10, width: 0, height: 0)) == nil)  // zero rect
    }

    @Test func edgesAndOffsets() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect((r.minX, r.minY, r.maxX, r.maxY) == (10, 20, 40, 60))
        #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 30, height: 40))
        #expect(Rect.zero.isEmpty && !r.isEmpty)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(r.description == "(10, 20, 30x40)")
    }

    @Test func coreGraphicsRoundTripKeepsNegativeSizes() {
        let cg = CGRect(x: 1.5, y: -2, width: 3, height: -4)
        let rect = Rect(cg)
        #expect(rect.height == -4)  // not standardised: validation must see it
        #expect(rect.cgRect == cg)
        #expect(Point(CGPoint(x: 1, y: 2)).cgPoint == CGPoint(x: 1, y: 2))
        #expect(Size(CGSize(width: 3, height: 4)).cgSize == CGSize(width: 3, height: 4))
    }

    @Test func rectJSONIsFlat() throws {
        let data = try JSONEncoder().encode(Rect(x: 0, y: 521, width: 375, height: 291))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Double]
        #expect(object == ["x": 0, "y": 521, "width": 375, "height": 291])
    }
}
