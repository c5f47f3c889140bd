import AvoidCore
import Testing
import ViewTree

@testable import AvoidConformance

/// The judge's own reading rules, each against hand-built trees where a plausible wrong rule
/// gives another answer.
@Suite struct TreeOracleTests {
    static let screen = Size(width: 393, height: 852)
    static let whole = Rect(origin: .zero, size: screen)

    /// A navigation controller's view (1) and bar (2); the screen's controller's view (3) holding
    /// a scroll view (4) that holds another (5) with a field (6); a hidden pane (7) with a field
    /// (8); a child controller's view (9) with a field (10).
    static func tree(firstResponder: ViewID?, host: ViewID? = nil) throws -> ViewTree {
        let outer = ScrollGeometry(contentSize: Size(width: 393, height: 2000))
        let inner = ScrollGeometry(contentSize: Size(width: 393, height: 900))
        return try ViewTree(
            screen: screen, screenSafeArea: EdgeInsets(top: 59, bottom: 34), window: whole,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44)),
                ViewNode(id: 3, parent: 1, frame: whole, isControllerRoot: true),
                ViewNode(id: 4, parent: 3, kind: .scrollView(outer), frame: whole),
                ViewNode(
                    id: 5, parent: 4, kind: .scrollView(inner), frame: Rect(x: 0, y: 400, width: 393, height: 300)),
                ViewNode(id: 6, parent: 5, kind: .textField, frame: Rect(x: 16, y: 500, width: 361, height: 44)),
                ViewNode(id: 7, parent: 3, frame: Rect(x: 16, y: 780, width: 361, height: 44), isHidden: true),
                ViewNode(id: 8, parent: 7, kind: .textField, frame: Rect(x: 0, y: 0, width: 361, height: 44)),
                ViewNode(id: 9, parent: 3, frame: Rect(x: 0, y: 100, width: 393, height: 200), isControllerRoot: true),
                ViewNode(id: 10, parent: 9, kind: .textField, frame: Rect(x: 16, y: 20, width: 361, height: 44)),
            ],
            firstResponder: firstResponder, host: host)
    }

    @Test func theHostIsTheNearestControllersRootViewAboveTheFirstResponder() throws {
        #expect(TreeOracle.host(in: try Self.tree(firstResponder: 6)) == 3)  // not the navigation controller's 1
        #expect(TreeOracle.host(in: try Self.tree(firstResponder: 10)) == 9)  // the child controller's
        #expect(TreeOracle.host(in: try Self.tree(firstResponder: nil)) == 1)  // no focus: the first root view
        #expect(TreeOracle.host(in: try Self.tree(firstResponder: 6, host: 4)) == 4)  // the app names it
    }

    @Test func theScrollViewThatRevealsAFieldIsTheNearestOneUpToTheHost() throws {
        let tree = try Self.tree(firstResponder: 6)
        #expect(TreeOracle.scrollView(revealing: 6, in: tree, host: 3) == 5)  // not the outer 4
        #expect(TreeOracle.scrollView(revealing: 5, in: tree, host: 3) == 4)
        #expect(TreeOracle.scrollView(revealing: 10, in: tree, host: 9) == nil)
        // A scroll view outside the host is not the host's to scroll; the host itself may be one.
        #expect(TreeOracle.scrollView(revealing: 6, in: tree, host: 5) == 5)
        #expect(TreeOracle.scrollView(revealing: 8, in: tree, host: 7) == nil)
    }

    @Test func aViewInAHiddenSuperviewIsNotShown() throws {
        let tree = try Self.tree(firstResponder: 8)
        #expect(!TreeOracle.isShown(8, in: tree))  // itself not hidden, its pane is
        #expect(!TreeOracle.isShown(7, in: tree))
        #expect(TreeOracle.isShown(6, in: tree))
        #expect(!TreeOracle.isShown(99, in: tree))  // no such view
    }

    @Test func aDockedKeyboardTouchesTheBottomAndSpansTheWindowsPartOfTheScreen() {
        let screen = Self.screen, window = Self.whole
        let docked = Rect(x: 0, y: 516, width: 393, height: 336)
        #expect(TreeOracle.isDocked(docked, screen: screen, window: window))
        #expect(TreeOracle.isDocked(docked.offsetBy(dx: 0, dy: 0.5), screen: screen, window: window))  // rounding
        #expect(!TreeOracle.isDocked(docked.offsetBy(dx: 0, dy: 100), screen: screen, window: window))  // hardware bar
        #expect(!TreeOracle.isDocked(docked.offsetBy(dx: 0, dy: -100), screen: screen, window: window))  // floating
        #expect(!TreeOracle.isDocked(Rect(x: 0, y: 852, width: 393, height: 336), screen: screen, window: window))
        #expect(!TreeOracle.isDocked(Rect(x: 0, y: 0, width: 393, height: 852), screen: screen, window: window))
        #expect(!TreeOracle.isDocked(Rect(x: 0, y: 852, width: 393, height: 0), screen: screen, window: window))
        #expect(!TreeOracle.isDocked(Rect(x: 40, y: 516, width: 300, height: 336), screen: screen, window: window))
        // A Split View window: the keyboard need only span the window's part of the screen.
        let split = Rect(x: 0, y: 0, width: 200, height: 852)
        #expect(TreeOracle.isDocked(Rect(x: 0, y: 516, width: 200, height: 336), screen: screen, window: split))
        // A window reaching past the screen's edge: only its part on screen counts.
        let past = Rect(x: -50, y: 0, width: 500, height: 852)
        #expect(TreeOracle.isDocked(docked, screen: screen, window: past))
    }
}
