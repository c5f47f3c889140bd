import AvoidCore
import AvoidanceShell
import BugZoo
import FakeUIKit
import Testing
import ViewTree

/// What a read maps of the window: the host, its superviews and the outside bars; never a view
/// the model cannot hold, never a first responder that is no text input.
@Suite struct AvoidanceShellReadingTests {
    /// A sheet (view 1, the host) over a screen (view 10) with a navigation bar (11) and a
    /// collection view (12) of `cells` cells; `huge` makes the collection's content ten million
    /// points tall.
    static func sheetOverACollection(cells: Int = 3, huge: Bool = false) throws -> FakeViews {
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        var nodes = [
            ViewNode(id: 10, parent: nil, frame: screen, isControllerRoot: true),
            ViewNode(id: 11, parent: 10, kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44)),
            ViewNode(
                id: 12, parent: 10,
                kind: .scrollView(ScrollGeometry(role: .collection, contentSize: Size(width: 393, height: 600))),
                frame: screen),
        ]
        for cell in 0..<cells {
            nodes.append(
                ViewNode(
                    id: ViewID(20 + cell), parent: 12, kind: .textField,
                    frame: Rect(x: 0, y: Double(cell * 60), width: 393, height: 44)))
        }
        nodes += [
            ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 100, width: 393, height: 752), isControllerRoot: true),
            ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 16, y: 660, width: 361, height: 34)),
        ]
        var views = FakeViews(
            try ViewTree(
                screen: screen.size, screenSafeArea: EdgeInsets(top: 59, bottom: 34), nodes: nodes, firstResponder: 2),
            host: 1)
        if huge { views.addHugeView(in: 12) }
        return views
    }

    @Test func aReadMapsTheHostItsSuperviewsAndTheBarsOutsideIt() throws {
        let views = try Self.sheetOverACollection(cells: 50)
        let tree = try AvoidanceShell<FakeViews>().tree(of: views)
        #expect(tree.nodes.map(\.id) == [10, 11, 1, 2])
        #expect(tree.host == 1)
        #expect(tree.firstResponder == 2)
    }

    /// Any of UIKit's three flags says the user is scrolling: a finger that has not moved it yet
    /// (`isTracking`), one that has (`isDragging`), a flick still carrying it (`isDecelerating`).
    @Test(arguments: [
        ((false, false, false), false), ((true, false, false), true), ((false, true, false), true),
        ((false, false, true), true), ((true, true, false), true),
    ])
    func anyOfUIKitsScrollingFlagsMarksTheUsersScroll(flags: (Bool, Bool, Bool), scrolling: Bool) throws {
        let form = try Self.readScrollView { $0.scrolling[3] = flags }
        #expect(form?.kind.scroll?.isUserScrolling == scrolling)
    }

    /// A form or page sheet presented in a regular width is one UIKit moves itself: its fields are
    /// left alone. Not a child of the presented controller, not one presented otherwise or not at
    /// all, not an iPhone's sheet (compact, or a size class not known yet).
    @Test(arguments: [
        (sheet(.formSheet), true), (sheet(.pageSheet), true), (sheet(.automatic), true), (sheet(.other), false),
        (sheet(.formSheet, hasParent: true), false), (sheet(.formSheet, presented: false), false),
        (sheet(.formSheet, sizeClass: .compact), false), (sheet(.pageSheet, sizeClass: .unspecified), false),
    ])
    func aSheetUIKitMovesItselfIsLeftAlone(presentation: LivePresentation, movesItself: Bool) throws {
        var views = AlteredViews(base: try ShellScreens.phone())
        views.presentations[1] = presentation
        let tree = try AvoidanceShell<AlteredViews>().tree(of: views)
        #expect(tree[1]?.avoidsKeyboardItself == movesItself)
        #expect(tree[2]?.kind.isTextInput == !movesItself)
        var shell = AvoidanceShell<AlteredViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.base.tree[1]?.transform.translationY == (movesItself ? 0 : -288))
    }

    /// A controller presented with `style`, by default by another controller, not a child, in a
    /// regular width.
    static func sheet(
        _ style: LivePresentation.Style, presented: Bool = true, hasParent: Bool = false,
        sizeClass: LivePresentation.SizeClass = .regular
    ) -> LivePresentation {
        LivePresentation(
            style: style, hasPresentingController: presented, hasParent: hasParent, horizontalSizeClass: sizeClass)
    }

    /// A scroll view of UIKit's own (its class name starts with an underscore) is read as a plain
    /// view, so the app's scroll view around it reveals the field; one of the app's is read as
    /// the scroll view it is.
    @Test(arguments: [
        ("_UICollectionViewOrthogonalScrollerEmbeddedScrollView", false), ("UIScrollView", true),
        ("MyHorizontalScroller", true),
    ])
    func aScrollViewOfUIKitsOwnIsReadAsAPlainView(className: String, isScrollView: Bool) throws {
        let section = try Self.readScrollView { $0.classNames[3] = className }
        #expect((section?.kind.scroll != nil) == isScrollView)
    }

    /// The phone screen with a scroll view (view 3) in the root view, reported as `alter` has it,
    /// and what a read makes of that view.
    static func readScrollView(_ alter: (inout AlteredViews) -> Void) throws -> ViewNode? {
        let scroll = ViewNode(
            id: 3, parent: 1, kind: .scrollView(ScrollGeometry(contentSize: Size(width: 393, height: 1200))),
            frame: Rect(x: 0, y: 0, width: 393, height: 852))
        var views = AlteredViews(base: try ShellScreens.phone(extra: [scroll]))
        alter(&views)
        return try AvoidanceShell<AlteredViews>().tree(of: views)[3]
    }

    @Test func aViewTheModelCannotHoldElsewhereIsLeftOut() throws {
        var views = try Self.sheetOverACollection(huge: true)
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY ?? 0 < 0)
    }

    @Test func aViewTheModelCannotHoldInTheHostIsLeftOutWithItsSubviews() throws {
        var views = try ShellScreens.phone(extra: [
            ViewNode(id: 3, parent: 1, frame: Rect(x: 0, y: 100, width: 393, height: 200))
        ])
        views.addHugeView(in: 3)
        let tree = try AvoidanceShell<FakeViews>().tree(of: views)
        #expect(tree.nodes.map(\.id) == [1, 2, 3])
        #expect(tree.firstResponder == 2)
    }

    @Test func aFocusInsideAViewTheModelCannotHoldIsNoFocus() throws {
        var views = try ShellScreens.phone(focused: false)
        views.addHugeView(in: 1)
        views.selectReadOnlyText(in: views.extras[0].id)
        var shell = AvoidanceShell<FakeViews>()
        let step = try #require(try shell.keyboard(ShellScreens.show, in: &views))
        #expect(step.decision.hostOffset == 0)
        #expect(try shell.tree(of: views).nodes.map(\.id) == [1, 2])
    }

    @Test func aReadOnlyTextViewHoldingTheSelectionIsNoFocus() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY == -288)
        var tree = views.tree
        try tree.setFirstResponder(nil)
        views.tree = tree
        views.selectReadOnlyText(in: 1)
        let read = try shell.tree(of: views)
        #expect(read.firstResponder == nil)
        #expect(read[views.extras[0].id]?.kind.scroll != nil, "read as the scroll view it is")
        _ = try shell.keyboard(ShellScreens.hide, in: &views)
        #expect(views.tree[1]?.transform.translationY == 0)
    }

    @Test func theCaretIsReadForTheFirstResponderAlone() throws {
        let caret = Rect(x: 4, y: 8, width: 2, height: 18)
        let views = try ShellScreens.phone(extra: [
            ViewNode(
                id: 3, parent: 1, kind: .textView(caret: caret), frame: Rect(x: 16, y: 300, width: 361, height: 90))
        ])
        #expect(try AvoidanceShell<FakeViews>().tree(of: views)[3]?.kind == .textView(caret: .zero))
        var focused = views
        var tree = focused.tree
        try tree.setFirstResponder(3)
        focused.tree = tree
        #expect(try AvoidanceShell<FakeViews>().tree(of: focused)[3]?.kind == .textView(caret: caret))
    }

    /// A notes screen: a text view (3) filling the root view, its text 2,400 pt tall, focused,
    /// its caret at 700 ... 720.
    static func notes() throws -> FakeViews {
        var views = try ShellScreens.phone(extra: [
            ViewNode(
                id: 3, parent: 1,
                kind: .textView(
                    caret: Rect(x: 8, y: 700, width: 2, height: 20),
                    scroll: ScrollGeometry(contentSize: Size(width: 393, height: 2400))),
                frame: Rect(x: 0, y: 0, width: 393, height: 852))
        ])
        var tree = views.tree
        try tree.setFirstResponder(3)
        views.tree = tree
        return views
    }

    @Test func aTextViewWhoseTextScrollsIsReadWithItsScrollingAndUIKitsInset() throws {
        let views = try Self.notes()
        let read = try AvoidanceShell<FakeViews>().tree(of: views)
        // UIKit reports the adjusted inset: the safe area, its text taller than itself.
        var geometry = ScrollGeometry(contentSize: Size(width: 393, height: 2400))
        geometry.systemInset = EdgeInsets(top: 59, bottom: 34)
        #expect(read[3]?.kind == .textView(caret: Rect(x: 8, y: 700, width: 2, height: 20), scroll: geometry))
        // With the planted mistake, and for a text view whose scrolling is off, no scrolling.
        let mistaken = AvoidanceShell<FakeViews>(
            configuration: Configuration(), rules: ShellFault.ignoresTextViewScrolling.rules)
        #expect(try mistaken.tree(of: views)[3]?.kind == .textView(caret: Rect(x: 8, y: 700, width: 2, height: 20)))
    }

    @Test func aTextViewIsInsetAndScrolledByTheShellAndGivenBack() throws {
        var views = try Self.notes()
        let app = views.tree
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        // 818 - 516 = 302 more inset; the caret scrolled from 720 to B = 506; the host stays.
        #expect(views.tree[3]?.kind.scrolling?.contentInset == EdgeInsets(bottom: 302))
        #expect(views.tree[3]?.kind.scrolling?.indicatorInset == EdgeInsets(bottom: 302))
        #expect(views.tree[3]?.bounds.origin == Point(x: 0, y: 214))
        #expect(views.tree[1]?.transform == .identity)
        _ = try shell.keyboard(ShellScreens.hide, in: &views)
        #expect(views.tree == app)
    }

    @Test func aHostInNoWindowHasNoTree() throws {
        var views = try ShellScreens.phone()
        views.isInWindow = false
        #expect(throws: AdapterError.noHostView) { try AvoidanceShell<FakeViews>().tree(of: views) }
    }
}
