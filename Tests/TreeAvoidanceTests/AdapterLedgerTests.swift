import AvoidCore
import Generators
import Testing
import TreeAvoidance
import ViewTree

/// What the adapter writes is the app's value composed with the decision, and what it undoes is
/// only its own: values the app changes meanwhile stay the app's.
@Suite struct AdapterLedgerTests {
    static let iPhone = Size(width: 393, height: 852)
    static let show = AdapterEvent.keyboard(.showing(TableExample.keyboard, on: iPhone))
    static let hide = AdapterEvent.keyboard(.hiding(TableExample.keyboard, on: iPhone))

    @Test func applyingTheSameDecisionTwiceEqualsApplyingItOnce() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        let step = try adapter.handle(Self.show, in: &tree)
        var again = tree
        let reading = try TreeReading(tree: adapter.ledger.unapplied(tree))
        let ledger = try adapter.ledger.apply(step.decision, reading: reading, to: &again)
        #expect(again == tree)
        #expect(ledger == adapter.ledger)
    }

    /// A notes screen: a text view (2) filling the root view, its text 2,400 pt tall, its caret
    /// at 700 ... 720 under where the keyboard comes.
    static func notes() throws -> ViewTree {
        let whole = Rect(origin: .zero, size: iPhone)
        return try ViewTree(
            screen: iPhone, screenSafeArea: EdgeInsets(top: 59, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1,
                    kind: .textView(
                        caret: Rect(x: 8, y: 700, width: 2, height: 20),
                        scroll: ScrollGeometry(contentSize: Size(width: 393, height: 2400))),
                    frame: whole),
            ],
            firstResponder: 2)
    }

    @Test func aTextViewIsInsetAndScrolledAndStaysATextView() throws {
        let app = try Self.notes()
        var tree = app
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        // Clear 59 ... 818 (UIKit's inset: the safe area); the keyboard covers 818 - 516 = 302 of
        // it. The caret ends at B = 506 after a scroll of 720 - 506 = 214; the host stays.
        var written = ScrollGeometry(contentSize: Size(width: 393, height: 2400))
        written.contentInset.bottom = 302
        written.indicatorInset.bottom = 302
        #expect(tree[2]?.kind == .textView(caret: Rect(x: 8, y: 700, width: 2, height: 20), scroll: written))
        #expect(tree[2]?.bounds.origin == Point(x: 0, y: 214))
        #expect(tree[1]?.transform == .identity)
        _ = try adapter.handle(Self.hide, in: &tree)
        #expect(tree == app)
    }

    @Test func anInsetTheAppChangesWhileTheKeyboardIsUpIsKeptAndTheKeyboardAddedToIt() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        // A footer appears: the app sets its own bottom inset.
        try tree.apply(.contentInset(4, EdgeInsets(top: 10, bottom: 80)))
        _ = try adapter.handle(.treeChanged, in: &tree)
        // The footer's 80 pt are already clear of the keyboard: it now overlaps 222 pt more
        // (to 516, the keyboard's top), not 302.
        #expect(tree[4]?.kind.scroll?.contentInset == EdgeInsets(top: 10, bottom: 80 + 222))
        #expect(try tree.adjustedContentInset(of: 4) == EdgeInsets(top: 113, bottom: 336))
        _ = try adapter.handle(Self.hide, in: &tree)
        #expect(tree[4]?.kind.scroll?.contentInset == EdgeInsets(top: 10, bottom: 80))
    }

    @Test func anEdgeTheAppLeavesKeepsTheKeyboardWhenItChangesAnother() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        var inset = try #require(tree[4]?.kind.scroll?.contentInset)
        inset.top = 30
        try tree.apply(.contentInset(4, inset))
        #expect(adapter.ledger.unapplied(tree)[4]?.kind.scroll?.contentInset == EdgeInsets(top: 30))
    }

    @Test func theAppsTransformIsComposedWithAndSurvivesItsOwnChange() throws {
        var tree = try ViewTree(
            screen: Size(width: 320, height: 568),
            nodes: [
                ViewNode(
                    id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 568),
                    transform: Transform(scaleX: 0.9, scaleY: 0.9), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 20, y: 480, width: 280, height: 44)),
            ],
            firstResponder: 2)
        var adapter = try TreeAvoidance(tree: tree)
        let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)
        let step = try adapter.handle(.keyboard(.showing(keyboard, on: tree.screen)), in: &tree)
        #expect(step.decision.hostOffset < 0)
        #expect(tree[1]?.transform == Transform(scaleX: 0.9, scaleY: 0.9, translationY: step.decision.hostOffset))
        // The app animates its own transform back to identity while the keyboard is up.
        try tree.apply(.transform(1, .identity))
        _ = try adapter.handle(.treeChanged, in: &tree)
        #expect(tree[1]?.transform.scaleY == 1)
        _ = try adapter.handle(.keyboard(.hiding(keyboard, on: tree.screen)), in: &tree)
        #expect(tree[1]?.transform == .identity)
    }

    @Test func whereTheUserScrolledIsKeptOnHide() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        try tree.apply(.contentOffset(4, Point(x: 0, y: 120)))
        _ = try adapter.handle(Self.hide, in: &tree)
        #expect(tree[4]?.bounds.origin == Point(x: 0, y: 120))
        #expect(tree[4]?.kind.scroll?.contentInset == .zero)
    }

    /// The keyboard's dismiss mode `.onDrag`: the user's finger lands on the table, editing ends
    /// and the keyboard hides, while the table still shows the offset written. It stays: the
    /// user's from the touch on; the inset goes back.
    @Test func anOffsetUnderTheFingerIsTheUsersEvenTheOneWritten() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        let written = try #require(tree[4]?.bounds.origin)
        #expect(written != Point(x: 0, y: -103))
        try tree.apply(.drag(4, written))
        #expect(adapter.ledger.unapplied(tree)[4]?.bounds.origin == written)
        try tree.apply(.focus(nil))
        _ = try adapter.handle(.treeChanged, in: &tree)
        _ = try adapter.handle(Self.hide, in: &tree)
        #expect(tree[4]?.bounds.origin == written)
        #expect(tree[4]?.kind.scroll?.contentInset == .zero)
        // At rest again, it is the user's still: nothing puts the old offset back.
        try tree.apply(.letGo(4))
        _ = try adapter.handle(.treeChanged, in: &tree)
        #expect(tree[4]?.bounds.origin == written)
    }

    /// A read while the user scrolls (the keyboard's frame changes mid-drag) writes the inset the
    /// keyboard needs and leaves the offset where the finger has it, even with the field covered.
    @Test func aDecisionMidDragWritesTheInsetButNotTheOffset() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        try tree.apply(.drag(4, Point(x: 0, y: -103)))
        let step = try adapter.handle(Self.show, in: &tree)
        #expect(step.decision.scroll?.contentOffset.y != -103)
        #expect(tree[4]?.bounds.origin == Point(x: 0, y: -103))
        #expect(tree[4]?.kind.scroll?.contentInset.bottom ?? 0 > 0)
        #expect(adapter.ledger.scrolls.first?.writtenOffset == Point(x: 0, y: -103))
    }

    @Test func disappearingRestoresEverythingAndLaterNotificationsChangeNothing() throws {
        let original = try TableExample.tree()
        var tree = original
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        _ = try adapter.handle(.disappear, in: &tree)
        #expect(tree == original)
        _ = try adapter.handle(Self.show, in: &tree)
        #expect(tree == original)
    }

    @Test func aRejectedEventChangesNeitherTheAdapterNorTheTree() throws {
        var tree = try TableExample.tree()
        var adapter = try TreeAvoidance(tree: tree)
        _ = try adapter.handle(Self.show, in: &tree)
        let (treeBefore, ledgerBefore, decisionBefore) = (tree, adapter.ledger, adapter.decision)
        let bad = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: .nan, width: 393, height: 336))
        #expect(throws: AdapterError.engine(.invalidKeyboardEvent(.nonFinite(key: KeyboardUserInfoKey.frameEnd)))) {
            try adapter.handle(.keyboard(bad), in: &tree)
        }
        #expect(tree == treeBefore && adapter.ledger == ledgerBefore && adapter.decision == decisionBefore)
    }

    /// An engine that scrolls sideways as well as down.
    struct ScrollsBothWays: AvoidanceModel {
        var container: ScrollContainer
        var offset: Point

        func handle(_ input: Input) throws(EngineError) -> Decision {
            let scroll = ScrollAdjustment(
                container: container.id, contentInset: container.contentInset, contentOffset: offset)
            return Decision(
                placement: Placement(hostOffset: 0, scroll: scroll), animation: .keyboard, changed: true,
                keyboard: .docked)
        }
    }

    /// Each axis of a decided offset goes to its own axis of the scroll view's bounds, at the
    /// view's own scale: a horizontal move is never read from the vertical one.
    @Test func aDecidedOffsetIsWrittenAxisByAxis() throws {
        let scroll = ScrollGeometry(contentSize: Size(width: 640, height: 1000), adjustment: .never)
        var tree = try ViewTree(
            screen: Size(width: 320, height: 568),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 568), isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .scrollView(scroll), frame: Rect(x: 0, y: 0, width: 320, height: 568),
                    transform: Transform(scaleX: 0.5, scaleY: 0.5)),
                ViewNode(id: 3, parent: 2, kind: .textField, frame: Rect(x: 0, y: 540, width: 320, height: 20)),
            ],
            firstResponder: 3)
        var adapter = try TreeAvoidance(tree: tree, configuration: Configuration()) { scene, _ throws(EngineError) in
            ScrollsBothWays(container: scene.containers[0], offset: Point(x: 30, y: 40))
        }
        _ = try adapter.handle(
            .keyboard(.showing(Rect(x: 0, y: 315, width: 320, height: 253), on: tree.screen)), in: &tree)
        #expect(tree[2]?.bounds.origin == Point(x: 60, y: 80))
    }
}
