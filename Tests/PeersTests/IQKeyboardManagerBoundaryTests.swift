import AvoidConformance
import AvoidCore
import Generators
import Peers
import Testing
import ViewTree

/// The peer judged by every tree-level property on screens built to sit exactly on the
/// boundaries of its published algorithm, where generated screens rarely land: a move of 0 or of
/// one point, an offset of 0 or 1, a field exactly on the top guide, a keyboard whose height is
/// one point, a root view a point below where editing began, a narrow keyboard touching the
/// screen's bottom. Each case pins every property's verdict and message, so a model that acts
/// otherwise at the boundary is told apart from the published steps.
@Suite struct IQKeyboardManagerBoundaryTests {
    /// A screen, what happens on it, and what the properties say.
    struct Boundary: Sendable, CustomTestStringConvertible {
        var name: String
        var version: IQKeyboardManagerOptions.Version = .v8
        var episode: @Sendable () throws -> TreeScenario
        /// Per property, `.` when it holds, else the step it broke after.
        var verdict: String
        /// `IQKeyboardManagerPropertyTests.digest` of the first violation of each broken
        /// property, numbers included.
        var messages: String
        var testDescription: String { name }
    }

    // MARK: Screens

    /// §3.11's screen (`IQKeyboardManagerTests.screen`): a 400 × 800 window, a navigation bar
    /// ending at 100 (`Gtop`), a 34 pt home indicator (`Gbot`, and `s`), the screen controller's
    /// root view 3 at `rootY`, and `views` inside it. With the default distance of 10, a keyboard
    /// whose top is at 500 leaves `m` = the field's bottom − 422.
    static func screen(
        _ views: [ViewNode], rootY: Double = 0, size: Size = Size(width: 400, height: 800), safeBottom: Double = 34
    ) throws -> ViewTree {
        try ViewTree(
            screen: size, screenSafeArea: EdgeInsets(top: 44, bottom: safeBottom),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(origin: .zero, size: size), isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 44, width: size.width, height: 56)),
                ViewNode(
                    id: 3, parent: 1, frame: Rect(x: 0, y: rootY, width: size.width, height: size.height),
                    isControllerRoot: true, additionalSafeArea: EdgeInsets(top: 56)),
            ] + views)
    }

    static func field(_ id: ViewID, in parent: ViewID, y: Double, height: Double = 44) -> ViewNode {
        ViewNode(id: id, parent: parent, kind: .textField, frame: Rect(x: 16, y: y, width: 300, height: height))
    }

    /// A scroll view of 2,000 points of content, insets as given and never adjusted.
    static func scrollView(
        _ id: ViewID, in parent: ViewID, frame: Rect, offset: Double, role: ScrollGeometry.Role = .scroll,
        content: Double = 2_000
    ) -> ViewNode {
        let geometry = ScrollGeometry(
            role: role, contentSize: Size(width: frame.width, height: content), adjustment: .never)
        return ViewNode(
            id: id, parent: parent, kind: .scrollView(geometry), frame: frame, boundsOrigin: Point(x: 0, y: offset))
    }

    /// A docked keyboard whose top is at `top`, risen from below the screen.
    static func keyboard(top: Double, phase: KeyboardPhase = .willShow) -> TreeStep {
        .keyboard(.showing(Rect(x: 0, y: top, width: 400, height: 800 - top), on: screenSize, phase: phase))
    }

    static let screenSize = Size(width: 400, height: 800)
    static let hide = TreeStep.keyboard(.hiding(Rect(x: 0, y: 500, width: 400, height: 300), on: screenSize))

    /// A collection view 8 over the whole root view at `offset`, its cells 9 to 12 each 150
    /// tall; cell 11 holds a scroll view 5 (400 of content, at `innerOffset`) holding field 4 at
    /// 70. Its previous cell, 10, ends at 300 − `offset` in the root's superview.
    static func collection(offset: Double, innerOffset: Double, fieldY: Double = 70) throws -> ViewTree {
        let cells: [ViewNode] = (0..<4).map { row in
            ViewNode(id: ViewID(9 + row), parent: 8, frame: Rect(x: 0, y: 150 * Double(row), width: 400, height: 150))
        }
        var nodes = [
            scrollView(8, in: 3, frame: Rect(x: 0, y: 0, width: 400, height: 800), offset: offset, role: .collection)
        ]
        nodes += cells
        nodes.append(
            scrollView(5, in: 11, frame: Rect(x: 0, y: 0, width: 400, height: 150), offset: innerOffset, content: 400))
        nodes.append(field(4, in: 5, y: fieldY))
        return try screen(nodes)
    }

    // MARK: Cases

    static let boundaries: [Boundary] = [
        // §3.7 step 1, `m > 0`: a move of one point is taken by the scroll view.
        Boundary(
            name: "a one-point move scrolls",
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 0, width: 400, height: 800), offset: 0),
                    field(4, in: 5, y: 379),
                ])
                return TreeScenario(tree: tree, steps: [.focus(4), keyboard(top: 500)])
            }, verdict: "..1....11..", messages: "d8ee84245e02f27a"),
        // §3.7 step 1, `m = 0` is not `m > 0`: a field cut by its scroll view's top edge, its
        // bottom exactly 10 + 34 + 34 above the keyboard, is not scrolled to its top.
        Boundary(
            name: "a zero move leaves a field its scroll view cuts",
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 400, width: 400, height: 400), offset: 100),
                    field(4, in: 5, y: 30, height: 92),
                ])
                return TreeScenario(tree: tree, steps: [.focus(4), keyboard(top: 500)])
            }, verdict: "..1.....1..", messages: "63c87951564df530"),
        // §3.7 step 1: `m > −offset − inset.top` is strict; a scroll view pulled down by exactly
        // `m` stops the loop, and nothing moves (the reference's "(reading)").
        Boundary(
            name: "a pull-down of exactly the move stops everything",
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 0, width: 400, height: 800), offset: -50),
                    field(4, in: 5, y: 378),
                ])
                return TreeScenario(tree: tree, steps: [.focus(4), keyboard(top: 500)])
            }, verdict: "..1.....1..", messages: "18a3d0c39b042eda"),
        // §3.6 case 3: focus moves to a field in another scroll view; the first is restored and
        // the second saved, so §3.8 insets the second.
        Boundary(
            name: "focus moves to another scroll view",
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 100, width: 400, height: 350), offset: 0, content: 1_000),
                    field(4, in: 5, y: 20),
                    scrollView(6, in: 3, frame: Rect(x: 0, y: 450, width: 400, height: 350), offset: 0, content: 1_000),
                    field(7, in: 6, y: 300),
                ])
                return TreeScenario(tree: tree, steps: [.focus(4), keyboard(top: 500), .focus(7)])
            }, verdict: ".22.....2..", messages: "bf21c1bb86266636"),
        // §3.6: a scroll view inside a table's cell is skipped; the table scrolls.
        Boundary(
            name: "a scroll view in a table cell is skipped",
            episode: {
                let tree = try screen([
                    scrollView(8, in: 3, frame: Rect(x: 0, y: 0, width: 400, height: 800), offset: 0, role: .table),
                    ViewNode(id: 9, parent: 8, frame: Rect(x: 0, y: 600, width: 400, height: 150)),
                    scrollView(5, in: 9, frame: Rect(x: 0, y: 0, width: 400, height: 150), offset: 0, content: 150),
                    field(4, in: 5, y: 50),
                ])
                return TreeScenario(tree: tree, steps: [.focus(4), keyboard(top: 500)])
            }, verdict: ".11.....1..", messages: "fb9e877af1086733"),
        // §3.7 step 1, list case: the previous cell ends 20 above `Gtop`, so the inner scroll
        // view scrolls back 20 (30 → 10) to show it.
        Boundary(
            name: "the previous cell is shown",
            episode: {
                TreeScenario(
                    tree: try collection(offset: 220, innerOffset: 30), steps: [.focus(4), keyboard(top: 500)])
            },
            verdict: "..1....1...", messages: "b313c5299217c037"),
        // The same with the previous cell ending below `Gtop`: `m = min(0, …) = 0`, nothing scrolls.
        Boundary(
            name: "a previous cell in view moves nothing",
            episode: {
                TreeScenario(
                    tree: try collection(offset: 100, innerOffset: 30), steps: [.focus(4), keyboard(top: 500)])
            },
            verdict: "...........", messages: "cbf29ce484222325"),
        // List case with the inner offset exactly 0: `c = offset > 0` is false and the loop
        // stops, leaving a field under the bar.
        Boundary(
            name: "an inner offset of zero stops the loop",
            episode: {
                TreeScenario(
                    tree: try collection(offset: 250, innerOffset: 0, fieldY: 40),
                    steps: [.focus(4), keyboard(top: 500)])
            }, verdict: "...........", messages: "cbf29ce484222325"),
        // List case with the inner offset exactly 1: it scrolls to 0, one point of the 20.
        Boundary(
            name: "an inner offset of one scrolls to zero",
            episode: {
                TreeScenario(tree: try collection(offset: 220, innerOffset: 1), steps: [.focus(4), keyboard(top: 500)])
            },
            verdict: "..1....1...", messages: "6e8be3ec4e16be1f"),
        // §3.7 step 1, last case: `Tr.minY < Gtop` is strict; a field exactly on the top guide,
        // cut by its scroll view's top, is left alone.
        Boundary(
            name: "a field exactly on the top guide",
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 120, width: 400, height: 680), offset: 50),
                    field(4, in: 5, y: 30),
                ])
                return TreeScenario(tree: tree, steps: [.focus(4), keyboard(top: 500)])
            }, verdict: "..1.....1..", messages: "ba974240b867ad92"),
        // §3.10: a smaller keyboard with `m = 0` still pulls the root view down to `−kbOrig.height`.
        // A 20-point field at 772: first clamped at −336 (`m` = 406); then, with the moved root's
        // margins read live (top 436, bottom 0), both moves are exactly 0 and the root goes down
        // to −300, the field's bottom 2 points under the line.
        Boundary(
            name: "a smaller keyboard with a zero move lowers the clamped root",
            episode: {
                TreeScenario(
                    tree: try screen([field(4, in: 3, y: 772, height: 20)]),
                    steps: [.focus(4), keyboard(top: 464), keyboard(top: 500)])
            }, verdict: ".11...1....", messages: "5c38e4924ac8bb16"),
        // §3.10: a root view one point below its begin origin is not moved up for a field in view.
        Boundary(
            name: "a root one point below its begin origin stays",
            episode: {
                let moved = try screen([field(4, in: 3, y: 200)], rootY: 1)
                return TreeScenario(
                    tree: try screen([field(4, in: 3, y: 200)]),
                    steps: [.focus(4), .layout(moved), keyboard(top: 500)])
            }, verdict: "...........", messages: "cbf29ce484222325"),
        // §3.2 (8.0.2): a keyboard narrower than the screen is floating only when above its bottom;
        // one touching it is acted on.
        Boundary(
            name: "a narrow keyboard touching the bottom is acted on",
            episode: {
                let narrow = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 50, y: 500, width: 300, height: 300))
                return TreeScenario(tree: try screen([field(4, in: 3, y: 640)]), steps: [.focus(4), .keyboard(narrow)])
            }, verdict: ".11........", messages: "866132d4f7a2af10"),
        // §5: after a hide, a keyboard one point tall captures the begin state again and adjusts.
        Boundary(
            name: "a one-point keyboard after a hide",
            episode: {
                let sliver = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 799, width: 400, height: 1))
                return TreeScenario(
                    tree: try screen([field(4, in: 3, y: 746)]),
                    steps: [.focus(4), keyboard(top: 500), hide, .keyboard(sliver)])
            }, verdict: ".11........", messages: "d6f92ea600bfe4c8"),
        // §5: a hide is sent once; a field focused after it captures the begin state then, so a
        // later layout of the root view is overwritten at the next hide (#1551's mechanism).
        Boundary(
            name: "a focus after a hide captures before the layout",
            episode: {
                let views = [field(4, in: 3, y: 640), field(7, in: 3, y: 700)]
                return TreeScenario(
                    tree: try screen(views),
                    steps: [
                        .focus(4), keyboard(top: 500), hide, .focus(7), .layout(try screen(views, rootY: 20)),
                        keyboard(top: 500), hide,
                    ])
            }, verdict: ".11.66...1.", messages: "4a15c783a1362c1e"),
        // §5: a floating keyboard first (height 0) is no event at all; the begin state captured at
        // the focus, before the layout, is what the hide restores.
        Boundary(
            name: "a floating keyboard before the docked one",
            episode: {
                let floating = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 50, y: 300, width: 300, height: 300))
                let views = [field(4, in: 3, y: 640)]
                return TreeScenario(
                    tree: try screen(views),
                    steps: [
                        .focus(4), .layout(try screen(views, rootY: 20)), .keyboard(floating), keyboard(top: 500), hide,
                    ])
            }, verdict: ".33.44...3.", messages: "ff4e7a8cddee4f22"),
        // §4 step 2: without `restoreContentOffset` the saved values are written back only when
        // the content inset differs from them; an app that set its own bottom inset again keeps
        // the adjusted indicator inset (and the scrolled offset) after the hide.
        Boundary(
            name: "an inset the app set back is not restored",
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 0, width: 400, height: 800), offset: 0),
                    field(4, in: 5, y: 640),
                ])
                return TreeScenario(
                    tree: tree, steps: [.focus(4), keyboard(top: 500), .inset(5, .bottom, by: 0), hide])
            }, verdict: "..1.23..1..", messages: "3ecbf17104fb21e1"),
        // §3.12 (6.5.16): a will-show with the stored end frame is ignored, so a field the user
        // scrolled down to 32 points above the line (offset 262 → 230) is not scrolled again.
        Boundary(
            name: "6.5.16 ignores a repeated end frame",
            version: .v6,
            episode: {
                let tree = try screen([
                    scrollView(5, in: 3, frame: Rect(x: 0, y: 0, width: 400, height: 800), offset: 0),
                    field(4, in: 5, y: 640),
                ])
                return TreeScenario(
                    tree: tree,
                    steps: [.focus(4), keyboard(top: 500), .scroll(5, to: Point(x: 0, y: 230)), keyboard(top: 500)])
            }, verdict: "..1.2...1..", messages: "4d1a1ace86740e0d"),
    ]

    @Test(arguments: boundaries)
    func thePropertiesSayWhatThePublishedStepsDo(_ boundary: Boundary) throws {
        let (line, messages) = IQKeyboardManagerPropertyTests.verdict(
            Peers.iqKeyboardManager(.init(version: boundary.version)), try boundary.episode())
        #expect(line == boundary.verdict, "\(messages)")
        #expect(
            IQKeyboardManagerPropertyTests.digest(messages) == boundary.messages,
            "\(messages)")
    }
}
