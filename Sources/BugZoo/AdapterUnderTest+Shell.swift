import AvoidCore
import AvoidanceShell
import FakeUIKit
import Generators
import ViewTree

extension Zoo {
    /// The shell with one mistake each, as a device review found them in an earlier shell.
    package static let shells: [AdapterUnderTest] = ShellFault.allCases.map {
        AdapterUnderTest.shell("shell-\($0.rawValue)", rules: $0.rules, safeArea: $0.safeArea)
    }
}

/// One mistake planted in the shell.
package enum ShellFault: String, CaseIterable, Sendable {
    /// The appearance is dropped when `viewWillAppear` finds no window: dead after any return.
    case appearsWithoutWindow
    /// Every view of the window is mapped: one huge view anywhere rejects every read.
    case mapsWholeWindow
    /// A read-only text view holding the selection is taken as the focus: every read fails.
    case readOnlyResponder
    /// A superview's frame layout of the shifted host is not undone: displaced after the hide.
    case ignoresFrameLayout
    /// Only a frame layout of the host's own size is undone: after a rotation, a Split View
    /// resize or a sheet's new detent under the shift, the field stays covered and the screen is
    /// left displaced after the hide (IQKeyboardManager #331).
    case undoesSameSizeFrameOnly
    /// The keyboard is forgotten while the view is away: a screen that focuses its field as it
    /// comes back, or returns from a full-screen modal under a keyboard that stayed up, leaves
    /// the field covered.
    case forgetsKeyboardWhileAway
    /// An interactive pop restores at its start: a cancelled one leaves the field covered.
    case restoresAtPopStart
    /// The moved host's safe area is read as UIKit reports it under the transform (here, zero):
    /// the shift moves the scene it was decided from.
    case readsShiftedSafeArea
    /// A view that keeps itself clear of the keyboard (a table view controller's table, SwiftUI)
    /// is read like any other: a field in it is revealed twice.
    case ignoresSelfAvoidingViews
    /// A form or page sheet on an iPad, which UIKit slides up itself, is read like any other
    /// view: the host moves as well, and the sheet ends too high (IQKeyboardManager #909).
    case ignoresSheets
    /// A scroll view's adjusted inset is worked out by the model's rules instead of read: where
    /// UIKit applied its behaviour otherwise, the visible region is misjudged.
    case derivesAdjustedInset
    /// A keyboard notification posted for another screen (Stage Manager on an external display)
    /// is taken as this window's: the screen moves for a keyboard that covers none of it.
    case hearsEveryScreen
    /// Every scroll view is read as scrollable: a self-sizing table inside a form, its scrolling
    /// off, is scrolled to reveal its field, and the user cannot scroll it back.
    case ignoresScrollEnabled
    /// Every scroll view is read as at rest: with the keyboard's dismiss mode `.onDrag`, the
    /// hide puts the offset back under the user's finger, and a read mid-drag scrolls the field
    /// back into view against it.
    case ignoresUserScrolling
    /// UIKit's private scroll views are read like the app's: a field in a compositional layout's
    /// orthogonal section is revealed by its horizontal scroller, given a vertical offset and
    /// inset it cannot scroll by, and the collection view around it never scrolls.
    case readsPrivateScrollViews
    /// An editable text view is read as one whose text does not scroll: a notes screen's
    /// full-height text view is revealed by moving the host, its top under the bars and its
    /// first lines out of reach.
    case ignoresTextViewScrolling

    /// How the fake views report a moved root's safe area for this mistake to show.
    package var safeArea: FakeViews.SafeAreaUnderTransform {
        self == .readsShiftedSafeArea ? .zeroed : .frozen
    }

    /// The rules with this mistake.
    package var rules: ShellRules {
        var rules = ShellRules.uikit
        switch self {
        case .appearsWithoutWindow: rules.appearNeedsWindow = true
        case .mapsWholeWindow: rules.mapsWholeWindow = true
        case .readOnlyResponder: rules.responderFromTextClasses = true
        case .ignoresFrameLayout: rules.ignoresFrameLayout = true
        case .undoesSameSizeFrameOnly: rules.undoesSameSizeFrameOnly = true
        case .forgetsKeyboardWhileAway: rules.forgetsKeyboardWhileAway = true
        case .restoresAtPopStart: rules.restoresAtInteractiveStart = true
        case .readsShiftedSafeArea: rules.readsShiftedSafeArea = true
        case .ignoresSelfAvoidingViews: rules.ignoresSelfAvoidingViews = true
        case .ignoresSheets: rules.ignoresSheets = true
        case .derivesAdjustedInset: rules.derivesAdjustedInset = true
        case .hearsEveryScreen: rules.hearsEveryScreen = true
        case .ignoresScrollEnabled: rules.ignoresScrollEnabled = true
        case .ignoresUserScrolling: rules.ignoresUserScrolling = true
        case .readsPrivateScrollViews: rules.readsPrivateScrollViews = true
        case .ignoresTextViewScrolling: rules.ignoresTextViewScrolling = true
        }
        return rules
    }
}
