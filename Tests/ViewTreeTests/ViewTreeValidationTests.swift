import AvoidCore
import Foundation
import Testing
import ViewTree

/// A tree is always valid: every initialiser, change and decoding names the first view and
/// property at fault, and a rejected change leaves the tree as it was.
@Suite struct ViewTreeValidationTests {
    static let screen = Size(width: 320, height: 568)
    static let root = ViewNode(
        id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 568), isControllerRoot: true)
    static let field = ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 20, y: 400, width: 280, height: 44))

    static func rejects(_ nodes: [ViewNode], firstResponder: ViewID? = nil, host: ViewID? = nil) -> ViewTreeError? {
        do {
            _ = try ViewTree(screen: screen, nodes: nodes, firstResponder: firstResponder, host: host)
            return nil
        } catch { return error }
    }

    @Test func eachFaultIsNamed() {
        var nan = Self.field
        nan.center.y = .nan
        var negative = Self.field
        negative.bounds.size.width = -1
        var far = Self.field
        far.center.x = 2e6
        var flipped = Self.field
        flipped.transform = Transform(scaleY: -1)
        var orphan = Self.field
        orphan.parent = 9
        #expect(Self.rejects([Self.root, Self.root]) == .duplicateView(1))
        #expect(Self.rejects([orphan]) == .unknownParent(view: 2, parent: 9))
        #expect(Self.rejects([Self.field, Self.root]) == .unknownParent(view: 2, parent: 1))
        #expect(Self.rejects([Self.root, nan]) == .nonFinite(view: 2, path: "center"))
        #expect(Self.rejects([Self.root, negative]) == .negativeSize(view: 2, path: "bounds"))
        #expect(Self.rejects([Self.root, far]) == .outOfRange(view: 2, path: "center"))
        #expect(Self.rejects([Self.root, flipped]) == .unsupportedTransform(2))
        for scale in [Transform(scaleX: 0), Transform(scaleY: 0)] {
            var collapsed = Self.field
            collapsed.transform = scale
            #expect(Self.rejects([Self.root, collapsed]) == .unsupportedTransform(2))
        }
        #expect(Self.rejects([Self.root, Self.field], firstResponder: 1) == .firstResponderNotTextInput(1))
        #expect(Self.rejects([Self.root, Self.field], firstResponder: 3) == .unknownView(3))
        #expect(Self.rejects([Self.root], host: 4) == .unknownView(4))
        #expect(
            ViewTreeError.nonFinite(view: 2, path: "center").description == "view tree: view 2: center is not finite")
    }

    @Test func aRejectedChangeLeavesTheTreeAsItWas() throws {
        var tree = try ViewTree(screen: Self.screen, nodes: [Self.root, Self.field])
        let before = tree
        #expect(throws: ViewTreeError.identityChanged(2)) { try tree.update(2) { $0.parent = nil } }
        #expect(throws: ViewTreeError.nonFinite(view: 2, path: "bounds")) {
            try tree.update(2) { $0.bounds.origin.x = .infinity }
        }
        #expect(throws: ViewTreeError.notA("scroll view", 2)) { try tree.apply(.contentOffset(2, .zero)) }
        #expect(throws: ViewTreeError.notA("text view", 2)) { try tree.apply(.caret(2, .zero)) }
        #expect(throws: ViewTreeError.unknownView(7)) { try tree.apply(.transform(7, .identity)) }
        #expect(throws: ViewTreeError.firstResponderNotTextInput(1)) { try tree.apply(.focus(1)) }
        #expect(throws: ViewTreeError.nonFinite(view: nil, path: "window")) {
            try tree.setWindow(Rect(x: .nan, y: 0, width: 1, height: 1))
        }
        #expect(tree == before)
        try tree.apply(.focus(2))
        #expect(tree.firstResponder == 2)
    }

    @Test func treesDifferingInOnePropertyAreUnequal() throws {
        let tree = try ViewTree(screen: Self.screen, nodes: [Self.root, Self.field])
        var moved = Self.field
        moved.center.y += 1
        let others = [
            try ViewTree(screen: Size(width: 320, height: 569), nodes: [Self.root, Self.field]),
            try ViewTree(screen: Self.screen, screenSafeArea: EdgeInsets(top: 20), nodes: [Self.root, Self.field]),
            try ViewTree(
                screen: Self.screen, window: Rect(x: 0, y: 0, width: 320, height: 500), nodes: [Self.root, Self.field]),
            try ViewTree(screen: Self.screen, nodes: [Self.root, moved]),
            try ViewTree(screen: Self.screen, nodes: [Self.root, Self.field], firstResponder: 2),
            try ViewTree(screen: Self.screen, nodes: [Self.root, Self.field], host: 1),
        ]
        for other in others { #expect(other != tree) }
    }

    @Test func aTreeReadsBackFromItsJSON() throws {
        var root = Self.root
        root.avoidsKeyboardItself = true
        for nodes in [[Self.root, Self.field], [root, Self.field]] {
            let tree = try ViewTree(
                screen: Self.screen, screenSafeArea: EdgeInsets(top: 20), nodes: nodes, firstResponder: 2)
            let data = try JSONEncoder().encode(tree)
            #expect(try JSONDecoder().decode(ViewTree.self, from: data) == tree)
        }
    }

    /// UIKit's reported part of the adjusted inset is written only when there is one,
    /// `isScrollEnabled` only when scrolling is off and `isUserScrolling` only while the user
    /// scrolls, so a tree with none of them reads and writes as before.
    @Test func aReportedAdjustedInsetReadsBackAndIsWrittenOnlyWhenPresent() throws {
        var geometry = ScrollGeometry(contentSize: Size(width: 320, height: 900))
        let plain = try ViewTree(
            screen: Self.screen,
            nodes: [Self.root, ViewNode(id: 2, parent: 1, kind: .scrollView(geometry), frame: Self.root.frame)])
        let written = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!written.contains("systemInset") && !written.contains("isScrollEnabled"))
        #expect(!written.contains("isUserScrolling"))
        geometry.systemInset = EdgeInsets(top: 20, bottom: 34)
        geometry.isScrollEnabled = false
        geometry.isUserScrolling = true
        let reported = try ViewTree(
            screen: Self.screen,
            nodes: [Self.root, ViewNode(id: 2, parent: 1, kind: .scrollView(geometry), frame: Self.root.frame)])
        let data = try JSONEncoder().encode(reported)
        #expect(String(decoding: data, as: UTF8.self).contains("systemInset"))
        #expect(String(decoding: data, as: UTF8.self).contains(#""isScrollEnabled":false"#))
        #expect(String(decoding: data, as: UTF8.self).contains(#""isUserScrolling":true"#))
        #expect(try JSONDecoder().decode(ViewTree.self, from: data) == reported)
    }

    @Test func invalidJSONIsATypedErrorNamingTheView() throws {
        let json =
            #"{"screen":{"width":320,"height":568},"nodes":[{"id":1,"kind":{"view":{}},"center":{"x":0,"y":0},"bounds":{"x":0,"y":0,"width":-5,"height":1},"transform":{"scaleX":1,"scaleY":1,"translationX":0,"translationY":0},"isHidden":false,"isControllerRoot":true,"additionalSafeArea":{"top":0,"left":0,"bottom":0,"right":0}}]}"#
        #expect(throws: ViewTreeError.negativeSize(view: 1, path: "bounds")) {
            try JSONDecoder().decode(ViewTree.self, from: Data(json.utf8))
        }
    }
}
