import AvoidCore
import Generators
import Testing
import ViewTree

@testable import AvoidConformance

/// The tree judge on a text view that scrolls itself, at its edges: on `TreeCheckerEdgeTests`'
/// iPhone SE with a 20 pt safe top, T = 20, K = 315, B = 305, so the room is 285 pt. The adapter
/// moves the root view by a fixed amount and writes nothing else.
@Suite struct TreeCheckerTextViewTests {
    typealias Edge = TreeCheckerEdgeTests

    /// A text view whose text scrolls, `height` tall from `y`, its caret at `caret` (on its last
    /// line by default).
    static func notes(y: Double, height: Double, caret: Double? = nil) throws -> TreeScenario {
        let whole = Rect(x: 0, y: 0, width: 320, height: 568)
        let tree = try ViewTree(
            screen: whole.size, screenSafeArea: EdgeInsets(top: 20),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1,
                    kind: .textView(
                        caret: Rect(x: 8, y: caret ?? height - 20, width: 2, height: 20),
                        scroll: ScrollGeometry(contentSize: Size(width: 320, height: 3 * height), adjustment: .never)),
                    frame: Rect(x: 0, y: y, width: 320, height: height)),
            ])
        return TreeScenario(tree: tree, steps: [.focus(2), .keyboard(.showing(Edge.keyboard, on: whole.size))])
    }

    @Test func aTextViewExactlyAsTallAsTheRoomIsTheHostsToLift() throws {
        // 285 tall from 100: lifted 81, its top 1 above T and its caret (284 ... 304) clear.
        let fits = try Self.notes(y: 100, height: 285)
        #expect(Edge.broken(.visibleInWindow, fits, shift: -81) == nil)
        // A point taller, it scrolls itself: the host may not lift its top above T.
        let taller = try Self.notes(y: 100, height: 286)
        #expect(Edge.broken(.visibleInWindow, taller, shift: -81) == .visibleInWindow)
        #expect(Edge.broken(.visibleInWindow, taller, shift: -80) == nil)
    }

    @Test func theHostLiftsItsTopToTToWithinTheTolerance() throws {
        let tall = try Self.notes(y: 100, height: 400)
        #expect(Edge.broken(.visibleInWindow, tall, shift: -80 - Edge.within) == nil)
        #expect(Edge.broken(.visibleInWindow, tall, shift: -80 - Edge.past) == .visibleInWindow)
        // Its top left above T by the app: not lifted, however little the host moves it.
        let under = try Self.notes(y: 0, height: 400)
        #expect(Edge.broken(.visibleInWindow, under, shift: -Edge.within) == nil)
    }

    @Test func onceItsTopIsAtTItsCaretIsItsScrollsToReveal() throws {
        // Its caret at 480 ... 500, far below B: lifted to T (to within the tolerance), the rest
        // is its scroll's, which this adapter never makes (`minimalInWindow` and
        // `insetFollowsKeyboard` judge that); lifted short of T, the caret must be clear.
        let tall = try Self.notes(y: 100, height: 400)
        #expect(Edge.broken(.visibleInWindow, tall, shift: -80 + Edge.within) == nil)
        #expect(Edge.broken(.visibleInWindow, tall, shift: -80 + Edge.past) == .visibleInWindow)
        #expect(Edge.broken(.visibleInWindow, tall, shift: -40) == .visibleInWindow)
        #expect(Edge.broken(.insetFollowsKeyboard, tall, shift: -80) == .insetFollowsKeyboard)
        // Its top at T but its caret half above it, under the bar: not clear.
        let straddling = try Self.notes(y: 100, height: 400, caret: -10)
        #expect(Edge.broken(.visibleInWindow, straddling, shift: -80) == .visibleInWindow)
    }
}
