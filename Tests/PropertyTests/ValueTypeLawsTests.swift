import AvoidCore
import PropertyKit
import PropertyKitTesting
import Testing

/// The geometry and event value types say what their names say, for any numbers, the bogus
/// ones included: what an app reads from them is what the engine decided with.
@Suite struct ValueTypeLawsTests {
    /// Ordinary coordinates, edges of the magnitude limit, and the values hostile input carries.
    static let number = Gen.weighted([
        (6, Gen.double(in: -2_000...2_000)),
        (1, Gen.element(of: [0, -0.0, 1, -1, 1_000_000, -1_000_000, 1_000_001, .nan, .infinity, -.infinity])),
    ])
    static let rect = zip(number, number, number, number).map { Rect(x: $0, y: $1, width: $2, height: $3) }

    @Test func insetsDefaultToZeroAndAreFiniteWhenEveryEdgeIs() {
        property(zip(Self.number, Self.number, Self.number, Self.number)) { top, left, bottom, right in
            let only = EdgeInsets(top: top)
            try require(only.left == 0 && only.bottom == 0 && only.right == 0, "EdgeInsets(top:) is \(only)")
            try require(EdgeInsets(bottom: bottom).top == 0 && EdgeInsets(left: left).right == 0)
            try require(EdgeInsets() == EdgeInsets.zero && EdgeInsets.zero.top == 0)
            let insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            try require(insets.isFinite == [top, left, bottom, right].allSatisfy(\.isFinite), "\(insets)")
        }
    }

    @Test func rectanglesAndSizesMeasureWhatTheyHold() {
        property(zip(Self.rect, Self.number, Self.number)) { r, dx, dy in
            let (x, y, w, h) = (r.origin.x, r.origin.y, r.size.width, r.size.height)
            try require(r.isFinite == [x, y, w, h].allSatisfy(\.isFinite), "\(r).isFinite")
            try require(r.size.isFinite == (w.isFinite && h.isFinite), "\(r.size).isFinite")
            try require(Point(x: x, y: y).isFinite == (x.isFinite && y.isFinite))
            try require(r.isEmpty == (w <= 0 || h <= 0) || w.isNaN || h.isNaN, "\(r).isEmpty")
            guard r.isFinite, dx.isFinite, dy.isFinite else { return }
            try require(r.minX == x && r.minY == y && r.maxX == x + w && r.maxY == y + h && r.width == w && r.height == h)
            let moved = r.offsetBy(dx: dx, dy: dy)
            try require(moved.origin.x == x + dx && moved.origin.y == y + dy && moved.size == r.size, "\(r) moved")
        }
    }

    @Test func intersectionsAndOverlapsAgreeWithTheirSpans() {
        property(zip(Self.rect, Self.rect)) { a, b in
            guard a.isFinite, b.isFinite, a.size.width >= 0, a.size.height >= 0, b.size.width >= 0, b.size.height >= 0
            else { return }
            let spansOverlap =
                a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
            try require(a.overlaps(b) == spansOverlap && a.overlaps(b) == b.overlaps(a), "\(a) overlaps \(b)")
            let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
            let expected = x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
            try require(a.intersection(b) == expected, "\(a) ∩ \(b) = \(String(describing: a.intersection(b)))")
        }
    }

    @Test func keyboardEventsDefaultAsUIKitPostsThem() {
        property(zip(Self.rect, Gen.element(of: KeyboardPhase.allCases))) { frame, phase in
            let event = KeyboardEvent(phase: phase, endFrame: frame)  // NaN != NaN: frames compare as text
            try require(
                "\(event.beginFrame)" == "\(frame)" && event.duration == 0.25 && event.curve == 7 && event.isLocal,
                "KeyboardEvent(phase:endFrame:) is \(event)")
            try require(event.animation == Animation(duration: 0.25, curve: 7) && event.animation == .keyboard)
            try require(phase.isHide == (phase == .willHide || phase == .didHide))
            try require(KeyboardPhase(notificationName: phase.notificationName) == phase)
        }
    }
}
