import AvoidCore
import Foundation
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// The geometry and event value types say what their names say, for any numbers, the bogus
/// ones included: what an app reads from them is what the engine decided with.
@Suite struct ValueTypeLawsTests {
    /// Ordinary coordinates, edges of the magnitude limit, and the values hostile input carries.
    static let number = Gen.weighted([
        (6, Gen.double(in: -2_000...2_000)),
        (1, Gen.element(of: [0, -0.0, 1, -1, 1_000_000, -1_000_000, 1_000_001, .nan, .infinity, -.infinity])),
        (1, Gen.element(of: [0, -0.0])),  // empty sizes are where emptiness is decided
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
            try require(
                r.minX == x && r.minY == y && r.maxX == x + w && r.maxY == y + h && r.width == w && r.height == h)
            let moved = r.offsetBy(dx: dx, dy: dy)
            try require(moved.origin.x == x + dx && moved.origin.y == y + dy && moved.size == r.size, "\(r) moved")
        }
    }

    /// What a notification's `CGRect`, an app's `CGPoint` or `CGSize` holds is what the engine
    /// reads: each coordinate where it was, none taken for another.
    @Test func coreGraphicsValuesKeepEveryCoordinateInItsPlace() {
        property(Self.rect) { r in
            guard r.isFinite else { return }
            try require(Rect(r.cgRect) == r, "\(r) through CGRect")
            try require(Point(r.origin.cgPoint) == r.origin, "\(r.origin) through CGPoint")
            try require(Size(r.size.cgSize) == r.size, "\(r.size) through CGSize")
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

    @Test func rectanglesThatOnlyTouchDoNotOverlap() {
        // Whole points, so that placing one rectangle against another's edge is exact.
        let whole = Gen.int(in: -2_000...2_000).map(Double.init)
        let size = Gen.int(in: 1...2_000).map(Double.init)
        let rect = zip(whole, whole, size, size).map { Rect(x: $0, y: $1, width: $2, height: $3) }
        property(zip(rect, Gen.int(in: 0...3))) { a, side in
            // The same size, placed against one of a's four edges.
            let (w, h) = (a.size.width, a.size.height)
            let origins = [(a.maxX, a.minY), (a.minX - w, a.minY), (a.minX, a.maxY), (a.minX, a.minY - h)]
            let b = Rect(x: origins[side].0, y: origins[side].1, width: w, height: h)
            try require(!a.overlaps(b) && !b.overlaps(a) && a.intersection(b) == nil, "\(a) and \(b) only touch")
            try require(a.overlaps(a) && a.intersection(a) == a, "\(a) overlaps itself")
            let inside = Rect(x: a.minX + 0.5, y: a.minY + 0.5, width: 0, height: 0)  // a point within
            try require(inside.overlaps(a) && a.overlaps(inside), "\(a) covers the point \(inside)")
        }
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0) && Size.zero == Size(width: 0, height: 0))
        #expect(Point.zero == Point(x: 0, y: 0) && EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// A description shows every number exactly: whole numbers of up to 15 digits as integers,
    /// the rest as Swift prints a `Double` (so 10^15 reads `1e+15`, never 16 digits).
    @Test func descriptionsShowEveryNumberExactly() {
        let edges = Gen.element(of: [1e15, -1e15, 1e15 - 1, -(1e15 - 1), 1e15 + 2, 0.5, -0.25, 1e16, 123_456.75])
        let value = Gen.weighted([(2, Self.number), (1, edges)])
        property(zip(value, value, value, value)) { x, y, w, h in
            let rect = Rect(x: x, y: y, width: w, height: h)
            let text = "\(rect)"
            let parts = text.dropFirst().dropLast().replacingOccurrences(of: "x", with: ", ")
                .components(separatedBy: ", ")
            try require(parts.count == 4, "\(text) has four numbers")
            for (shown, number) in zip(parts, [x, y, w, h]) {
                let whole = number == number.rounded() && abs(number) < 1e15
                let expected = whole ? String(Int64(number)) : String(number)
                try require(shown == expected, "\(number) shows as \(shown) in \(text)")
                try require(
                    Double(shown).map { $0 == number || ($0.isNaN && number.isNaN) } ?? false, "\(shown) reads back")
            }
        }
    }

    /// Identifiers order by their numbers: a strict order, so sorting fields by id is stable.
    @Test func identifiersOrderByTheirNumbers() {
        property(zip(Gen.int(in: -3...3), Gen.int(in: -3...3))) { a, b in
            try require((FieldID(a) < FieldID(b)) == (a < b), "FieldID(\(a)) < FieldID(\(b))")
            try require((ContainerID(a) < ContainerID(b)) == (a < b), "ContainerID(\(a)) < ContainerID(\(b))")
            try require(!(FieldID(a) < FieldID(a)), "an id is not below itself")
        }
    }

    /// Which keyboard classes obstruct: docked keyboards and hardware bars always, undocked ones
    /// only when followed, zero and hidden ones never.
    @Test func keyboardClassesObstructAsDocumented() {
        let classes: [KeyboardClass] = [.docked, .hardwareBar, .undocked, .zero, .hidden]
        for kind in classes {
            for following in [false, true] {
                let expected = kind == .docked || kind == .hardwareBar || (kind == .undocked && following)
                #expect(kind.obstructs(followingUndocked: following) == expected, "\(kind), following \(following)")
            }
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

    /// Initializers keep what they are given, and their defaults are the documented ones. A
    /// fault here would be shared by the engine and the oracle (both read these values), so it
    /// is checked against the arguments themselves.
    @Test func initializersKeepTheirArguments() {
        property(zip(Self.rect, Self.rect, Self.number, Gen.int(in: 1...9), Gen.bool)) { a, b, distance, id, flag in
            let caret = Rect(x: 1, y: 2, width: 2, height: 20)
            let field = Field(
                id: FieldID(id), frame: a, kind: flag ? .multiLine(caret: caret) : .singleLine,
                keyboardDistance: distance,
                container: ContainerID(id))
            try require(
                field.id == FieldID(id) && "\(field.frame)" == "\(a)" && field.container == ContainerID(id)
                    && "\(String(describing: field.keyboardDistance))" == "\(String(describing: Optional(distance)))",
                "\(field)")
            try require(field.kind == (flag ? .multiLine(caret: caret) : .singleLine))
            let plain = Field(id: 1, frame: a)
            try require(plain.kind == .singleLine && plain.keyboardDistance == nil && plain.container == nil)
            let size = Size(width: b.size.width, height: b.size.height)
            let container = ScrollContainer(
                id: ContainerID(id), frame: a, contentSize: size, contentOffset: b.origin,
                contentInset: EdgeInsets(top: distance))
            try require(
                "\(container.frame)" == "\(a)" && "\(container.contentSize)" == "\(size)"
                    && "\(container.contentOffset)" == "\(b.origin)"
                    && "\(container.contentInset.top)" == "\(distance)",
                "\(container)")
            let defaults = ScrollContainer(id: 1, frame: a, contentSize: size)
            try require(defaults.contentOffset == .zero && defaults.contentInset == .zero)
            let bar = Bar(kind: .tabBar, frame: a)
            try require(bar.kind == .tabBar && "\(bar.frame)" == "\(a)")
            let screen = Size(width: 390, height: 844)
            let scene = Scene(screen: screen, screenSafeArea: EdgeInsets(top: 47), bars: [bar], fields: [field])
            try require(scene.window == Rect(x: 0, y: 0, width: 390, height: 844) && scene.windowMode == .fullScreen)
            try require(scene.hostFrame == scene.window && scene.hostSafeArea == EdgeInsets(top: 47))
            try require(scene.bars.count == 1 && scene.fields.count == 1 && scene.containers.isEmpty)
            let inWindow = Scene(screen: screen, window: b, hostFrame: a, hostSafeArea: .zero)
            try require(
                "\(inWindow.window)" == "\(b)" && "\(inWindow.hostFrame)" == "\(a)" && inWindow.hostSafeArea == .zero)
            let configuration = Configuration(
                keyboardDistance: 4, handlesScrollContainers: flag, followsUndockedKeyboard: !flag,
                defaultAnimation: Animation(duration: 0, curve: id))
            try require(
                configuration.keyboardDistance == 4 && configuration.handlesScrollContainers == flag
                    && configuration.followsUndockedKeyboard == !flag && configuration.defaultAnimation.curve == id
                    && configuration.defaultAnimation.duration == 0)
            let standard = Configuration()
            try require(
                standard.keyboardDistance == 10 && standard.handlesScrollContainers && !standard.followsUndockedKeyboard
                    && standard.defaultAnimation == Animation(duration: 0.25, curve: 7))
        }
    }

    /// Scenes, configurations and inputs survive their JSON form exactly (case files are stored in it).
    @Test func scenariosSurviveTheirJSONForm() {
        var configuration = PropertyConfiguration()
        configuration.cases = 500
        property(Gen<Scenario>.scenario, configuration: .fromEnvironment(configuration)) { scenario in
            let data = try CaseStore.encoder().encode(scenario)
            let decoded = try CaseStore.decoder().decode(Scenario.self, from: data)
            // Compared as text: hostile inputs hold NaN, which is never equal to itself.
            try require("\(decoded.scene)" == "\(scenario.scene)", "the scene changed: \(decoded.scene)")
            try require("\(decoded.configuration)" == "\(scenario.configuration)", "the configuration changed")
            try require("\(decoded.inputs)" == "\(scenario.inputs)", "the inputs changed")
        }
    }
}
