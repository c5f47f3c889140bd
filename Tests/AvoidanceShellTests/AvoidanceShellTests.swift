import AvoidCore
import AvoidanceShell
import FakeUIKit
import Testing
import ViewTree

/// The shell's lifecycle: what reaches the adapter for each of UIKit's calls, in UIKit's order.
@Suite struct AvoidanceShellTests {
    @Test func aReturningViewAppearsOnceItHasAWindow() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY == -288)
        _ = try shell.willDisappear(in: &views, interactive: false)
        #expect(views.tree[1]?.transform.translationY == 0)
        views.isInWindow = false
        _ = try shell.didDisappear(in: &views)
        #expect(views.tree[1]?.transform.translationY == 0)
        #expect(try shell.keyboard(ShellScreens.hide, in: &views) == nil, "no window: nothing runs")
        // `viewWillAppear` of a returning view: still no window, nothing yet.
        #expect(try shell.willAppear(in: &views) == nil)
        views.isInWindow = true
        let appeared = try #require(try shell.didAppear(in: &views))
        #expect(appeared.inputs.contains(.attach))
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY == -288)
    }

    @Test func decisionsResumeAtViewDidAppear() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        _ = try shell.willDisappear(in: &views, interactive: false)
        _ = try shell.willAppear(in: &views)
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY == 0, "still away until viewDidAppear")
        _ = try shell.didAppear(in: &views)
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.tree[1]?.transform.translationY == -288)
    }

    @Test func anInteractivePopGivesBackOnlyWhenItCompletes() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(try shell.willDisappear(in: &views, interactive: true) == nil)
        #expect(views.tree[1]?.transform.translationY == -288, "still shifted while the user swipes")
        // Cancelled: appears again, never having left.
        _ = try shell.willAppear(in: &views)
        _ = try shell.didAppear(in: &views)
        #expect(views.tree[1]?.transform.translationY == -288)
        // Completed: everything back at `viewDidDisappear`, even with no window left to read.
        _ = try shell.willDisappear(in: &views, interactive: true)
        views.isInWindow = false
        _ = try shell.didDisappear(in: &views)
        #expect(views.tree[1]?.transform.translationY == 0)
    }

    /// What the app changed in the scroll view after the last read (no notification tells the
    /// shell) is the app's when a completed pop gives everything back without a window.
    @Test func aDirectDisappearanceKeepsWhatTheAppChangedSinceTheLastRead() throws {
        var views = try ShellScreens.form()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        let written = try #require(views.tree[3]?.kind.scroll)
        #expect(written.contentInset.bottom > 0)
        _ = try shell.willDisappear(in: &views, interactive: true)
        // The app sets its own insets and the user scrolls, with nothing read since.
        let own = EdgeInsets(top: 5, bottom: 7)
        try views.tree.apply(.contentInset(3, own))
        try views.tree.update(3) {
            guard var geometry = $0.kind.scroll else { return }
            geometry.indicatorInset = own
            $0.kind = .scrollView(geometry)
            $0.bounds.origin = Point(x: 0, y: 11)
        }
        views.isInWindow = false
        _ = try shell.didDisappear(in: &views)
        #expect(views.tree[3]?.kind.scroll?.contentInset == own)
        #expect(views.tree[3]?.kind.scroll?.indicatorInset == own)
        #expect(views.tree[3]?.bounds.origin == Point(x: 0, y: 11))
    }

    /// A finger that lands on the form after the last read (no notification tells the shell) makes
    /// the offset on screen the user's: a completed pop gives back the inset and leaves the offset.
    @Test func aDirectDisappearanceLeavesTheOffsetUnderTheFinger() throws {
        var views = try ShellScreens.form()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        let written = try #require(views.tree[3]?.bounds.origin)
        #expect(written.y > 0)
        _ = try shell.willDisappear(in: &views, interactive: true)
        try views.tree.apply(.drag(3, written))
        views.setMotion(.touched, of: 3)
        views.isInWindow = false
        _ = try shell.didDisappear(in: &views)
        #expect(views.tree[3]?.bounds.origin == written)
        #expect(views.tree[3]?.kind.scroll?.contentInset == .zero)
    }

    /// A host whose transform has a zero scale on one axis (collapsed in an animation) is read by
    /// its translation, as any transform the model cannot hold.
    @Test(arguments: [(0.0, 1.0), (1.0, 0.0)])
    func aHostWithAZeroScaleIsReadByItsTranslation(a: Double, d: Double) throws {
        var views = AlteredViews(base: try ShellScreens.phone(), hostLinear: (a, 0, 0, d))
        var shell = AvoidanceShell<AlteredViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.base.tree[1]?.transform.translationY == -288)
        #expect(views.hostLinear == (a, 0, 0, d))
    }

    @Test func aCompletedPopInItsWindowDetachesTheAdapter() throws {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        _ = try shell.willDisappear(in: &views, interactive: true)
        let step = try #require(try shell.didDisappear(in: &views))
        #expect(step.inputs.contains(.detach))
        #expect(views.tree[1]?.transform.translationY == 0)
        // Again: nothing more to give back, and the adapter stays away.
        let again = try #require(try shell.didDisappear(in: &views))
        #expect(again.decision.hostOffset == 0)
    }

    @Test func aFailedReadGivesBackEverythingWrittenAndStartsAfresh() throws {
        var views = AlteredViews(base: try ShellScreens.phone())
        var shell = AvoidanceShell<AlteredViews>()
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.base.tree[1]?.transform.translationY == -288)
        views.unreadable = [1]
        #expect(throws: AdapterError.self) { _ = try shell.keyboard(ShellScreens.didShow, in: &views) }
        #expect(views.base.tree[1]?.transform.translationY == 0)
        #expect(shell.adapter == nil)
        views.unreadable = []
        _ = try shell.keyboard(ShellScreens.show, in: &views)
        #expect(views.base.tree[1]?.transform.translationY == -288)
    }

    @Test func aRotatedOrFlippedHostKeepsItsLinearPartAndMovesOnce() throws {
        var views = AlteredViews(base: try ShellScreens.phone(), hostLinear: (1, 0, 0, -1))
        var shell = AvoidanceShell<AlteredViews>()
        for event in [ShellScreens.show, ShellScreens.didShow, ShellScreens.show] {
            _ = try shell.keyboard(event, in: &views)
            #expect(views.base.tree[1]?.transform.translationY == -288)
            #expect(views.hostLinear == (1, 0, 0, -1))
        }
        _ = try shell.keyboard(ShellScreens.hide, in: &views)
        #expect(views.base.tree[1]?.transform.translationY == 0)
        #expect(views.hostLinear == (1, 0, 0, -1))
    }
}
