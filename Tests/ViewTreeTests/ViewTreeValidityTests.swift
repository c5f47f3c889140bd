import AvoidCore
import Foundation
import Generators
import PropertyKit
import PropertyKitTesting
import Testing
import ViewTree

/// A view tree is valid or rejected: one fault planted in a generated hierarchy is named exactly
/// (the view and property at fault), and a rejected change leaves the tree as it was. A tree
/// reads back from its JSON, also with every default left out.
@Suite struct ViewTreeValidityTests {
    /// One fault and the error that must name it.
    struct Planted: Sendable, CustomStringConvertible {
        var tree: ViewTree
        var nodes: [ViewNode]
        var screen: Size
        var screenSafeArea: EdgeInsets
        var window: Rect
        var firstResponder: ViewID?
        var host: ViewID?
        var expected: ViewTreeError
        var description: String { "\(expected) planted" }
    }

    static let planted: Gen<Planted> = Gen { source in
        let tree = try Gen<TreePlan>.screen.generate(&source).tree
        var p = Planted(
            tree: tree, nodes: tree.nodes, screen: tree.screen, screenSafeArea: tree.screenSafeArea,
            window: tree.window,
            firstResponder: nil, host: nil, expected: .unknownView(0))
        let i = try source.drawInteger(IntegerEncoding(0...(tree.nodes.count - 1)))
        let id = tree.nodes[i].id
        let bad = try source.element(of: [Double.nan, .infinity, -.infinity])
        switch try source.drawInteger(IntegerEncoding(0...16)) {
        case 0: (p.nodes[i].center.y, p.expected) = (bad, .nonFinite(view: id, path: "center"))
        case 1: (p.nodes[i].center.x, p.expected) = (2e6, .outOfRange(view: id, path: "center"))
        case 2: (p.nodes[i].bounds.origin.x, p.expected) = (bad, .nonFinite(view: id, path: "bounds"))
        case 3: (p.nodes[i].bounds.size.height, p.expected) = (-1, .negativeSize(view: id, path: "bounds"))
        case 4:
            // Either side of a size is checked for its magnitude, the height as well as the width.
            if try source.drawFlag(1, in: 2) {
                (p.nodes[i].bounds.size.height, p.expected) = (-2e6, .outOfRange(view: id, path: "bounds"))
            } else {
                (p.nodes[i].bounds.size.width, p.expected) = (-2e6, .outOfRange(view: id, path: "bounds"))
            }
        case 5:
            (p.nodes[i].transform.scaleX, p.expected) = (try source.element(of: [0, -1]), .unsupportedTransform(id))
        case 6: (p.nodes[i].transform.scaleY, p.expected) = (bad, .nonFinite(view: id, path: "transform.scaleY"))
        case 7:
            (p.nodes[i].transform.translationY, p.expected) = (bad, .nonFinite(view: id, path: "transform.translation"))
        case 8:
            (p.nodes[i].additionalSafeArea.right, p.expected) = (bad, .nonFinite(view: id, path: "additionalSafeArea"))
        case 9:
            guard i > 0 else { return p }
            let earlier = tree.nodes[try source.drawInteger(IntegerEncoding(0...(i - 1)))].id
            (p.nodes[i].id, p.expected) = (earlier, .duplicateView(earlier))
        case 10: (p.nodes[i].parent, p.expected) = (ViewID(999_999), .unknownParent(view: id, parent: 999_999))
        case 11:
            switch p.nodes[i].kind {
            case .textField, .textView: return p
            default: break
            }
            (p.firstResponder, p.expected) = (id, .firstResponderNotTextInput(id))
        case 12: (p.host, p.expected) = (ViewID(999_999), .unknownView(999_999))
        case 13: (p.screen.width, p.expected) = (-1, .negativeSize(view: nil, path: "screen"))
        case 14: (p.window.origin.y, p.expected) = (bad, .nonFinite(view: nil, path: "window"))
        case 15: (p.screenSafeArea.bottom, p.expected) = (bad, .nonFinite(view: nil, path: "screenSafeArea"))
        default:
            guard var scroll = p.nodes[i].kind.scroll else {
                guard case .textView = p.nodes[i].kind else { return p }
                (p.nodes[i].kind, p.expected) = (
                    .textView(caret: Rect(x: 0, y: bad, width: 2, height: 20)), .nonFinite(view: id, path: "caret")
                )
                return p
            }
            switch try source.drawInteger(IntegerEncoding(0...3)) {
            case 0: (scroll.contentSize.height, p.expected) = (-5, .negativeSize(view: id, path: "contentSize"))
            case 1: (scroll.contentSize.width, p.expected) = (bad, .nonFinite(view: id, path: "contentSize"))
            case 2: (scroll.contentInset.left, p.expected) = (bad, .nonFinite(view: id, path: "contentInset"))
            default: (scroll.indicatorInset.top, p.expected) = (3e6, .outOfRange(view: id, path: "indicatorInset"))
            }
            p.nodes[i].kind = .scrollView(scroll)
        }
        return p
    }

