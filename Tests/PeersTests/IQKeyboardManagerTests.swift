import AvoidCore
import Generators
import Peers
import Testing
import ViewTree

/// The steps of IQKeyboardManager 8.0.2's published algorithm on hand-built trees: the
/// reference's worked example (§3.11) and each rule of §3–§5 it rests on.
@Suite struct IQKeyboardManagerTests {
    /// §3.11's screen: a 400 × 800 window, a navigation bar ending at 100, a 34 pt home
    /// indicator, the root view at the origin and a field at 640…684 (in a full-window scroll
    /// view when `scrolling`).
    static func screen(scrolling: Bool = false, fieldY: Double = 640) throws -> ViewTree {
        var nodes = [
            ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 400, height: 800), isControllerRoot: true),
            ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 400, height: 56)),
            ViewNode(
                id: 3, parent: 1, frame: Rect(x: 0, y: 0, width: 400, height: 800), isControllerRoot: true,
                additionalSafeArea: EdgeInsets(top: 56)),
        ]
        var fieldParent: ViewID = 3
        if scrolling {
            let geometry = ScrollGeometry(contentSize: Size(width: 400, height: 1000), adjustment: .never)
            nodes.append(
                ViewNode(
                    id: 5, parent: 3, kind: .scrollView(geometry), frame: Rect(x: 0, y: 0, width: 400, height: 800)))
            fieldParent = 5
        }
        nodes.append(
            ViewNode(
                id: 4, parent: fieldParent, kind: .textField, frame: Rect(x: 16, y: fieldY, width: 368, height: 44)))
        return try ViewTree(
            screen: Size(width: 400, height: 800), screenSafeArea: EdgeInsets(top: 44, bottom: 34), nodes: nodes)
    }

    static let keyboard = KeyboardEvent.showing(
        Rect(x: 0, y: 500, width: 400, height: 300), on: Size(width: 400, height: 800))
    static let hidden = KeyboardEvent.hiding(keyboard.endFrame, on: Size(width: 400, height: 800))

    /// §3.11's screen with a notes text view (4) filling the root view in place of the field,
    /// its text 2,400 pt tall.
    static func notes() throws -> ViewTree {
        let whole = Rect(x: 0, y: 0, width: 400, height: 800)
        return try ViewTree(
            screen: whole.size, screenSafeArea: EdgeInsets(top: 44, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 400, height: 56)),
                ViewNode(
                    id: 3, parent: 1, frame: whole, isControllerRoot: true, additionalSafeArea: EdgeInsets(top: 56)),
                ViewNode(
                    id: 4, parent: 3,
                    kind: .textView(
                        caret: Rect(x: 8, y: 600, width: 2, height: 20),
                        scroll: ScrollGeometry(contentSize: Size(width: 400, height: 2400))),
                    frame: whole),
            ])
    }

    /// §3.9: the text view keeps the height the keyboard leaves below the top guide, 800 - 100 -
    /// 300 = 400, less its own safe area: a bottom inset of 800 - 400 - 34 = 366, the indicator
    /// inset the same; nothing else moves, and the hide puts it back.
    @Test func aScrollableTextViewIsInsetForTheHeightTheKeyboardLeaves() throws {
        let app = try Self.notes()
        let shown = try Self.run(app, [Self.keyboard])
        var inset = ScrollGeometry(contentSize: Size(width: 400, height: 2400))
        inset.contentInset.bottom = 366
        inset.indicatorInset.bottom = 366
        #expect(shown[4]?.kind == .textView(caret: Rect(x: 8, y: 600, width: 2, height: 20), scroll: inset))
        #expect(shown[3] == app[3])
        #expect(shown[4]?.bounds == app[4]?.bounds)
        var hidden = try Self.run(app, [Self.keyboard, Self.hidden])
        try hidden.setFirstResponder(4)
        var expected = app
        try expected.setFirstResponder(4)
        #expect(hidden == expected)
        // A taller keyboard: the inset put back first, then worked out anew (800 - 100 - 400).
        let taller = KeyboardEvent.showing(
            Rect(x: 0, y: 400, width: 400, height: 400), on: Size(width: 400, height: 800))
        let changed = try Self.run(app, [Self.keyboard, taller])
        #expect(changed[4]?.kind.scrolling?.contentInset.bottom == 466)
        // The hide forgets what it put back: an inset the app sets afterwards is the app's.
        var peer = try IQKeyboardManager(tree: app)
        var cycled = app
        try cycled.setFirstResponder(4)
        _ = try peer.handle(.treeChanged, in: &cycled)
        _ = try peer.handle(.keyboard(Self.keyboard), in: &cycled)
        _ = try peer.handle(.keyboard(Self.hidden), in: &cycled)
        try cycled.apply(.contentInset(4, EdgeInsets(bottom: 10)))
        _ = try peer.handle(.keyboard(Self.keyboard), in: &cycled)
        _ = try peer.handle(.keyboard(Self.hidden), in: &cycled)
        #expect(cycled[4]?.kind.scrolling?.contentInset == EdgeInsets(bottom: 10))
        // An inset the app set that already leaves no more than the 400 pt (800 - 500 = 300)
        // stays as it is.
        var padded = ScrollGeometry(contentSize: Size(width: 400, height: 2400))
        padded.contentInset.bottom = 500
        var clear = app
        try clear.update(4) { $0.kind = .textView(caret: Rect(x: 8, y: 600, width: 2, height: 20), scroll: padded) }
        #expect(try Self.run(clear, [Self.keyboard])[4]?.kind == clear[4]?.kind)
        // Scrolling off: a text view like a field, no inset.
        var off = ScrollGeometry(contentSize: Size(width: 400, height: 2400))
        off.isScrollEnabled = false
        var fixed = app
        try fixed.update(4) { $0.kind = .textView(caret: Rect(x: 8, y: 600, width: 2, height: 20), scroll: off) }
        #expect(try Self.run(fixed, [Self.keyboard])[4]?.kind == fixed[4]?.kind)
    }

    /// §3.9 reads the text view's frame, not its bounds: doubled by a transform, 400 pt tall on
    /// screen from 300 (its bounds 200), it fits the 400 pt a 300 pt keyboard leaves, and keeps
    /// 300 of its 400 under a 400 pt keyboard: a bottom inset of 100 less its safe area.
    @Test func aScaledTextViewIsMeasuredByItsFrame() throws {
        var scaled = try Self.notes()
        try scaled.update(4) {
            $0 = ViewNode(
                id: 4, parent: 3, kind: $0.kind, frame: Rect(x: 100, y: 400, width: 200, height: 200),
                transform: Transform(scaleX: 2, scaleY: 2))
        }
        #expect(scaled[4]?.frame == Rect(x: 0, y: 300, width: 400, height: 400))
        #expect(try Self.run(scaled, [Self.keyboard])[4]?.kind == scaled[4]?.kind)
        let taller = KeyboardEvent.showing(
            Rect(x: 0, y: 400, width: 400, height: 400), on: Size(width: 400, height: 800))
        let safe = try scaled.safeAreaInsets(of: 4).bottom
        #expect(try Self.run(scaled, [taller])[4]?.kind.scrolling?.contentInset.bottom == 100 - safe)
    }

    /// Focus on the field, then `events`; the tree after them.
    static func run(
        _ tree: ViewTree, _ events: [KeyboardEvent], options: IQKeyboardManagerOptions = .init()
    ) throws -> ViewTree {
        var tree = tree
        var peer = try IQKeyboardManager(tree: tree, options: options)
        try tree.setFirstResponder(4)
        _ = try peer.handle(.treeChanged, in: &tree)
        for event in events { _ = try peer.handle(.keyboard(event), in: &tree) }
        return tree
    }

    @Test func theWorkedExampleMovesTheRootViewUp262() throws {
        let tree = try Self.run(Self.screen(), [Self.keyboard])
        // m = min(640 − 100, 684 − 456 + 34) = 262: the field's bottom 78 pt (10 + 34 + 34) above the keyboard.
        #expect(try tree.node(3).frame.minY == -262)
        #expect(try tree.windowFrame(of: 4).maxY == 422)
        #expect(try tree.node(3).transform == .identity)
    }

    @Test func inAScrollViewTheScrollViewTakesTheWholeMove() throws {
        let tree = try Self.run(Self.screen(scrolling: true), [Self.keyboard])
        let scroll = try #require(tree[5]?.kind.scroll)
        #expect(tree[5]?.bounds.minY == 262)
        // §3.8: max(0, 344) − 34 and max(0, 300) − 34.
        #expect(scroll.contentInset.bottom == 310)
        #expect(scroll.indicatorInset.bottom == 266)
        #expect(try tree.node(3).frame.minY == 0)
    }

    @Test func theHideRestoresTheOriginAndInsetButLeavesTheOffset() throws {
        let tree = try Self.run(Self.screen(scrolling: true), [Self.keyboard, Self.hidden])
        #expect(tree[5]?.kind.scroll?.contentInset.bottom == 0)
        // §4 step 2: without restoreContentOffset the scrolled offset stays (#233); step 3 clamps
        // it to the content (1000 − 800).
        #expect(tree[5]?.bounds.minY == 200)
        let restoring = try Self.run(
            Self.screen(scrolling: true), [Self.keyboard, Self.hidden],
            options: .init(restoreContentOffset: true))
        #expect(restoring[5]?.bounds.minY == 0)
    }

    @Test func theRootViewGoesBackToItsBeginOrigin() throws {
        let tree = try Self.run(Self.screen(), [Self.keyboard, Self.hidden])
        #expect(try tree == Self.screen().settingFirstResponder(4))
    }

    @Test func aRepeatedHeightIsIgnored() throws {
        // §5: a did-show after the will-show (same height) adjusts nothing, even after the app
        // moved the root view meanwhile.
        var didShow = Self.keyboard
        didShow.phase = .didShow
        #expect(try Self.run(Self.screen(), [Self.keyboard, didShow]) == Self.run(Self.screen(), [Self.keyboard]))
    }

    @Test func aFloatingKeyboardCountsAsHidden() throws {
        let floating = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 50, y: 400, width: 300, height: 200))
        #expect(try Self.run(Self.screen(), [floating]) == Self.screen().settingFirstResponder(4))
    }

    @Test func theMoveIsTruncatedInV8Only() throws {
        let tree = try Self.screen(fieldY: 640.5)
        #expect(try Self.run(tree, [Self.keyboard]).node(3).frame.minY == -262)
        let v6 = try Self.run(tree, [Self.keyboard], options: .init(version: .v6))
        // v6: the raw frame (300 tall) and no truncation: 684.5 − 456 + 34.
        #expect(try v6.node(3).frame.minY == -262.5)
    }

    @Test func keyboardFirstEndsAsFieldFirst() throws {
        var tree = try Self.screen()
        var peer = try IQKeyboardManager(tree: tree)
        _ = try peer.handle(.keyboard(Self.keyboard), in: &tree)
        #expect(try tree.node(3).frame.minY == 0)
        try tree.setFirstResponder(4)
        _ = try peer.handle(.treeChanged, in: &tree)
        #expect(try tree.node(3).frame.minY == -262)
    }
}

