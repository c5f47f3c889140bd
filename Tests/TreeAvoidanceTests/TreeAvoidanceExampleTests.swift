import AvoidCore
import DocumentBlocks
import Foundation
import Testing
import TreeAvoidance
import ViewTree

/// The README's worked example, number by number: what is read, decided, written and restored;
/// and the README's text is this code verbatim.
@Suite struct TreeAvoidanceExampleTests {
    @Test func theTableScrollsTheLowFieldAboveTheKeyboardAndGivesEverythingBack() throws {
        let tree = try TableExample.tree()
        // BEGIN DOCUMENT TREE-EXAMPLE
        var live = tree
        var adapter = try TreeAvoidance(tree: live)
        let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)  // with the predictive bar
        let shown = try adapter.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard)), in: &live)
        // The table keeps 103 pt clear at the top (status and navigation bar) and 34 at the bottom
        // (home indicator). The keyboard covers 302 pt of that clear region (516 to 818): the
        // adapter adds 302 to the table's own inset and scrolls the field (776 to 810 on screen)
        // by 304, so that it ends 10 pt above the keyboard. The root view does not move.
        assert(shown.decision.hostOffset == 0)
        assert(live[4]?.kind.scroll?.contentInset == EdgeInsets(bottom: 302))
        assert(live[4]?.bounds.origin == Point(x: 0, y: 201))
        let field = try live.windowFrame(of: 7)
        assert(field == Rect(x: 16, y: 472, width: 361, height: 34))
        _ = try adapter.handle(.keyboard(KeyboardEvent(phase: .willHide, endFrame: keyboard)), in: &live)
        assert(live == tree)  // everything back as the app had it
        // END DOCUMENT TREE-EXAMPLE
        // `assert` vanishes in release builds; the same facts, and more, with the test framework.
        #expect(shown.scene.containers.first?.contentInset == EdgeInsets(top: 103, bottom: 34))
        #expect(shown.scene.fields.first?.frame == Rect(x: 16, y: 673, width: 361, height: 34))
        #expect(
            shown.decision.scroll
                == ScrollAdjustment(
                    container: 4, contentInset: EdgeInsets(top: 103, bottom: 336), contentOffset: Point(x: 0, y: 201)))
        #expect(shown.decision.hostOffset == 0)
        #expect(live == tree)
        #expect(adapter.ledger.isEmpty)
    }

    @Test func theReadmeShowsThisExampleVerbatim() throws {
        let readme = try DocumentBlock.readme(from: #filePath)
        let tree = try #require(try DocumentBlock.region("TREE", in: Self.file("TableExample.swift"), indent: 8))
        let example = try #require(try DocumentBlock.region("TREE-EXAMPLE", in: #filePath, indent: 8))
        #expect(readme.contains(tree))
        #expect(readme.contains(example))
    }

    static func file(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
