/// A single deliberate fault in an otherwise correct engine (`FaultyEngine`). Each models a
/// mistake seen in hand-rolled keyboard code or in the bug trackers of popular libraries.
package enum Fault: String, Hashable, Sendable, Codable, CaseIterable {
    /// Measures the field where the view already is (shifted), then sets that as the new shift.
    case historyDependentShift
    /// Reads the begin frame instead of the end frame.
    case beginFrameInsteadOfEnd
    /// Uses the keyboard's screen frame as if it were in host-view coordinates.
    case noScreenToWindowConversion
    /// Shifts against the keyboard's full height instead of its overlap with the host view.
    case fullKeyboardHeight
    /// Leaves a container's inset and offset in place after the keyboard hides.
    case insetNotRestored
    /// Subtracts the keyboard distance twice.
    case distanceAppliedTwice
    /// Adds each WillShow's shift to the previous one.
    case accumulatingOnRepeatedWillShow
    /// Shifts by what the bottom needs, even past the visible top.
    case noClampAtVisibleTop
    /// Avoids undocked, floating and split keyboards as if they were docked.
    case undockedTreatedAsDocked
    /// Animates every decision with 0.25 s and curve 7, whatever the keyboard said.
    case hardCodedAnimation
    /// Insets a container by the keyboard's full height (`insetWithoutScrolling`'s mistake as a single fault).
    case insetFullKeyboardHeight
    /// Treats a hardware keyboard's whole reported frame as covering the screen bottom.
    case hardwareKeyboardFullHeight
    /// Keeps deciding after detach.
    case detachIgnored
    /// Recomputes only on keyboard notifications, so a focus switch keeps the old shift.
    case focusChangeIgnored
    /// Ignores navigation bars when finding the visible top.
    case topBarsIgnored
    /// Moves only fields the keyboard line crosses; a field entirely under the keyboard stays put.
    case fullyCoveredFieldsIgnored
    /// Applies a focus change before checking that the field exists.
    case mutatesBeforeValidating
    /// Skips validation of keyboard events, so NaN frames flow into decisions.
    case nonFiniteFramesAccepted
    /// Scrolls a container without clamping to its content, past the end.
    case scrollNotClamped
    /// Scrolls every focused field to the top of its container, visible or not.
    case scrollsFieldToTop
    /// Insets a container correctly but leaves it where it is, and moves the whole host view instead.
    case hostShiftInsteadOfScroll
    /// Measures a container's overlap with the keyboard line only, so a container beside the
    /// keyboard (a pager's page slid out) is inset too.
    case insetBesideKeyboard
    /// Reports every keyboard notification as a change, even one that moves nothing (a repeat,
    /// a second hide, a notification while detached), so the app animates for nothing.
    case everyNotificationChanges
    /// Names the adjusted container by its position in the scene instead of its identifier.
    case containerNamedByPosition
    /// Rejects a keyboard event whose begin frame equals its end frame as malformed.
    case unmovedKeyboardRejected
    /// Ignores a field that reaches below the host view's bottom, as if it were off screen.
    case fieldsBelowHostIgnored
    /// Scales the shift by the keyboard's visible fraction, which is 0 / 0 for a zero-size frame.
    case shiftScaledByKeyboardFraction
    /// Scrolls by a fraction of the content's height, which is 0 / 0 for empty content.
    case scrollScaledByContent
    /// Rejects every invalid scene with the same error, whatever is wrong with it.
    case oneErrorForEveryScene
    /// Rejects a scene with an empty scroll view (valid: a table with no rows yet).
    case emptyContentRejected
    /// Skips validating the scene it is made with.
    case sceneNotValidated
    /// Rejects focus on an unknown field as if it were a caret on a single-line field.
    case unknownFieldReportedAsNotATextView
    /// Rejects a keyboard frame that does not start at the screen's left edge, as a docked one
    /// does when the window fills the screen.
    case keyboardCheckedAgainstScreenOrigin

    /// Reveals a text view that scrolls its own text by moving the host, however tall it is:
    /// a notes screen's text view is lifted under the bars, its first lines out of reach.
    case textViewScrollIgnored
    /// Forgets the keyboard when the view disappears and ignores notifications until it comes
    /// back: a screen returning under a keyboard that stayed up, or was shown while it was away,
    /// leaves its field covered.
    case keyboardForgottenWhileDetached
    /// Reveals a text view that scrolls itself by scrolling its text up only, as the host moves
    /// it: a caret the layout leaves above the visible top stays there once the text view is
    /// taller than the room, though its own scroll could bring it down into sight.
    case textViewScrollsOnlyUp

    /// Whether the fault shows only on an invalid starting scene, which the hostile generator
    /// draws and the realistic one (and so the campaign) never does.
    package var showsOnlyOnInvalidStartingScenes: Bool {
        self == .oneErrorForEveryScene || self == .sceneNotValidated
    }
}
