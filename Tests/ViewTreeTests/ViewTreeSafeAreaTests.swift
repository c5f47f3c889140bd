import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing
import ViewTree

/// Safe areas and adjusted content insets of every view of generated hierarchies, against a
/// restatement of UIKit's propagation written apart from the model's.
@Suite struct ViewTreeSafeAreaTests {
    static let trees: Gen<ViewTree> = Gen { source in try Gen<TreePlan>.screen.generate(&source).tree }

    /// More cases than the default: some behaviours meet a wide content or a side safe area rarely.
    static var configuration: PropertyConfiguration {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.cases = max(configuration.cases, 400)
        return configuration
    }

    /// Insets `inner` has outside `outer` (both in the same coordinates), each at most `inner`'s size.
    static func outside(_ inner: Rect, _ outer: Rect) -> EdgeInsets {
        EdgeInsets(
            top: min(max(0, outer.minY - inner.minY), inner.height),
            left: min(max(0, outer.minX - inner.minX), inner.width),
            bottom: min(max(0, inner.maxY - outer.maxY), inner.height),
            right: min(max(0, inner.maxX - outer.maxX), inner.width))
    }

    /// How much of each unsafe band between `region` and `outer` (the superview's bounds less
    /// its safe area, and its bounds) `frame` covers: the part of the frame beyond `outer` is
    /// off screen, never covered.
    static func covered(_ frame: Rect, region: Rect, outer: Rect) -> EdgeInsets {
        func band(_ low: Double, _ high: Double, _ from: Double, _ to: Double) -> Double {
            max(0, min(high, to) - max(low, from))
        }
        return EdgeInsets(
            top: band(frame.minY, frame.maxY, outer.minY, region.minY),
            left: band(frame.minX, frame.maxX, outer.minX, region.minX),
            bottom: band(frame.minY, frame.maxY, region.maxY, outer.maxY),
            right: band(frame.minX, frame.maxX, region.maxX, outer.maxX))
    }

    /// UIKit's rule, from the window down: a view's frame in its superview (untransformed for a
    /// controller's root view, whose insets UIKit freezes) against the bands of the superview's
    /// unsafe margin.
    static func directInsets(of id: ViewID, in tree: ViewTree) -> EdgeInsets {
        guard let node = tree[id] else { return .zero }
        var region: Rect
        let outer: Rect
        if let parent = node.parent, let superview = tree[parent] {
            outer = superview.bounds
            let inherited = directInsets(of: parent, in: tree)
            region = Rect(
                x: superview.bounds.minX + inherited.left, y: superview.bounds.minY + inherited.top,
                width: max(0, superview.bounds.width - inherited.left - inherited.right),
                height: max(0, superview.bounds.height - inherited.top - inherited.bottom))
        } else {
            let screen = Rect(
                x: tree.screenSafeArea.left, y: tree.screenSafeArea.top,
                width: tree.screen.width - tree.screenSafeArea.left - tree.screenSafeArea.right,
                height: tree.screen.height - tree.screenSafeArea.top - tree.screenSafeArea.bottom)
            let window = outside(tree.window, screen)
            outer = Rect(x: 0, y: 0, width: tree.window.width, height: tree.window.height)
            region = Rect(
                x: window.left, y: window.top, width: max(0, tree.window.width - window.left - window.right),
                height: max(0, tree.window.height - window.top - window.bottom))
        }
        let scaleX = node.isControllerRoot ? 1 : node.transform.scaleX
        let scaleY = node.isControllerRoot ? 1 : node.transform.scaleY
        let width = node.bounds.width * scaleX, height = node.bounds.height * scaleY
        var frame = Rect(x: node.center.x - width / 2, y: node.center.y - height / 2, width: width, height: height)
        if !node.isControllerRoot {
            frame = frame.offsetBy(dx: node.transform.translationX, dy: node.transform.translationY)
        }
        let out = covered(frame, region: region, outer: outer)
        let extra = node.additionalSafeArea
        return EdgeInsets(
            top: out.top / scaleY + extra.top, left: out.left / scaleX + extra.left,
            bottom: out.bottom / scaleY + extra.bottom, right: out.right / scaleX + extra.right)
    }

