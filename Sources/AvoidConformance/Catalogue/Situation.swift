import AvoidCore

/// The situations a scenario reaches, for coverage statistics: each property declares the
/// minimum share of cases that must reach the situations it is about.
public enum Situation: String, Hashable, Sendable, CaseIterable {
    case fieldHiddenBeforeShift = "field hidden before shift"
    case fieldTallerThanRoom = "field taller than room"
    case focusSwitchWhileKeyboardUp = "focus switched while keyboard up"
    case repeatedWillShow = "repeated WillShow"
    case hideAfterShift = "hide after shift"
    case multitaskingWindow = "multitasking window"
    case hardwareKeyboard = "hardware keyboard"
    case undockedKeyboard = "undocked keyboard"
    case scrollContainerFocused = "scroll container focused with keyboard up"
    case focusBetweenContainers = "focus moved between containers with keyboard up"
    case textViewCaret = "text view caret with keyboard up"
    case rotation = "rotation"
    case detach = "detach"
    case notificationWhileDetached = "notification while detached"
    case malformedInput = "malformed input"
    case nonDefaultAnimation = "non-default animation"
    case iPad = "iPad"
    case landscape = "landscape"
    case hostOffsetHorizontally = "host view or window offset horizontally"
    case horizontalContentOffset = "container scrolled horizontally"
    case fieldOutOfContainerView = "focused field scrolled out of its container's view"
    case containerBesideKeyboard = "focused field's container beside the keyboard"
    case exactEdge = "field edge exactly on T, B or K"
    case zeroSize = "valid zero size (empty content, collapsed field, instant default animation)"
    case attachUnderKeyboard = "attach under a keyboard"
    /// A focused text view that scrolls itself fits the room `B - T` but not the room a keyboard
    /// 20 pt taller leaves (the two keyboards invariant 9 compares): the host reveals it under
    /// one and its own scroll under the other. Its height exactly the room counts.
    case textViewOnRoomEdge = "text view that scrolls itself on its room's edge"
    /// The focused field (a text view's caret) exactly as tall as the room `B - T`, which it
    /// fits, or one point taller, which pins its top to `T`.
    case fieldOnRoomEdge = "field as tall as the room or 1 pt taller"
    /// The focused field's container must scroll up to, or past, the end of its valid range (its
    /// content and the keyboard's inset) to reveal it: past it, the host view shifts the rest.
    case containerRangeEnd = "focused field's scroll reaching its container's range end"
}
