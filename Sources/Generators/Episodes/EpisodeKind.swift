/// What one episode of the event sequence is: one real-world happening, a few inputs in the
/// order iOS produces them. Listed simplest first: a shrunk case prefers focus and show.
package enum EpisodeKind: Hashable, Sendable, CaseIterable {
    case focus, show, showSequence, predictiveBarGrows, resize, hide, webInput, didShowOnly, lifecycle, caret, rotation,
        relayout,
        malformed, windowResize
    /// The keyboard's Next key: focus on one field, then the one after it (in a form of two
    /// columns, the one in the other column), with no notification between.
    case nextField
}
