import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing
import ViewTree

/// Conversion between any two views, written once (`ViewTree.conversion`), against a direct
/// walk of UIKit's rule, and its laws: round trips and composition, over generated hierarchies.
@Suite struct ViewTreeConversionTests {
    /// A generated tree, three of its views (or the window) and a point.
    static let cases: Gen<(ViewTree, ViewID?, ViewID?, ViewID?, Point)> = Gen { source in
        let tree = try Gen<TreePlan>.screen.generate(&source).tree
        let ids: [ViewID?] = [nil] + tree.nodes.map(\.id)
        let point = Point(
            x: Double(try source.drawInteger(IntegerEncoding(-500...1500))),
            y: Double(try source.drawInteger(IntegerEncoding(-500...1500))) / 4)
        return (
            tree, try source.element(of: ids), try source.element(of: ids), try source.element(of: ids), point
        )
    }

    /// UIKit's rule, one superview at a time: `center + transform(p - the bounds' centre)`.
    static func directlyToWindow(_ point: Point, from view: ViewID?, in tree: ViewTree) -> Point {
        var p = point
        var current = view
        while let id = current, let node = tree[id] {
            let dx = p.x - (node.bounds.minX + node.bounds.width / 2)
            let dy = p.y - (node.bounds.minY + node.bounds.height / 2)
            p = Point(
                x: node.center.x + node.transform.scaleX * dx + node.transform.translationX,
                y: node.center.y + node.transform.scaleY * dy + node.transform.translationY)
            current = node.parent
        }
        return p
    }

    static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= 1e-6 && abs(a.y - b.y) <= 1e-6 }

    @Test func toTheWindowAgreesWithTheDirectWalk() {
        property(Self.cases) { tree, a, _, _, point in
            let converted = try tree.convert(point, from: a, to: nil)
            let direct = Self.directlyToWindow(point, from: a, in: tree)
            try require(Self.close(converted, direct), "\(a.map { "\($0)" } ?? "window"): \(converted) vs \(direct)")
        }
    }

    @Test func betweenTwoViewsLandsOnTheSameWindowPoint() {
        property(Self.cases) { tree, a, b, _, point in
            let inB = try tree.convert(point, from: a, to: b)
            try require(
                Self.close(
                    Self.directlyToWindow(inB, from: b, in: tree), Self.directlyToWindow(point, from: a, in: tree)))
        }
    }

    @Test func aRoundTripGivesThePointBack() {
        property(Self.cases) { tree, a, b, _, point in
            let back = try tree.convert(tree.convert(point, from: a, to: b), from: b, to: a)
            try require(Self.close(back, point), "\(point) came back as \(back)")
        }
    }

    @Test func conversionsCompose() {
        property(Self.cases) { tree, a, b, c, point in
            let twoSteps = try tree.convert(tree.convert(point, from: a, to: b), from: b, to: c)
            try require(Self.close(twoSteps, try tree.convert(point, from: a, to: c)))
        }
    }

    @Test func aScrollViewsBoundsOriginIsItsContentOffset() throws {
        let scroll = ViewNode(
            id: 1, parent: nil, kind: .scrollView(ScrollGeometry(contentSize: Size(width: 320, height: 2000))),
            frame: Rect(x: 0, y: 100, width: 320, height: 400), boundsOrigin: Point(x: 0, y: 300))
        let field = ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 20, y: 500, width: 280, height: 44))
        let tree = try ViewTree(screen: Size(width: 320, height: 568), nodes: [scroll, field])
        // 500 in content scrolled by 300 is 200 below the scroll view's top (100).
        #expect(try tree.windowFrame(of: 2) == Rect(x: 20, y: 300, width: 280, height: 44))
    }

    @Test func aTransformIsAppliedAboutTheCentre() throws {
        let host = ViewNode(
            id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 200, height: 100),
            transform: Transform(scaleX: 0.5, scaleY: 0.5, translationX: 0, translationY: -10))
        let tree = try ViewTree(screen: Size(width: 320, height: 568), nodes: [host])
        #expect(try tree.windowFrame(of: 1) == Rect(x: 50, y: 15, width: 100, height: 50))
        #expect(tree[1]?.frame == Rect(x: 50, y: 15, width: 100, height: 50))
    }

    @Test func windowAndScreenCoordinatesDifferByTheWindowsOrigin() throws {
        let tree = try ViewTree(
            screen: Size(width: 1024, height: 768), window: Rect(x: 200, y: 100, width: 600, height: 500), nodes: [])
        #expect(
            tree.windowRect(fromScreen: Rect(x: 0, y: 500, width: 1024, height: 268))
                == Rect(x: -200, y: 400, width: 1024, height: 268))
        #expect(
            tree.screenRect(fromWindow: Rect(x: 0, y: 0, width: 10, height: 10))
                == Rect(x: 200, y: 100, width: 10, height: 10))
    }

    /// The tree's walks up (`isDescendant`, `ancestors`, `isVisible`) against following each
    /// view's `parent` by id, on generated trees with some views hidden.
    @Test func theWalksUpFollowTheSuperviews() throws {
        let cases: Gen<(ViewTree, ViewID, ViewID)> = Gen { source in
            var tree = try Gen<TreePlan>.screen.generate(&source).tree
            for node in tree.nodes where try source.drawFlag(1, in: 6) {
                try tree.update(node.id) { $0.isHidden = true }
            }
            return (tree, try source.element(of: tree.nodes).id, try source.element(of: tree.nodes).id)
        }
        property(cases) { tree, a, b in
            var chain: [ViewID] = []
            var visible = true
            var current: ViewID? = a
            while let id = current, let node = tree[id] {
                if node.isHidden { visible = false }
                if id != a { chain.append(id) }
                current = node.parent
            }
            try requireEqual(tree.ancestors(of: a), chain)
            try requireEqual(tree.isDescendant(a, of: b), a == b || chain.contains(b))
            try requireEqual(tree.isVisible(a), visible)
        }
        let small = try TreeWalkFixture.tree()
        #expect(!small.isDescendant(99, of: 1) && !small.isDescendant(2, of: 99))
        #expect(!small.isVisible(99))
        #expect(small.ancestors(of: 99).isEmpty)
    }
}

/// A two-view tree for walks from views it does not have.
enum TreeWalkFixture {
    static func tree() throws -> ViewTree {
        try ViewTree(
            screen: Size(width: 320, height: 568),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 568)),
                ViewNode(id: 2, parent: 1, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
            ])
    }
}