    @Test func aPlantedFaultIsNamedExactly() {
        property(Self.planted) { p in
            guard p.expected != .unknownView(0) else { return }
            let thrown: ViewTreeError?
            do throws(ViewTreeError) {
                _ = try ViewTree(
                    screen: p.screen, screenSafeArea: p.screenSafeArea, window: p.window, nodes: p.nodes,
                    firstResponder: p.firstResponder, host: p.host)
                thrown = nil
            } catch { thrown = error }
            try requireEqual(thrown, p.expected)
        }
    }

    @Test func aChangeWithAFaultIsRejectedAndChangesNothing() {
        property(Self.planted) { p in
            guard case .unknownView(0) = p.expected else {
                // A view's own faults; a duplicated id or an unknown superview is the tree's.
                if case .duplicateView = p.expected { return }
                guard let changed = p.nodes.first(where: { $0 != p.tree[$0.id] }), p.tree[changed.id] != nil,
                    changed.id == p.tree[changed.id]?.id, changed.parent == p.tree[changed.id]?.parent
                else { return }
                var tree = p.tree
                let thrown: ViewTreeError?
                do throws(ViewTreeError) {
                    try tree.update(changed.id) { $0 = changed }
                    thrown = nil
                } catch { thrown = error }
                try requireEqual(thrown, p.expected)
                try requireEqual(tree, p.tree)
                return
            }
        }
    }

    @Test func aTreeReadsBackFromItsJSONWithOrWithoutItsDefaults() {
        property(Self.planted) { p in
            let data = try JSONEncoder().encode(p.tree)
            try requireEqual(try JSONDecoder().decode(ViewTree.self, from: data), p.tree)
            try requireEqual(try JSONDecoder().decode(ViewTree.self, from: Self.withoutDefaults(data)), p.tree)
        }
    }