    static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-9 && abs(a.left - b.left) < 1e-9 && abs(a.bottom - b.bottom) < 1e-9
            && abs(a.right - b.right) < 1e-9
    }

    /// Whether some view's frame reaches beyond its superview's bounds (a cell below the fold,
    /// a nested scroll view's content), where the overrun must not count as covered.
    static func runsPastItsSuperview(_ tree: ViewTree) -> Bool {
        tree.nodes.contains { node in
            guard let parent = node.parent, let bounds = tree[parent]?.bounds else { return false }
            let frame = node.frame
            return frame.minY < bounds.minY || frame.maxY > bounds.maxY || frame.minX < bounds.minX
                || frame.maxX > bounds.maxX
        }
    }

    @Test func everyViewsSafeAreaIsUIKitsPropagation() {
        var configuration = Self.configuration
        configuration.coverage = [.cover(20, "a view runs past its superview")]
        let trees = Self.trees.labelled { Self.runsPastItsSuperview($0) ? ["a view runs past its superview"] : [] }
        property(trees, configuration: configuration) { tree in
            for node in tree.nodes {
                let model = try tree.safeAreaInsets(of: node.id)
                let direct = Self.directInsets(of: node.id, in: tree)
                try require(Self.close(model, direct), "\(node.id): \(model), directly \(direct)")
            }
        }
    }

    @Test func everyScrollViewsAdjustedInsetAddsTheSafeAreaAsItsBehaviourSays() {
        property(Self.trees, configuration: Self.configuration) { tree in
            for node in tree.nodes {
                guard let scroll = node.kind.scrolling else {
                    try requireEqual(try tree.adjustedContentInset(of: node.id), nil)
                    continue
                }
                let safe = Self.directInsets(of: node.id, in: tree)
                let tall = scroll.contentSize.height > node.bounds.height || scroll.alwaysBounceVertical
                let wide = scroll.contentSize.width > node.bounds.width || scroll.alwaysBounceHorizontal
                let (vertical, horizontal): (Bool, Bool)
                switch scroll.adjustment {
                case .never: (vertical, horizontal) = (false, false)
                case .always: (vertical, horizontal) = (true, true)
                case .scrollableAxes: (vertical, horizontal) = (tall, wide)
                case .automatic: (vertical, horizontal) = (tall || scroll.isControllerContent, wide)
                }
                let own = scroll.contentInset
                let expected = EdgeInsets(
                    top: own.top + (vertical ? safe.top : 0), left: own.left + (horizontal ? safe.left : 0),
                    bottom: own.bottom + (vertical ? safe.bottom : 0), right: own.right + (horizontal ? safe.right : 0))
                let model = try tree.adjustedContentInset(of: node.id) ?? .zero
                try require(
                    Self.close(model, expected), "\(node.id) (\(scroll.adjustment)): \(model), expected \(expected)")
            }
        }
    }

    @Test func theSafeRegionIsTheBoundsLessTheInsetsInWindowPoints() {
        property(Self.trees, configuration: Self.configuration) { tree in
            for node in tree.nodes {
                let insets = Self.directInsets(of: node.id, in: tree)
                let local = Rect(
                    x: node.bounds.minX + insets.left, y: node.bounds.minY + insets.top,
                    width: max(0, node.bounds.width - insets.left - insets.right),
                    height: max(0, node.bounds.height - insets.top - insets.bottom))
                let expected = try tree.convert(local, from: node.id, to: nil)
                let region = try tree.safeRegion(of: node.id)
                try require(
                    abs(region.minX - expected.minX) < 1e-6 && abs(region.minY - expected.minY) < 1e-6
                        && abs(region.width - expected.width) < 1e-6 && abs(region.height - expected.height) < 1e-6,
                    "\(node.id): \(region), expected \(expected)")
            }
        }
    }

    /// What a controller adds beyond the view's width leaves no safe region, never a negative one.
    @Test func aViewNarrowerThanItsSafeAreaHasAnEmptySafeRegion() throws {
        let tree = try ViewTree(
            screen: Size(width: 393, height: 852),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 393, height: 852), isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, frame: Rect(x: 100, y: 100, width: 30, height: 30), isControllerRoot: true,
                    additionalSafeArea: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)),
            ])
        let region = try tree.safeRegion(of: 2)
        #expect(region.size == Size(width: 0, height: 0))
    }

    /// UIKit's reported part of the adjusted inset is added to the content inset edge by edge.
    @Test func aReportedSystemInsetIsAddedEdgeByEdge() throws {
        let geometry = ScrollGeometry(
            contentSize: Size(width: 393, height: 2000), contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            systemInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        let tree = try ViewTree(
            screen: Size(width: 393, height: 852),
            nodes: [
                ViewNode(
                    id: 1, parent: nil, kind: .scrollView(geometry), frame: Rect(x: 0, y: 0, width: 393, height: 852))
            ])
        #expect(try tree.adjustedContentInset(of: 1) == EdgeInsets(top: 11, left: 22, bottom: 33, right: 44))
    }
}
