import AvoidCore

/// Invariant 9's judge: a taller docked keyboard, or the focused field placed lower, never moves
/// the field up by less (host shift plus container scroll). Compared only when the unchanged
/// keyboard already covers the host view: a keyboard that newly reaches a container may rightly
/// scroll a clipped field *down* into view, which is revealing, not shifting less.
enum Monotonicity {
    /// What went wrong, or `nil`; `fresh` gives the placement a fresh model reaches from facts.
    static func check(_ facts: Facts, fresh: (Facts) -> Placement?) -> Finding? {
        guard facts.attached, let keyboard = facts.keyboard, let field = facts.focusedField, facts.band != nil,
            Oracle.kind(of: keyboard, in: facts.scene) == .docked,
            let base = displacement(facts, fresh)
        else { return nil }
        let delta = 20.0
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

    /// How far up a fresh model moves the focused field (host shift plus container scroll).
    static func displacement(_ facts: Facts, _ fresh: (Facts) -> Placement?) -> Double? {
        guard let field = facts.focusedField, let placement = fresh(facts) else { return nil }
        let base = Oracle.baseReveal(field, in: facts.scene)
        return base.minY - Oracle.finalReveal(field, in: facts.scene, placement: placement).minY
    }
}