    /// The JSON with every key that holds its default value left out.
    static func withoutDefaults(_ data: Data) throws -> Data {
        guard var tree = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let nodes = tree["nodes"] as? [[String: Any]]
        else { return data }
        let zero: [String: Double] = ["top": 0, "left": 0, "bottom": 0, "right": 0]
        let identity: [String: Double] = ["scaleX": 1, "scaleY": 1, "translationX": 0, "translationY": 0]
        func number(_ value: Any?) -> Double? {
            (value as? Double) ?? (value as? Int).map(Double.init) ?? (value as? NSNumber)?.doubleValue
        }
        func drop(_ dictionary: inout [String: Any], _ key: String, ifEqualTo value: [String: Double]) {
            guard let present = dictionary[key] as? [String: Any], present.count == value.count,
                value.allSatisfy({ number(present[$0.key]) == $0.value })
            else { return }
            dictionary[key] = nil
        }
        tree["nodes"] = nodes.map { node -> [String: Any] in
            var node = node
            drop(&node, "transform", ifEqualTo: identity)
            drop(&node, "additionalSafeArea", ifEqualTo: zero)
            for flag in ["isHidden", "isControllerRoot"] where (node[flag] as? Bool) == false { node[flag] = nil }
            if (node["kind"] as? [String: Any])?["view"] != nil { node["kind"] = nil }
            if var kind = node["kind"] as? [String: Any], var scroll = kind["scrollView"] as? [String: Any],
                var geometry = scroll["geometry"] as? [String: Any]
            {
                drop(&geometry, "contentInset", ifEqualTo: zero)
                drop(&geometry, "indicatorInset", ifEqualTo: zero)
                if (geometry["role"] as? String) == "scroll" { geometry["role"] = nil }
                if (geometry["adjustment"] as? String) == "automatic" { geometry["adjustment"] = nil }
                for flag in ["alwaysBounceVertical", "alwaysBounceHorizontal", "isControllerContent"]
                where (geometry[flag] as? Bool) == false {
                    geometry[flag] = nil
                }
                scroll["geometry"] = geometry
                kind["scrollView"] = scroll
                node["kind"] = kind
            }
            return node
        }
        drop(&tree, "screenSafeArea", ifEqualTo: zero)
        return try JSONSerialization.data(withJSONObject: tree)
    }

    /// Edge values that are valid: views and content of zero or half a point, a window past
    /// the screen's edge.
    @Test func zeroAndFractionalSizesAreValid() {
        let cases: Gen<(ViewTree, Int, Double)> = Gen { source in
            let tree = try Gen<TreePlan>.screen.generate(&source).tree
            return (
                tree, try source.drawInteger(IntegerEncoding(0...(tree.nodes.count - 1))),
                try source.element(of: [0, 0.5])
            )
        }
        property(cases) { tree, i, size in
            var nodes = tree.nodes
            nodes[i].bounds.size = Size(width: size, height: size)
            if var scroll = nodes[i].kind.scroll {
                scroll.contentSize = Size(width: size, height: size)
                nodes[i].kind = .scrollView(scroll)
            }
            let window = Rect(x: -10, y: 0, width: size, height: size)
            let rebuilt = try ViewTree(
                screen: Size(width: size, height: size), screenSafeArea: .zero, window: window, nodes: nodes)
            try requireEqual(rebuilt.nodes, nodes)
        }
    }

    /// An edit names a view of the kind it needs, or is rejected naming the kind.
    @Test func anEditOnAViewOfAnotherKindIsRejected() {
        let cases: Gen<(ViewTree, ViewID, Int)> = Gen { source in
            let tree = try Gen<TreePlan>.screen.generate(&source).tree
            return (tree, try source.element(of: tree.nodes).id, try source.drawInteger(IntegerEncoding(0...5)))
        }
        property(cases) { tree, id, kind in
            var edited = tree
            let node = tree[id]!
            let scrolls = node.kind.scroll != nil
            // A text view whose text scrolls takes an inset and an offset, not the user's finger.
            let insets = node.kind.scrolling != nil
            var isTextView = false
            var isText = false
            switch node.kind {
            case .textView: (isTextView, isText) = (true, true)
            case .textField: isText = true
            default: break
            }
            let edits: [(ViewEdit, ViewTreeError?)] = [
                (.contentOffset(id, Point(x: 0, y: 7)), insets ? nil : .notA("scroll view", id)),
                (.contentInset(id, EdgeInsets(bottom: 9)), insets ? nil : .notA("scroll view", id)),
                (.caret(id, Rect(x: 1, y: 2, width: 2, height: 20)), isTextView ? nil : .notA("text view", id)),
                (.focus(id), isText ? nil : .firstResponderNotTextInput(id)),
                (.drag(id, Point(x: 0, y: 7)), scrolls ? nil : .notA("scroll view", id)),
                (.letGo(id), scrolls ? nil : .notA("scroll view", id)),
            ]
            let (edit, expected) = edits[kind]
            let thrown: ViewTreeError?
            do throws(ViewTreeError) {
                try edited.apply(edit)
                thrown = nil
            } catch { thrown = error }
            try requireEqual(thrown, expected)
            // Letting go of a view at rest changes nothing; any other edit it takes changes it.
            let changes = expected == nil && !(kind == 5 && tree[id]?.kind.scroll?.isUserScrolling == false)
            try require(changes == (edited != tree), "\(edit) \(changes ? "changed nothing" : "changed the tree")")
            if expected == nil, case .contentOffset = edit {
                try requireEqual(edited[id]?.bounds.origin, Point(x: 0, y: 7))
            }
            if expected == nil, case .drag = edit {
                try requireEqual(edited[id]?.bounds.origin, Point(x: 0, y: 7))
                try requireEqual(edited[id]?.kind.scroll?.isUserScrolling, true)
            }
            if expected == nil, case .contentInset = edit {
                try requireEqual(edited[id]?.kind.scrolling?.contentInset, EdgeInsets(bottom: 9))
            }
        }
    }

