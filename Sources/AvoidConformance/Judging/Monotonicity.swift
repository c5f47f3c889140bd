import AvoidCore

/// Invariant 9's judge: a taller docked keyboard, or the focused field placed lower, never moves
/// the field up by less (host shift plus container scroll). Compared only when the unchanged
/// keyboard already covers the host view: a keyboard that newly reaches a container may rightly
/// scroll a clipped field *down* into view, which is revealing, not shifting less.
///
/// What moves up is what must be seen: the field, or the caret of a text view, on screen. A
/// move up counts in full, wherever it ends (past `T` is invariant 3's to judge). A field left
/// where it is, or brought down, counts from where it ends in sight: a final top above the top
/// of the part of the screen where it is seen (`T`, or the clear top of the scroll view that
/// shows it, whichever is lower) counts as that top. Brought down to that top, it is revealed,
/// not shifted less. That happens where a text view that scrolls itself crosses the room: a
/// keyboard that leaves it shorter than the room leaves its caret to the host, which never moves
/// down, and one 20 pt taller makes it its own container, which scrolls a caret above `T` down
/// to `T`. Below that top every point counts, so a field brought lower in sight is caught.
enum Monotonicity {
    /// How much taller the keyboard, and how much lower the field, it compares with (points).
    static let delta = 20.0

    /// What went wrong, or `nil`; `fresh` gives the placement a fresh model reaches from facts.
    static func check(_ facts: Facts, fresh: (Facts) -> Placement?) -> Finding? {
        guard facts.attached, let keyboard = facts.keyboard, let field = facts.focusedField, facts.band != nil,
            Oracle.kind(of: keyboard, in: facts.scene) == .docked,
            let base = displacement(facts, fresh)
        else { return nil }
        var taller = facts
        taller.keyboard = Rect(
            x: keyboard.minX, y: keyboard.minY - delta, width: keyboard.width, height: keyboard.height + delta)
        if taller.keyboard!.minY > 1, let moved = displacement(taller, fresh), moved < base - Oracle.epsilon {
            return Finding(
                .tallerKeyboardLessShift,
                "keyboard \(delta) pt taller moved the field up by \(moved) instead of at least \(base)")
        }
        var lower = facts
        if let index = lower.scene.fields.firstIndex(where: { $0.id == field.id }) {
            lower.scene.fields[index].frame.origin.y += delta
            // A text view that scrolls itself is its own container: the two move together.
            if let own = field.ownContainer, let scroll = lower.scene.containers.firstIndex(where: { $0.id == own }) {
                lower.scene.containers[scroll].frame.origin.y += delta
            }
            if let moved = displacement(lower, fresh), moved < base - Oracle.epsilon {
                return Finding(
                    .lowerFieldLessShift, "field \(delta) pt lower moved up by \(moved) instead of at least \(base)")
            }
        }
        return nil
    }

    /// How far up a fresh model moves the focused field (host shift plus container scroll); a
    /// field it does not move up ends no higher than ``seenTop(of:in:placement:)``.
    static func displacement(_ facts: Facts, _ fresh: (Facts) -> Placement?) -> Double? {
        guard let field = facts.focusedField, let placement = fresh(facts) else { return nil }
        let base = Oracle.baseReveal(field, in: facts.scene).minY
        let final = Oracle.finalReveal(field, in: facts.scene, placement: placement).minY
        if final < base { return base - final }
        return base - max(final, seenTop(of: field, in: facts.scene, placement: placement))
    }

    /// The top of the part of the screen where `field` can be seen under `placement`, in host-view
    /// coordinates: `T`, or the clear top (its frame less its original top inset) of the scroll
    /// view that shows it, the container it lies in or the text view itself, moved with the host.
    static func seenTop(of field: Field, in scene: Scene, placement: Placement) -> Double {
        let top = Oracle.visibleTop(scene)
        guard let id = field.container ?? field.ownContainer,
            let container = scene.containers.first(where: { $0.id == id })
        else { return top }
        return max(top, container.frame.minY + container.contentInset.top + placement.hostOffset)
    }
}
