import AvoidCore
import Testing
import ViewTree

/// A layout as UIKit makes it around a view controller: the views inside its root view take their
/// new centres and sizes, and the root keeps its own until its container sets its frame.
@Suite struct ViewEditLayoutTests {
    @Test func aLayoutInsideKeepsTheRootAndMovesEverythingElse() throws {
        var tree = try ViewEditTests.tree(Rect(x: 16, y: 760, width: 361, height: 34))
        try tree.update(1) { $0.transform = Transform(translationY: -288) }
        let turned = try ViewTree(
            screen: Size(width: 852, height: 393),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 852, height: 393), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, frame: Rect(x: 59, y: 330, width: 734, height: 34)),
            ])
        var inside = tree
        try inside.apply(.layoutInside(turned, keeping: 1))
        #expect(inside[1] == tree[1])
        #expect(inside[2]?.frame == Rect(x: 59, y: 330, width: 734, height: 34))
        #expect(inside.screen == turned.screen && inside.window == turned.window)
        // A plain layout moves the root by its centre as well.
        var plain = tree
        try plain.apply(.layout(turned))
        #expect(plain[1]?.center == Point(x: 426, y: 196.5))
    }
}