    /// Trees are equal exactly when every part is: changing any one makes them differ.
    @Test func treesDifferWhenAnyPartDoes() throws {
        let tree = try Gen<TreePlan>.screen.sample(seed: 5).tree
        var moved = tree
        try moved.setWindow(tree.window.offsetBy(dx: 0, dy: 1))
        var named = tree
        let host = try #require(tree.nodes.last(where: \.isControllerRoot)?.id)
        try named.setHost(host)
        #expect(named.host == host)
        var focused = tree
        let field = try #require(tree.nodes.first(where: \.kind.isTextInput)?.id)
        try focused.setFirstResponder(field)
        var changed = tree
        try changed.update(host) { $0.isHidden = true }
        for other in [moved, named, focused, changed] { #expect(other != tree) }
        #expect(tree == (try Gen<TreePlan>.screen.sample(seed: 5).tree))
    }

    /// The shell's mapping: each controller's root view given the insets UIKit reports gets
    /// them, over generated trees (what its controller added is forgotten, then found again).
    @Test func controllersRootsTakeTheInsetsTheyAreGiven() {
        property(ViewTreeSafeAreaTests.trees) { tree in
            var insets: [ViewID: EdgeInsets] = [:]
            var bare = tree
            for node in tree.nodes where node.isControllerRoot {
                insets[node.id] = try tree.safeAreaInsets(of: node.id)
                try bare.update(node.id) { $0.additionalSafeArea = .zero }
            }
            let matched = try bare.matchingSafeAreas(insets)
            for node in tree.nodes {
                let a = try matched.safeAreaInsets(of: node.id), b = try tree.safeAreaInsets(of: node.id)
                try require(
                    abs(a.top - b.top) < 1e-9 && abs(a.left - b.left) < 1e-9 && abs(a.bottom - b.bottom) < 1e-9
                        && abs(a.right - b.right) < 1e-9, "\(node.id): \(a), before \(b)")
            }
        }
    }

    /// A new view and scroll view have UIKit's defaults.
    @Test func newViewsHaveUIKitsDefaults() {
        let node = ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(node.kind == .view && node.transform == .identity && !node.isHidden && !node.isControllerRoot)
        #expect(node.additionalSafeArea == .zero && node.bounds.origin == .zero)
        let scroll = ScrollGeometry(contentSize: .zero)
        #expect(scroll.role == .scroll && scroll.contentInset == .zero && scroll.indicatorInset == .zero)
        #expect(scroll.adjustment == .automatic && !scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(!scroll.isControllerContent)
        #expect(!ViewKind.view.isTextInput && !ViewKind.navigationBar.isTextInput && ViewKind.textField.isTextInput)
    }
}
