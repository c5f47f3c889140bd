import AvoidConformance
import BugZoo
import Testing

/// What broke an earlier UIKit shell on devices, each a tree file `avoid tree` replays: the shell
/// as it is keeps every property there, the shell with that one mistake breaks the property named.
@Suite struct ShellTreeTests {
    struct Reproduction: Sendable, CustomTestStringConvertible {
        var name: String
        var fault: ShellFault
        var property: TreeInvariant

        var file: String { TreeCommandTests.trees.appendingPathComponent("shell-\(name).json").path }
        var testDescription: String { name }
    }

    static let reproductions = [
        // A returning `viewWillAppear` has no window: the appearance was dropped, the shell dead.
        Reproduction(name: "dead-after-a-return", fault: .appearsWithoutWindow, property: .visibleInWindow),
        // A view beyond the model's range anywhere in the window rejected every read.
        Reproduction(name: "huge-view-elsewhere", fault: .mapsWholeWindow, property: .total),
        // A read-only text view holding the selection rejected every read; the hide restored nothing.
        Reproduction(name: "read-only-selection", fault: .readOnlyResponder, property: .total),
        // A container's frame layout of the shifted host left it displaced after the hide.
        Reproduction(name: "frame-layout-while-shifted", fault: .ignoresFrameLayout, property: .restoresAppValues),
        // The device turns while typing: the container sets the shifted host's frame for the new
        // size, telling the shell nothing; undone only at the old size, the host is read as
        // sitting lower by the old shift and the field stays covered (IQKeyboardManager #331).
        Reproduction(name: "rotated-while-typing", fault: .undoesSameSizeFrameOnly, property: .visibleInWindow),
        // A sheet's smaller detent (or Split View, a toolbar shown) gives the shifted host a frame
        // of another size: left displaced after the hide.
        Reproduction(
            name: "sheet-detent-while-shifted", fault: .undoesSameSizeFrameOnly, property: .restoresAppValues),
        // A screen that focuses its field as it comes back: the keyboard's show is posted between
        // `viewWillAppear` and `viewDidAppear`; forgotten, the field is left under the keyboard.
        Reproduction(name: "focused-as-it-comes-back", fault: .forgetsKeyboardWhileAway, property: .visibleInWindow),
        // Back from a full-screen modal with the keyboard still up: no notification comes at all.
        Reproduction(
            name: "back-from-a-full-screen-modal", fault: .forgetsKeyboardWhileAway, property: .visibleInWindow),
        // Restoring at the start of a swipe back left the field covered when the swipe was cancelled.
        Reproduction(name: "cancelled-swipe-back", fault: .restoresAtPopStart, property: .visibleInWindow),
        // The moved host's safe area read as UIKit may report it (worked out anew from the moved
        // frame, the home indicator's band now a point narrower): the did-show re-read writes
        // another inset.
        Reproduction(name: "safe-area-of-the-moved-host", fault: .readsShiftedSafeArea, property: .noDoubleShift),
        // A table view controller's table keeps its fields clear itself; a second avoider scrolls
        // it again (IQKeyboardManager #646, the reason it skips such controllers by default).
        Reproduction(
            name: "table-view-controller-avoids-itself", fault: .ignoresSelfAvoidingViews, property: .minimalInWindow),
        // UIKit adds the safe area to a scroll view the shell cannot tell is a controller's
        // content; worked out by the model's rules instead of read from `adjustedContentInset`,
        // the home indicator's band is inset a second time.
        Reproduction(
            name: "adjusted-inset-as-uikit-reports", fault: .derivesAdjustedInset, property: .insetFollowsKeyboard),
        // Stage Manager on an external display: the iPad's keyboard, posted for its own screen,
        // covers nothing of a window on the other; taken as this window's, the screen moves.
        Reproduction(name: "keyboard-on-another-screen", fault: .hearsEveryScreen, property: .noDoubleShift),
        // A self-sizing table with scrolling off inside a form's scroll view: scrolled to reveal
        // its field, its rows slide inside a fixed frame and the user cannot scroll them back.
        Reproduction(name: "table-that-cannot-scroll", fault: .ignoresScrollEnabled, property: .writesOnlyItsOwn),
        // An iPad form sheet slides up by itself as the keyboard shows; moved again by the shell, it
        // ends too high (IQKeyboardManager #909).
        Reproduction(name: "ipad-form-sheet-moves-itself", fault: .ignoresSheets, property: .minimalInWindow),
        // A compositional layout's orthogonal section puts the field's cell in a scroller of UIKit's
        // own: read as the app's, it is scrolled vertically by the inset it is given, and the
        // collection view around it never scrolls (IQKeyboardManager skips such classes, §3.6).
        Reproduction(
            name: "field-in-an-orthogonal-section", fault: .readsPrivateScrollViews, property: .writesOnlyItsOwn),
        // The keyboard's dismiss mode `.onDrag`: a finger on the form ends editing and hides the
        // keyboard; read as at rest, the form is scrolled back to its old offset under the finger.
        Reproduction(name: "hide-under-the-finger", fault: .ignoresUserScrolling, property: .writesOnlyItsOwn),
        // A notes screen: a text view filling the screen, its caret low. Read as a text view whose
        // text does not scroll, it is revealed by moving the host, which lifts its top under the
        // status bar and its first lines out of reach; it insets and scrolls itself instead.
        Reproduction(
            name: "notes-text-view-scrolls-itself", fault: .ignoresTextViewScrolling, property: .visibleInWindow),
    ]

    /// Under each safe area UIKit may report for the moved host.
    @Test(arguments: reproductions, ["shell", "shell-safe-area-recomputed", "shell-safe-area-zeroed"])
    func theShellKeepsEveryPropertyThere(_ reproduction: Reproduction, adapter: String) {
        let run = CommandRun(["tree", reproduction.file, "--adapter", adapter, "--quiet"])
        #expect(run.status == 0, "\(run.verdict ?? "no verdict")")
    }

    @Test(arguments: reproductions)
    func theMistakeBreaksItsProperty(_ reproduction: Reproduction) {
        let property = reproduction.property.rawValue
        let run = CommandRun([
            "tree", reproduction.file, "--adapter", "shell-\(reproduction.fault.rawValue)", "--property", property,
            "--quiet",
        ])
        #expect(run.status == 1)
        #expect(run.verdict?.hasPrefix("verdict: \(property) after step") == true, "\(run.verdict ?? "no verdict")")
    }

    @Test func everyPlantedMistakeHasItsTreeFile() {
        #expect(Set(Self.reproductions.map(\.fault)) == Set(ShellFault.allCases))
    }
}
