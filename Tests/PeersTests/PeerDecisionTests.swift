import AvoidCore
import Generators
import Peers
import Testing
import ViewTree

/// What every peer model reports besides what it writes: the keyboard where it ends, not where
/// it comes from; and no model at all for a tree without a view controller's root view.
@Suite struct PeerDecisionTests {
    /// A 400 × 800 screen: a view controller's root view, a scroll view filling it, and a text
    /// field in it at 600 that is editing.
    static func tree() throws -> ViewTree {
        let geometry = ScrollGeometry(contentSize: Size(width: 400, height: 1_000), adjustment: .never)
        return try ViewTree(
            screen: Size(width: 400, height: 800),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 400, height: 800), isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .scrollView(geometry), frame: Rect(x: 0, y: 0, width: 400, height: 800)),
                ViewNode(id: 3, parent: 2, kind: .textField, frame: Rect(x: 16, y: 600, width: 368, height: 44)),
            ],
            firstResponder: 3)
    }

    @Test(arguments: Peers.adapters.indices)
    func aFirstShowIsDecidedWithTheKeyboardWhereItEnds(peer: Int) throws {
        var tree = try Self.tree()
        var model = try Peers.adapters[peer].make(tree, Configuration())
        let show = KeyboardEvent.showing(Rect(x: 0, y: 500, width: 400, height: 300), on: tree.screen)
        let step = try model.handle(.keyboard(show), in: &tree)
        #expect(step.decision.keyboard == .docked, "\(Peers.adapters[peer].name)")
    }

    @Test(arguments: Peers.adapters.indices)
    func aTreeWithoutAViewControllerHasNoModel(peer: Int) throws {
        let tree = try ViewTree(
            screen: Size(width: 400, height: 800),
            nodes: [ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 400, height: 800))])
        #expect(throws: AdapterError.noHostView, "\(Peers.adapters[peer].name)") {
            _ = try Peers.adapters[peer].make(tree, Configuration())
        }
    }
}
