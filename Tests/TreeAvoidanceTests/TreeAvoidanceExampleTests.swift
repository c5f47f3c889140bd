import AvoidCore
import Testing
import TreeAvoidance
import ViewTree

/// The README's worked example, number by number: what is read, decided, written and restored.
@Suite struct TreeAvoidanceExampleTests {
    @Test func theTableScrollsTheLowFieldAboveTheKeyboardAndGivesEverythingBack() throws {
        let original = try TableExample.tree()
        var tree = original
        var adapter = try TreeAvoidance(tree: tree)

        let shown = try adapter.handle(
            .keyboard(KeyboardEvent(phase: .willShow, endFrame: TableExample.keyboard)), in: &tree)
        // Read: the table's adjusted inset is the bar and status bar (103) and the home indicator (34).
        #expect(shown.scene.containers.first?.contentInset == EdgeInsets(top: 103, bottom: 34))
        #expect(shown.scene.fields.first?.frame == Rect(x: 16, y: 673, width: 361, height: 34))
        // Decided: the keyboard covers 302 pt of the table's clear region (516 to 818); the field
        // (on screen at 776 to 810) scrolls by 304 to end 10 pt above the keyboard; no host shift.
        #expect(shown.decision.hostOffset == 0)
        #expect(
            shown.decision.scroll
                == ScrollAdjustment(
                    container: 4, contentInset: EdgeInsets(top: 103, bottom: 336), contentOffset: Point(x: 0, y: 201)))
        // Written: the app's own inset (0) plus the overlap, the indicator likewise, the offset.
        let table = try #require(tree[4]?.kind.scroll)
        #expect(table.contentInset == EdgeInsets(bottom: 302))
        #expect(table.indicatorInset == EdgeInsets(bottom: 302))
        #expect(tree[4]?.bounds.origin == Point(x: 0, y: 201))
        #expect(try tree.windowFrame(of: 7) == Rect(x: 16, y: 472, width: 361, height: 34))
        #expect(try tree.adjustedContentInset(of: 4) == EdgeInsets(top: 103, bottom: 336))

        _ = try adapter.handle(.keyboard(KeyboardEvent(phase: .willHide, endFrame: TableExample.keyboard)), in: &tree)
        #expect(tree == original)
        #expect(adapter.ledger.isEmpty)
    }
}
