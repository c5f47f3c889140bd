import AvoidCore
import AvoidanceShell
import FakeUIKit
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

    /// A container may give the shifted host a frame of any size (a sheet's smaller detent here):
    /// the shift is cancelled all the same, and the host ends where the container put it, with
    /// the shift on top.
    @Test func aFrameLayoutOfAnotherSizeIsPutBackToo() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY == -288)
        try views.tree.apply(.frame(1, Rect(x: 0, y: 100, width: 393, height: 752)))
        _ = try shell.keyboard(ShellScreens.didShow, in: &views)
        #expect(abs((views.tree[1]?.center.y ?? 0) - 476) < 1e-9)
        #expect(views.tree[1]?.bounds.size == Size(width: 393, height: 752))
        _ = try shell.keyboard(ShellScreens.hide, in: &views)
        #expect(abs((views.tree[1]?.center.y ?? 0) - 476) < 1e-9)
        #expect(views.tree[1]?.transform == .identity)
    }

    /// A host resized by its bounds alone keeps its centre, and with it the shift: nothing to undo.
    @Test func aHostResizedByItsBoundsKeepsItsCentre() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        try views.tree.update(1) { $0.bounds.size.height = 800 }
        _ = try shell.keyboard(ShellScreens.didShow, in: &views)
        #expect(views.tree[1]?.center.y == 426)
    }

    /// A frame layout UIKit told nobody of, then a swipe back that completes: the view leaves its
    /// window, and the direct restore puts the host where the container put it.
    @Test func aFrameLayoutBeforeACompletedSwipeBackIsUndoneDirectly() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        _ = try shell.willDisappear(in: &views, interactive: true)
        try views.tree.apply(.frame(1, Rect(x: 0, y: 0, width: 393, height: 852)))
        views.isInWindow = false
        _ = try shell.didDisappear(in: &views)
        #expect(views.tree[1]?.center.y == 426)
        #expect(views.tree[1]?.transform == .identity)
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
        // As UIKit turns it: the field laid out anew, the host's frame set by its container
        // through the shift.
        var turned = views.tree
        let host = try #require(turned[1])
        try turned.apply(
            .layout(
                try ViewTree(
                    screen: Size(width: 852, height: 393), screenSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
                    nodes: [
                        ViewNode(id: 1, parent: nil, frame: Rect(origin: .zero, size: host.bounds.size)),
                        ViewNode(id: 2, parent: 1, frame: Rect(x: 59, y: 320, width: 734, height: 34)),
                    ])))
        try turned.apply(.frame(1, Rect(x: 0, y: 0, width: 852, height: 393)))
        views.tree = turned
        try turned.update(1) { $0.center = Point(x: 426, y: 196.5) }
        let keyboard = Rect(x: 0, y: 193, width: 852, height: 200)
        _ = try shell.keyboard(KeyboardEvent(phase: .willChangeFrame, endFrame: keyboard), in: &views)
        var fresh = FakeViews(turned, host: 1)
        try fresh.tree.update(1) { $0.transform = .identity }
        var other = AvoidanceShell<FakeViews>()
        _ = try other.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard), in: &fresh)
        #expect(views.tree[1]?.transform == fresh.tree[1]?.transform)
    }
}
