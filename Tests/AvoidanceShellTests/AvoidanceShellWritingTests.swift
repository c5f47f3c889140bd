import AvoidCore
import AvoidanceShell
import BugZoo
import Testing
import ViewTree

/// What the shell writes back: only what changed, the app's layout kept under the shift.
@Suite struct AvoidanceShellWritingTests {
    @Test func aFrameLayoutOfTheShiftedHostIsPutBackBeforeTheRead() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        var tree = views.tree
        try tree.apply(.frame(1, Rect(x: 0, y: 0, width: 393, height: 852)))
        // The frame assignment cancels the shift (to rounding: it goes through the translation).
        #expect(abs((tree[1]?.center.y ?? 0) - (426 + 288)) < 1e-9)
        views.tree = tree
        _ = try shell.keyboard(ShellScreens.didShow, in: &views)
        #expect(views.tree[1]?.center.y == 426)
        #expect(views.tree[1]?.transform.translationY == -288)
        _ = try shell.keyboard(ShellScreens.hide, in: &views)
        #expect(views.tree[1]?.center.y == 426)
        #expect(views.tree[1]?.transform.translationY == 0)
    }

    @Test func aFrameLayoutOfAScaledHostIsPutBackToo() throws {
        var tree = try ShellScreens.phone().tree
        try tree.update(1) { $0.transform = Transform(scaleX: 0.9, scaleY: 0.9) }
        var views = FakeViews(tree, host: 1)
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        let shifted = try #require(views.tree[1])
        #expect(shifted.transform.translationY < 0)
        var laidOut = views.tree
        let appFrame = try #require(tree[1]).frame
        try laidOut.apply(.frame(1, appFrame))
        views.tree = laidOut
        _ = try shell.keyboard(ShellScreens.didShow, in: &views)
        #expect(views.tree[1]?.center == shifted.center)
        #expect(views.tree[1]?.transform == shifted.transform)
    }

    @Test func aCentreTheAppMovedOtherwiseIsTheApps() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        try views.tree.update(1) { $0.center.y = 426 + 100 }
        _ = try shell.keyboard(ShellScreens.didShow, in: &views)
        #expect(views.tree[1]?.center.y == 526)
    }

    /// Under each safe area UIKit may report for the moved host, a did-show after the show moves
    /// nothing, and a rotation while moved reads the new layout's safe area unmoved.
    @Test(arguments: FakeViews.SafeAreaUnderTransform.allCases)
    func theMovedHostsSafeAreaIsReadUnmoved(safeArea: FakeViews.SafeAreaUnderTransform) throws {
        let tree = try ShellScreens.phone().tree
        var views = FakeViews(tree, host: 1, safeAreaUnderTransform: safeArea)
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        let shifted = views.tree
        _ = try shell.keyboard(ShellScreens.didShow, in: &views)
        #expect(views.tree == shifted)
        // Turned: the same views on a landscape screen, the field low on it.
        var turned = views.tree
        try turned.apply(
            .layout(
                try ViewTree(
                    screen: Size(width: 852, height: 393), screenSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
                    nodes: [
                        ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 852, height: 393)),
                        ViewNode(id: 2, parent: 1, frame: Rect(x: 59, y: 320, width: 734, height: 34)),
                    ])))
        views.tree = turned
        let keyboard = Rect(x: 0, y: 193, width: 852, height: 200)
        _ = try shell.keyboard(KeyboardEvent(phase: .willChangeFrame, endFrame: keyboard), in: &views)
        var fresh = FakeViews(turned, host: 1)
        try fresh.tree.update(1) { $0.transform = .identity }
        var other = AvoidanceShell<FakeViews>()
        _ = try other.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard), in: &fresh)
        #expect(views.tree[1]?.transform == fresh.tree[1]?.transform)
    }
}
