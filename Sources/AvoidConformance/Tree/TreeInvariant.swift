/// What every adapter must keep true of the view tree it changes, judged on the tree itself
/// (window coordinates, every view's geometry) rather than on the scene the adapter reads.
public enum TreeInvariant: String, Hashable, Sendable, Codable, CaseIterable {
    /// A valid tree and step never make the adapter throw.
    case total
    /// The adapter changes nothing but the host view's vertical translation and the focused
    /// field's scroll view (bottom content and indicator insets, vertical content offset, the
    /// offset not while the user scrolls it).
    case writesOnlyItsOwn
    /// The scene read from the live tree equals the scene read from the app's own tree.
    case readsUnshifted
    /// Handling the same state again changes nothing.
    case idempotent
    /// The live tree equals what a fresh adapter makes of the app's tree, the keyboard and the
    /// lifecycle: no history, so a focus change never shifts twice.
    case noDoubleShift
    /// After a hide or a disappearance every view is as the app has it, including what the app
    /// changed while the keyboard was up.
    case restoresAppValues
    /// With a docked keyboard over the host, the first responder (a text view's caret), in
    /// window coordinates, ends above the keyboard line less the keyboard distance, or with its
    /// top at the visible top when it cannot fit; unless the user is scrolling a scroll view
    /// above it.
    case visibleInWindow
    /// With a docked keyboard over the host and the first responder already clear of it (within
    /// its scroll view's clear region, between the visible top and the keyboard line less the
    /// distance, in the app's tree), the host does not move and no scroll view scrolls; and with
    /// no text input focused on screen (none, or one a hidden view holds), nothing changes at all.
    case minimalInWindow
    /// With a docked keyboard over the host, the focused field's scroll view keeps clear, on
    /// screen (its adjusted inset), exactly down to the keyboard line, and its indicator inset
    /// moves with it.
    case insetFollowsKeyboard
    /// With a docked keyboard over the host and the host moved, a first responder outside any
    /// scroll view that fits the room ends at the keyboard line less the distance, not higher.
    case endsAtTheLine
    /// The scenes read and the inputs given to the engine keep the engine's thirteen invariants.
    case keepsEveryInvariant

    /// Whether the property is judged while a shell is behind: a step UIKit tells it nothing of
    /// (a container's frame layout, the user scrolling, the app changing an inset:
    /// `TreeStep.callsFromUIKit` has no call a shell answers) changed the views. Until its next
    /// answered call the shell has decided nothing new, so only what it already wrote is judged:
    /// that it is its own, and that after a hide or while the view is away nothing of it is left.
    /// Whether the screen reads unshifted, is decided as a fresh adapter would, shows the field or
    /// follows the keyboard is judged at the next answered call.
    public var holdsWhileBehind: Bool {
        switch self {
        case .total, .writesOnlyItsOwn, .restoresAppValues: return true
        case .readsUnshifted, .idempotent, .noDoubleShift, .visibleInWindow, .minimalInWindow, .insetFollowsKeyboard,
            .endsAtTheLine, .keepsEveryInvariant:
            return false
        }
    }

    /// The property in one sentence, for reports.
    public var statement: String {
        switch self {
        case .total: return "a valid tree and step never make the adapter throw"
        case .writesOnlyItsOwn:
            return
                "only the host's vertical translation and the focused scroll view's bottom insets and vertical offset (not under the finger) change"
        case .readsUnshifted: return "the scene read from the live tree equals the one read from the app's tree"
        case .idempotent: return "handling the same state again changes nothing"
        case .noDoubleShift: return "the live tree equals what a fresh adapter makes of the app's tree"
        case .restoresAppValues: return "after a hide or disappearance every view is as the app has it"
        case .visibleInWindow:
            return "the first responder ends above the keyboard line (window coordinates), or at the top"
        case .minimalInWindow:
            return "a first responder already clear of the keyboard, or none on screen, moves nothing"
        case .insetFollowsKeyboard:
            return
                "the focused scroll view's adjusted inset keeps clear down to the keyboard line, its indicator with it"
        case .endsAtTheLine: return "a field the host was moved for ends at the keyboard line less the distance"
        case .keepsEveryInvariant: return "the scenes read and inputs given keep the engine's thirteen invariants"
        }
    }
}
