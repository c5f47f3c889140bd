import AvoidCore
import Generators
import Peers
import Testing
import TreeAvoidance
import ViewTree

/// The steps of TPKeyboardAvoiding 1.3.5's published algorithm on hand-built trees: the inset
/// by the keyboard's overlap, the field centred, the prior insets back at the hide, and what
/// each handler leaves.
@Suite struct TPKeyboardAvoidingTests {
    /// A 400 × 800 window, no safe area: the root view 1, a full-window scroll view 2 (`content`
    /// tall, its inset `inset`, at `offset`, adjustment `.never`) holding field 3 at `fieldY`,
    /// and `extra` views.
    static func screen(
        fieldY: Double = 640, content: Size = Size(width: 400, height: 1_000), inset: EdgeInsets = .zero,
        offset: Double = 0, role: ScrollGeometry.Role = .scroll, extra: [ViewNode] = []
    ) throws -> ViewTree {
        let geometry = ScrollGeometry(
            role: role, contentSize: content, contentInset: inset, indicatorInset: inset, adjustment: .never)
        return try tree(
            [
                ViewNode(
                    id: 2, parent: 1, kind: .scrollView(geometry), frame: Rect(x: 0, y: 0, width: 400, height: 800),
                    boundsOrigin: Point(x: 0, y: offset)),
                field(3, in: 2, y: fieldY),
            ] + extra)
    }

