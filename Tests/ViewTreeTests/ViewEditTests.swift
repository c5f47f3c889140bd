import AvoidCore
import Testing
import ViewTree

/// A superview's `frame` assignment, as a layer takes it: the bounds sized by the transform's
/// scale on each axis, the centre moved through its translation; a size within a billionth of
/// the view's own (relative, and at least a billionth of a point) keeps the bounds as they are.
@Suite struct ViewEditTests {
    static let screen = Size(width: 393, height: 852)

    /// A root view and view 2 in it with `frame` and `transform`.
    static func tree(_ frame: Rect, transform: Transform = .identity) throws -> ViewTree {
        try ViewTree(
            screen: screen,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(origin: .zero, size: screen), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, frame: frame, transform: transform),
            ])
    }

    /// A new width alone resizes the bounds: each axis by its own size and scale.
    @Test func aFrameOfAnotherWidthResizesTheBoundsAxisByAxis() throws {
        var tree = try Self.tree(
            Rect(x: 0, y: 0, width: 100, height: 40), transform: Transform(scaleX: 0.5, scaleY: 2))
        let old = try #require(tree[2]?.frame)
        try tree.apply(.frame(2, Rect(x: old.minX, y: old.minY, width: 300, height: old.height)))
        #expect(tree[2]?.bounds.size == Size(width: 600, height: 40))
        try tree.apply(.frame(2, Rect(x: 10, y: 20, width: 300, height: 160)))
        #expect(tree[2]?.bounds.size == Size(width: 600, height: 80))
        #expect(tree[2]?.frame == Rect(x: 10, y: 20, width: 300, height: 160))
    }

    /// A frame a billionth of a point narrower than a sliver of a view, or a millionth of its
    /// size off a huge one, is the size it has: the bounds keep it exactly.
    @Test(arguments: [(1e-9, 0.0), (500_000.00025, 500_000.0)])
    func aSizeWithinABillionthKeepsTheBounds(width: Double, frameWidth: Double) throws {
        var tree = try Self.tree(Rect(x: 0, y: 100, width: width, height: 40))
        try tree.apply(.frame(2, Rect(x: 5, y: 100, width: frameWidth, height: 40)))
        #expect(tree[2]?.bounds.size == Size(width: width, height: 40))
    }
}
