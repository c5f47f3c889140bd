import AvoidCore
import Peers
import Testing
import TreeAvoidance
import ViewTree

/// What the peer reports of each event: the scene it read (the tree before the event, already
/// moved) and, as a decision, what the event changed.
@Suite struct IQKeyboardManagerStepTests {
    @Test func theDecisionIsWhatTheEventChanged() throws {
        var tree = try IQKeyboardManagerTests.screen()
        var peer = try IQKeyboardManager(tree: tree)
        try tree.setFirstResponder(4)
        let focus = try peer.handle(.treeChanged, in: &tree)
        #expect(focus.decision.changed == false)
        #expect(focus.decision.keyboard == .hidden)
        #expect(focus.decision.animation == Configuration().defaultAnimation)
        #expect(focus.inputs.isEmpty)
        let before = try TreeReading(tree: tree).scene
        let shown = try peer.handle(.keyboard(IQKeyboardManagerTests.keyboard), in: &tree)
        #expect(shown.scene == before)
        #expect(shown.decision.hostOffset == -262)
        #expect(shown.decision.scroll == nil)
        #expect(shown.decision.changed)
        #expect(shown.decision.keyboard == .docked)
        #expect(shown.decision.animation == IQKeyboardManagerTests.keyboard.animation)
        // The same tree again: nothing changes, and the scene read is the moved one.
        let again = try peer.handle(.treeChanged, in: &tree)
        #expect(again.decision.hostOffset == 0)
        #expect(!again.decision.changed)
        #expect(try again.scene == peer.scene(of: tree))
        #expect(again.scene.hostFrame.minY == -262)
    }

    @Test func aScrollViewsNewValuesAreTheDecisionsAdjustment() throws {
        var tree = try IQKeyboardManagerTests.screen(scrolling: true)
        var peer = try IQKeyboardManager(tree: tree)
        try tree.setFirstResponder(4)
        _ = try peer.handle(.treeChanged, in: &tree)
        let shown = try peer.handle(.keyboard(IQKeyboardManagerTests.keyboard), in: &tree)
        let scroll = try #require(shown.decision.scroll)
        #expect(scroll.container == ContainerID(5))
        #expect(scroll.contentOffset == Point(x: 0, y: 262))
        #expect(scroll.contentInset.bottom == 310)
        #expect(shown.decision.hostOffset == 0)
    }

    @Test func aTreeWithoutAViewControllerIsRejected() throws {
        let tree = try ViewTree(
            screen: Size(width: 400, height: 800),
            nodes: [ViewNode(id: 1, parent: nil, kind: .textField, frame: Rect(x: 0, y: 0, width: 100, height: 44))])
        #expect(throws: AdapterError.noHostView) { try IQKeyboardManager(tree: tree) }
    }
}