    /// The root view 1 (400 × 800, a view controller's) and `views`, on a 400 × 800 screen or
    /// `screen` with the window at `window`; no safe area.
    static func tree(_ views: [ViewNode], screen: Size = Size(width: 400, height: 800), window: Rect? = nil) throws
        -> ViewTree
    {
        let root = ViewNode(
            id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 400, height: 800), isControllerRoot: true)
        return try ViewTree(screen: screen, window: window, nodes: [root] + views)
    }

    /// A scroll view in the root view, 1,000 points of content, adjustment `.never`.
    static func scrollView(_ id: ViewID, frame: Rect) -> ViewNode {
        let geometry = ScrollGeometry(contentSize: Size(width: 400, height: 1_000), adjustment: .never)
        return ViewNode(id: id, parent: 1, kind: .scrollView(geometry), frame: frame)
    }

    /// A text field 368 × 44 at `y`.
    static func field(_ id: ViewID, in parent: ViewID, y: Double) -> ViewNode {
        ViewNode(id: id, parent: parent, kind: .textField, frame: Rect(x: 16, y: y, width: 368, height: 44))
    }

    /// A docked keyboard 300 tall (its top at 500), risen from below the screen, and its hide.
    static let shown = KeyboardEvent.showing(
        Rect(x: 0, y: 500, width: 400, height: 300), on: Size(width: 400, height: 800))
    static let hidden = KeyboardEvent.hiding(shown.endFrame, on: Size(width: 400, height: 800))

    /// Focus on `field`, then `events`; the tree after them.
    static func run(_ tree: ViewTree, focus field: ViewID? = 3, _ events: [AdapterEvent]) throws -> ViewTree {
        var tree = tree
        var peer = try TPKeyboardAvoiding(tree: tree)
        if let field {
            try tree.setFirstResponder(field)
            _ = try peer.handle(.treeChanged, in: &tree)
        }
        for event in events { _ = try peer.handle(event, in: &tree) }
        return tree
    }

    static func scroll(_ tree: ViewTree, _ id: ViewID = 2) throws -> ScrollGeometry {
        try #require(tree[id]?.kind.scroll)
    }

    @Test func theShowInsetsByTheOverlapAndCentresTheField() throws {
        let tree = try Self.run(Self.screen(), [.keyboard(Self.shown)])
        // Inset: the keyboard reaches 300 above the bounds' bottom. Viewable 800 − 300 = 500;
        // padding (500 − 44) / 2 = 228; offset 640 − 228 = 412, under the end 1000 − 500.
        #expect(try Self.scroll(tree).contentInset == EdgeInsets(bottom: 300))
        #expect(try Self.scroll(tree).indicatorInset == EdgeInsets(bottom: 300))
        #expect(tree[2]?.bounds.minY == 412)
        #expect(try tree.windowFrame(of: 3).minY == 228)
        #expect(tree[1]?.frame.minY == 0)
    }

    @Test func theHideRestoresTheInsetsAndLeavesTheOffset() throws {
        let app = EdgeInsets(top: 10, bottom: 20)
        let tree = try Self.run(Self.screen(inset: app), [.keyboard(Self.shown), .keyboard(Self.hidden)])
        // The block of the will-change-frame UIKit posts before the hide runs after the
        // will-hide: it centres the field again in the viewable height left by the prior inset,
        // 770: 640 − 363 − 10 = 267, clamped to the end 1000 − 770 − 10.
        #expect(try Self.scroll(tree).contentInset == app)
        #expect(try Self.scroll(tree).indicatorInset == app)
        #expect(tree[2]?.bounds.minY == 220)
    }

    /// 1.3.5, `TPKeyboardAvoiding_keyboardWillShow:`: the block is dispatched 0.01 s later, so
    /// at a hide it runs after `TPKeyboardAvoiding_keyboardWillHide:` has cleared the keyboard
    /// rect and put the prior insets back; `TPKeyboardAvoiding_contentInsetForKeyboard` then
    /// takes its zero-height branch (the prior bottom), the still focused text view is centred
    /// in the viewable height *with* that inset, and the indicator insets take the content inset.
    @Test func theHideRunsBeforeTheDeferredBlock() throws {
        let geometry = ScrollGeometry(
            contentSize: Size(width: 400, height: 2_000), contentInset: EdgeInsets(bottom: 50),
            indicatorInset: EdgeInsets(bottom: 30), adjustment: .never)
        let tree = try Self.tree([
            ViewNode(id: 2, parent: 1, kind: .scrollView(geometry), frame: Rect(x: 0, y: 0, width: 400, height: 800)),
            ViewNode(
                id: 3, parent: 2, kind: .textView(caret: Rect(x: 8, y: 100, width: 2, height: 20)),
                frame: Rect(x: 16, y: 600, width: 368, height: 200)),
        ])
        let shown = try Self.run(tree, [.keyboard(Self.shown)])
        // The caret at 700…720, viewable 800 − 300: padding 240, offset 460.
        #expect(shown[2]?.bounds.minY == 460)
        let hidden = try Self.run(tree, [.keyboard(Self.shown), .keyboard(Self.hidden)])
        // Viewable 800 − 50 (the prior bottom): padding 365, offset 700 − 365 = 335, not the
        // 310 a block run before the hide (viewable 800) would leave.
        #expect(hidden[2]?.bounds.minY == 335)
        #expect(try Self.scroll(hidden).contentInset == EdgeInsets(bottom: 50))
        #expect(try Self.scroll(hidden).indicatorInset == EdgeInsets(bottom: 50))
    }

    /// Every instance's handler keeps its keyboard rect before any block scrolls: an inner
    /// instance converts the keyboard while the outer one is still at rest, and its block uses
    /// that rect after the outer block has scrolled it away.
    @Test func nestedInstancesKeepTheirRectsBeforeAnyScrolls() throws {
        let inner = ScrollGeometry(contentSize: Size(width: 400, height: 1_000), adjustment: .never)
        let tree = try Self.tree([
            ViewNode(
                id: 2, parent: 1,
                kind: .scrollView(ScrollGeometry(contentSize: Size(width: 400, height: 2_000), adjustment: .never)),
                frame: Rect(x: 0, y: 0, width: 400, height: 800)),
            Self.field(3, in: 2, y: 100),
            ViewNode(id: 4, parent: 2, kind: .scrollView(inner), frame: Rect(x: 0, y: 400, width: 400, height: 400)),
            Self.field(5, in: 4, y: 300),
        ])
        let after = try Self.run(tree, focus: 5, [.keyboard(Self.shown)])
        // The outer one: overlap 300, viewable 500, the field at 700 in its content: 700 − 228.
        #expect(try Self.scroll(after, 2).contentInset.bottom == 300)
        #expect(after[2]?.bounds.minY == 472)
        // The inner one kept the keyboard at 100…400 of its bounds, overlap 300, though the
        // outer scroll has since taken it 472 up: viewable 100, padding 28, offset 272.
        #expect(try Self.scroll(after, 4).contentInset.bottom == 300)
        #expect(after[4]?.bounds.minY == 272)
    }

    @Test func theIndicatorTakesTheWholeContentInset() throws {
        let tree = try Self.run(Self.screen(inset: EdgeInsets(top: 10, bottom: 20)), [.keyboard(Self.shown)])
        #expect(try Self.scroll(tree).contentInset == EdgeInsets(top: 10, bottom: 300))
        #expect(try Self.scroll(tree).indicatorInset == EdgeInsets(top: 10, bottom: 300))
        // Viewable 800 − 10 − 300 = 490: padding 223, offset 640 − 223 − 10 (the top inset) = 407.
        #expect(tree[2]?.bounds.minY == 407)
    }

    @Test func aFieldWithNoScrollViewAboveItIsLeftAlone() throws {
        let tree = try Self.tree([Self.field(3, in: 1, y: 640)])
        var focused = tree
        try focused.setFirstResponder(3)
        #expect(try Self.run(tree, [.keyboard(Self.shown), .keyboard(Self.hidden)]) == focused)
    }

    @Test func theKeyboardBeforeTheFocusInsetsAndTheFocusScrolls() throws {
        var tree = try Self.screen()
        var peer = try TPKeyboardAvoiding(tree: tree)
        let shown = try peer.handle(.keyboard(Self.shown), in: &tree)
        // PR #78's design: an instance without the first responder is inset, not scrolled.
        #expect(try Self.scroll(tree).contentInset.bottom == 300)
        #expect(tree[2]?.bounds.minY == 0)
        #expect(shown.decision.scroll == nil)
        try tree.setFirstResponder(3)
        let focus = try peer.handle(.treeChanged, in: &tree)
        #expect(tree[2]?.bounds.minY == 412)
        #expect(focus.decision.changed)
        #expect(focus.decision.scroll?.contentOffset == Point(x: 0, y: 412))
    }

    @Test func aFocusWithNoKeyboardScrollsNothing() throws {
        var focused = try Self.screen()
        try focused.setFirstResponder(3)
        #expect(try Self.run(Self.screen(), []) == focused)
    }

    @Test func onlyTheWillNotificationsAreObserved() throws {
        var focused = try Self.screen()
        try focused.setFirstResponder(3)
        let did = [KeyboardPhase.didShow, .didChangeFrame, .didHide].map {
            AdapterEvent.keyboard(KeyboardEvent(phase: $0, endFrame: Self.shown.endFrame))
        }
        #expect(try Self.run(Self.screen(), did) == focused)
        var change = Self.shown
        change.phase = .willChangeFrame
        #expect(try Self.run(Self.screen(), [.keyboard(change)]) == Self.run(Self.screen(), [.keyboard(Self.shown)]))
    }

    @Test func anEmptyFrameLeavesTheInsetForGood() throws {
        let empty = KeyboardEvent(phase: .willChangeFrame, endFrame: .zero)
        let tree = try Self.run(Self.screen(), [.keyboard(Self.shown), .keyboard(empty), .keyboard(Self.hidden)])
        // `keyboardVisible` is cleared without a restore; the hide's will-change-frame saves the
        // shown inset as the prior one, and the will-hide writes that back.
        #expect(try Self.scroll(tree).contentInset.bottom == 300)
    }

    @Test func anEmptyBeginFrameIsNoHide() throws {
        var hide = Self.hidden
        hide.beginFrame = Rect(x: 0, y: 500, width: 400, height: 0)
        let tree = try Self.run(Self.screen(), [.keyboard(Self.shown), .keyboard(hide)])
        #expect(try Self.scroll(tree).contentInset.bottom == 0)
        #expect(try Self.scroll(tree).indicatorInset.bottom == 0)
        let ignored = try Self.run(
            Self.screen(),
            [.keyboard(Self.shown), .keyboard(KeyboardEvent(phase: .willHide, beginFrame: .zero, endFrame: .zero))])
        #expect(try Self.scroll(ignored).contentInset.bottom == 300)
    }

    @Test func theInsetSavedIsTheOneBeforeTheFirstShow() throws {
        var tree = try Self.screen()
        var peer = try TPKeyboardAvoiding(tree: tree)
        try tree.setFirstResponder(3)
        _ = try peer.handle(.treeChanged, in: &tree)
        _ = try peer.handle(.keyboard(Self.shown), in: &tree)
        try tree.apply(.contentInset(2, EdgeInsets(bottom: 40)))
        _ = try peer.handle(.keyboard(Self.shown), in: &tree)
        _ = try peer.handle(.keyboard(Self.hidden), in: &tree)
        // The app's 40 set while shown is lost: the prior inset is the one before the first show.
        #expect(try Self.scroll(tree).contentInset.bottom == 0)
        // After the hide the app sets 40: the next show saves it and the next hide puts it back.
        try tree.apply(.contentInset(2, EdgeInsets(bottom: 40)))
        _ = try peer.handle(.keyboard(Self.shown), in: &tree)
        #expect(try Self.scroll(tree).contentInset.bottom == 300)
        _ = try peer.handle(.keyboard(Self.hidden), in: &tree)
        #expect(try Self.scroll(tree).contentInset.bottom == 40)
    }

    @Test func aZeroContentSizeIsComputedAndKept() throws {
        let above = ViewNode(id: 4, parent: 2, frame: Rect(x: -8, y: -30, width: 50, height: 20))
        let tree = try Self.run(
            Self.screen(fieldY: 100, content: Size(width: 0, height: 0), extra: [above]),
            [.keyboard(Self.shown), .keyboard(Self.hidden)])
        // The union of the zero rect, the field (16…384, 100…144) and the view above
        // (−8…42, −30…−10): 392 × 174, 10 taller; the computed size is saved as the prior one,
        // so the hide leaves it.
        #expect(try Self.scroll(tree).contentSize == Size(width: 392, height: 184))
        // A field alone at 16…384, 100…144: the union reaches the origin, 384 × 154.
        let alone = try Self.run(
            Self.screen(fieldY: 100, content: Size(width: 0, height: 0)), [.keyboard(Self.shown)])
        #expect(try Self.scroll(alone).contentSize == Size(width: 384, height: 154))
        // A field wholly above and left of the origin: the union ends at the origin, 400 × 70.
        var aside = try Self.screen(content: Size(width: 0, height: 0))
        try aside.update(3) { $0.center = Point(x: -216, y: -38) }
        #expect(try Self.scroll(Self.run(aside, [.keyboard(Self.shown)])).contentSize == Size(width: 400, height: 70))
        let table = try Self.run(
            Self.screen(fieldY: 100, content: Size(width: 0, height: 0), role: .table), [.keyboard(Self.shown)])
        #expect(try Self.scroll(table).contentSize == Size(width: 0, height: 0))
    }

    @Test func aTextViewsCaretIsCentred() throws {
        let tree = try Self.tree([
            Self.scrollView(2, frame: Rect(x: 0, y: 0, width: 400, height: 800)),
            ViewNode(
                id: 3, parent: 2, kind: .textView(caret: Rect(x: 8, y: 100, width: 2, height: 20)),
                frame: Rect(x: 16, y: 600, width: 368, height: 200)),
        ])
        // The caret at 700…720: padding (500 − 20) / 2 = 240, offset 460.
        #expect(try Self.run(tree, [.keyboard(Self.shown)])[2]?.bounds.minY == 460)
    }

    @Test func theOffsetStopsAtTheAdjustedTopAndTheContentsEnd() throws {
        // A short viewable height: padding at least 20.
        let small = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 60, width: 400, height: 740))
        #expect(try Self.run(Self.screen(), [.keyboard(small)])[2]?.bounds.minY == 620)
        // Near the top: no higher than the adjusted inset's top (here the app's 10).
        let top = try Self.run(Self.screen(fieldY: 40, inset: EdgeInsets(top: 10)), [.keyboard(Self.shown)])
        #expect(top[2]?.bounds.minY == -10)
        // Near the end: the content's end less the viewable height.
        #expect(try Self.run(Self.screen(fieldY: 950), [.keyboard(Self.shown)])[2]?.bounds.minY == 500)
    }

    @Test func everyInstanceIsInsetOnlyTheFocusedOneScrolls() throws {
        let tree = try Self.tree([
            Self.scrollView(2, frame: Rect(x: 0, y: 0, width: 400, height: 400)), Self.field(3, in: 2, y: 300),
            Self.scrollView(4, frame: Rect(x: 0, y: 400, width: 400, height: 400)), Self.field(5, in: 4, y: 300),
        ])
        let after = try Self.run(tree, focus: 5, [.keyboard(Self.shown)])
        // The keyboard misses the first (0 overlap, never negative) and covers 300 of the second.
        #expect(try Self.scroll(after, 2).contentInset.bottom == 0)
        #expect(try Self.scroll(after, 4).contentInset.bottom == 300)
        #expect(after[2]?.bounds.minY == 0)
        // Viewable 100: padding max(28, 20); offset 300 − 28 = 272, under the end 900.
        #expect(after[4]?.bounds.minY == 272)
    }

    @Test func aTreeWithoutAViewControllerIsRejected() throws {
        let tree = try ViewTree(
            screen: Size(width: 400, height: 800),
            nodes: [ViewNode(id: 1, parent: nil, kind: .textField, frame: Rect(x: 0, y: 0, width: 100, height: 44))])
        #expect(throws: AdapterError.noHostView) { try TPKeyboardAvoiding(tree: tree) }
    }

    @Test func theDecisionIsWhatTheEventChanged() throws {
        var tree = try Self.screen()
        var peer = try TPKeyboardAvoiding(tree: tree)
        try tree.setFirstResponder(3)
        let focus = try peer.handle(.treeChanged, in: &tree)
        #expect(!focus.decision.changed)
        #expect(focus.decision.keyboard == .hidden)
        #expect(focus.decision.animation == Configuration().defaultAnimation)
        #expect(focus.decision.scroll?.contentInset == .zero)
        #expect(focus.inputs.isEmpty)
        let before = try TreeReading(tree: tree).scene
        let shown = try peer.handle(.keyboard(Self.shown), in: &tree)
        #expect(shown.scene == before)
        #expect(shown.decision.changed)
        #expect(shown.decision.hostOffset == 0)
        #expect(shown.decision.keyboard == .docked)
        #expect(shown.decision.animation == Self.shown.animation)
        #expect(shown.decision.scroll?.container == ContainerID(2))
        #expect(shown.decision.scroll?.contentInset.bottom == 300)
        #expect(shown.decision.scroll?.contentOffset == Point(x: 0, y: 412))
        let again = try peer.handle(.keyboard(Self.shown), in: &tree)
        #expect(!again.decision.changed)
        #expect(try again.scene == peer.scene(of: tree))
    }
}
