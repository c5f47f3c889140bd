import AvoidCore
import AvoidanceShell
import FakeUIKit
import Testing
import ViewTree

/// The keyboard is the system's: what the shell keeps of a notification posted while its view is
/// in no window, and what it hands the adapter when the view is back.
@Suite struct AvoidanceShellKeyboardAwayTests {
    /// The host leaves its window with no keyboard; one is shown while it is away (for this
    /// window's screen, or for another) and the view comes back.
    static func returning(onScreen screen: Int) throws -> FakeViews {
        var views = try ShellScreens.phone()
        var shell = AvoidanceShell<FakeViews>()
        _ = try shell.didAppear(in: &views)
        _ = try shell.willDisappear(in: &views, interactive: false)
        views.isInWindow = false
        _ = try shell.didDisappear(in: &views)
        #expect(try shell.keyboard(ShellScreens.show, onScreen: screen, in: &views) == nil)
        #expect(shell.keyboardWhileAway == (screen == FakeViews.screen ? ShellScreens.show : nil))
        _ = try shell.willAppear(in: &views)
        views.isInWindow = true
        _ = try shell.didAppear(in: &views)
        return views
    }

    @Test func aKeyboardShownWhileAwayIsAvoidedAtTheAppearance() throws {
        #expect(try Self.returning(onScreen: FakeViews.screen).tree[1]?.transform.translationY == -288)
    }

    /// Out of its window the shell still knows its screen: another screen's keyboard covers nothing.
    @Test func anotherScreensKeyboardWhileAwayCoversNothing() throws {
        #expect(try Self.returning(onScreen: FakeViews.otherScreen).tree[1]?.transform == .identity)
    }
}