extension ViewTree {
    func settingFirstResponder(_ view: ViewID) throws -> ViewTree {
        var tree = self
        try tree.setFirstResponder(view)
        return tree
    }
}

/// §3.7's special case for a scroll view inside a table, and §3.6's skipping of one right in a cell.
@Suite struct IQKeyboardManagerTableTests {
    /// A 400 × 800 screen whose root view holds a table scrolled to `tableOffset`, a row at 0 and
    /// one at `rowY`; in the second, inside a content view or right in the row, a scroll view
    /// scrolled to `innerOffset` with a field at `fieldY`. Ids: table 2, inner scroll view 6, field 7.
    static func screen(
        tableOffset: Double, rowY: Double, contentView: Bool, innerOffset: Double, fieldY: Double,
        safeArea: EdgeInsets = .zero
    ) throws -> ViewTree {
        let table = ScrollGeometry(role: .table, contentSize: Size(width: 400, height: 2000))
        let inner = ScrollGeometry(contentSize: Size(width: 400, height: 600), adjustment: .never)
        let row = Rect(x: 0, y: 0, width: 400, height: 300)
        return try ViewTree(
            screen: Size(width: 400, height: 800), screenSafeArea: safeArea,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 400, height: 800), isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .scrollView(table), frame: Rect(x: 0, y: 0, width: 400, height: 800),
                    boundsOrigin: Point(x: 0, y: tableOffset)),
                ViewNode(id: 3, parent: 2, frame: row),
                ViewNode(id: 4, parent: 2, frame: row.offsetBy(dx: 0, dy: rowY)),
                ViewNode(id: 5, parent: 4, frame: row),
                ViewNode(
                    id: 6, parent: contentView ? 5 : 4, kind: .scrollView(inner), frame: row,
                    boundsOrigin: Point(x: 0, y: innerOffset)),
                ViewNode(id: 7, parent: 6, kind: .textField, frame: Rect(x: 16, y: fieldY, width: 368, height: 44)),
            ], firstResponder: 7)
    }

    /// The tree after the peer saw the field focused and §3.11's keyboard.
    static func shown(_ tree: ViewTree) throws -> ViewTree {
        var tree = tree
        var peer = try IQKeyboardManager(tree: tree)
        _ = try peer.handle(.keyboard(IQKeyboardManagerTests.keyboard), in: &tree)
        return tree
    }

    @Test func aScrollViewInACellRevealsThePreviousRow() throws {
        let tree = try Self.shown(
            Self.screen(
                tableOffset: 280, rowY: 300, contentView: true, innerOffset: 50, fieldY: 100,
                safeArea: EdgeInsets(top: 44, bottom: 34)))
        // The field (window 70…114) is clear: m < 0. The row above ends at 20, 24 pt above the
        // top guide (44): the inner scroll view goes back from 50 to 26; nothing else moves.
        #expect(tree[6]?.bounds.minY == 26)
        #expect(tree[2]?.bounds.minY == 280)
        #expect(try tree.node(1).frame.minY == 0)
    }

    @Test func aScrollViewRightInACellIsSkipped() throws {
        let tree = try Self.shown(
            Self.screen(tableOffset: 0, rowY: 400, contentView: false, innerOffset: 0, fieldY: 200))
        // §3.6: the scroll view whose superview is a cell is skipped; the table takes m = 644 − 490.
        #expect(tree[2]?.bounds.minY == 154)
        #expect(tree[6]?.bounds.minY == 0)
    }
}
