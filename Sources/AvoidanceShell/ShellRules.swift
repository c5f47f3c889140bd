/// How the shell meets UIKit's lifecycle and views: `.uikit` is AvoidKit's; the zoo plants
/// each of the mistakes a device review found in earlier shells, to prove the suite sees them.
package struct ShellRules: Hashable, Sendable {
    /// The lifecycle is heard from `viewWillAppear` and `viewWillDisappear` alone, and an
    /// appearance is handed on only when the view is in a window at `viewWillAppear` (UIKit adds
    /// a returning view to its window after that call).
    package var appearNeedsWindow = false
    /// Every view of the window is mapped, and one beyond the model's range rejects the read.
    package var mapsWholeWindow = false
    /// Any first responder of a text class is the focus, even one mapped as no text input
    /// (a selectable read-only text view), which rejects the read.
    package var responderFromTextClasses = false
    /// A frame assignment to the shifted host (a container's layout) is not undone.
    package var ignoresFrameLayout = false
    /// Only a frame assignment of the host's own size is undone: after a rotation, a Split View
    /// resize or a sheet's new detent under the shift, the host is read (and left) displaced.
    package var undoesSameSizeFrameOnly = false
    /// Keyboard notifications are dropped while the view is away or out of its window, and the
    /// view comes back to "no keyboard": a field focused as the screen returns, or a keyboard left
    /// up across a full-screen modal, stays covered.
    package var forgetsKeyboardWhileAway = false
    /// The shifted host's safe area is read as UIKit reports it under the transform (which it
    /// may recompute or zero), so the shift moves the scene it was decided from.
    package var readsShiftedSafeArea = false
    /// A view that keeps itself clear of the keyboard is read like any other: its text inputs
    /// are revealed a second time.
    package var ignoresSelfAvoidingViews = false
    /// A form or page sheet UIKit moves itself is read like any other view: it moves twice.
    package var ignoresSheets = false
    /// A scroll view's adjusted inset is worked out from its safe area by the model's rules,
    /// not read from `adjustedContentInset`, so a behaviour UIKit applied otherwise is missed.
    package var derivesAdjustedInset = false
    /// Every scroll view is read as one the user can scroll, whatever its `isScrollEnabled`.
    package var ignoresScrollEnabled = false
    /// Every scroll view is read as at rest, even one the user is scrolling.
    package var ignoresUserScrolling = false
    /// UIKit's private scroll views (an orthogonal section's) are read as scroll views the app's
    /// field may be revealed by.
    package var readsPrivateScrollViews = false
    /// An editable text view is read as one whose text does not scroll, so the host, not the
    /// text view, reveals its caret however tall it is.
    package var ignoresTextViewScrolling = false
    /// Every keyboard notification is taken as this window's, even one posted for another screen.
    package var hearsEveryScreen = false
    /// An interactive pop restores at its start, so a cancelled one leaves the field covered.
    package var restoresAtInteractiveStart = false

    /// AvoidKit's rules.
    package static let uikit = ShellRules()
}
