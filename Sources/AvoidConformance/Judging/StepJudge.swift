import AvoidCore
import Generators

/// Judges one decision against the per-input invariants, from the facts after the input.
/// Each check returns `nil` when the invariant holds, or what went wrong; `check(_:fresh:)` says
/// which check judges which invariant, the catalogue (`Invariant.entry`) which are per input.
/// The checker keeps one judge per run and advances it past each accepted input, so the facts
/// (a whole scene) are updated in place rather than copied into a judge for every input.
struct StepJudge {
    private(set) var facts: Facts
    /// The notification the judged input was, `nil` for any other input: all the checks ask of
    /// the input (kept apart from it: an input is copied through its enum's value witness).
    private(set) var event: KeyboardEvent?
    /// Whether the judged input was an attach (invariant 12 asks it to avoid the keyboard up).
    private(set) var attaching: Bool
    private(set) var decision: Decision
    /// Whether `event` equals the previous accepted input (always `false` for other inputs:
    /// only a notification is judged for repeating).
    private(set) var repeatsPrevious: Bool
    private(set) var keyboardWasHidden: Bool
    /// Read by several invariants, so derived once: after an input that changes the scene or
    /// the focus (each lookup walks the scene); a notification, attach or detach moves only the band.
    private(set) var focusedField: Field?
    private(set) var band: Oracle.Band?
    private(set) var scrollingContainer: ScrollContainer?
    private(set) var visibleTop: Double

    init(facts: Facts, input: Input, decision: Decision, repeatsPrevious: Bool, keyboardWasHidden: Bool) {
        self.facts = facts
        event = Self.event(of: input)
        attaching = Self.isAttach(input)
        self.decision = decision
        self.repeatsPrevious = repeatsPrevious
        self.keyboardWasHidden = keyboardWasHidden
        (focusedField, band, scrollingContainer, visibleTop) = Self.lookups(in: facts)
    }

    /// Whether `input` is an attach.
    private static func isAttach(_ input: Input) -> Bool {
        if case .attach = input { return true }
        return false
    }

    /// The notification `input` is, if it is one.
    private static func event(of input: Input) -> KeyboardEvent? {
        guard case .keyboard(let event) = input else { return nil }
        return event
    }

    /// The focused field, the band, the scrolling container and the visible top of `facts`.
    private static func lookups(
        in facts: Facts
    ) -> (field: Field?, band: Oracle.Band?, container: ScrollContainer?, visibleTop: Double) {
        let field = facts.focusedField
        let band = facts.band(focused: field)
        return (field, band, facts.scrollingContainer(focused: field, band: band), Oracle.visibleTop(facts.scene))
    }

    /// A judge of the facts as they start, before any input: it judges nothing until
    /// ``advance(past:decision:repeatsPrevious:)`` gives it an input (until then its input
    /// and decision stand for "attached, at rest").
    init(startingFrom facts: Facts) {
        let atRest = Decision(
            placement: .rest, animation: facts.configuration.defaultAnimation, changed: false,
            keyboard: KeyboardClass(endFrame: nil, scene: facts.scene))
        self.init(facts: facts, input: .attach, decision: atRest, repeatsPrevious: false, keyboardWasHidden: true)
    }

    /// Applies an accepted `input` to the facts and makes this the judge of `decision`, the
    /// model's answer to it.
    mutating func advance(past input: Input, decision: Decision, repeatsPrevious: Bool) {
        keyboardWasHidden = facts.keyboard == nil
        facts.apply(input)
        event = Self.event(of: input)
        attaching = Self.isAttach(input)
        self.decision = decision
        self.repeatsPrevious = repeatsPrevious
        switch input {
        case .keyboard, .attach, .detach:
            // The scene and the focus stay as they were: only the band can move, and with it
            // whether a text view that scrolls itself is taller than the room.
            band = facts.band(focused: focusedField)
            if focusedField?.ownContainer != nil {
                scrollingContainer = facts.scrollingContainer(focused: focusedField, band: band)
            }
        case .focus, .caretMoved, .layoutChanged:
            (focusedField, band, scrollingContainer, visibleTop) = Self.lookups(in: facts)
        }
    }

    /// The first of `invariants` (in catalogue order) whose check finds something, with what it
    /// found; `fresh` as for ``check(_:fresh:)``. One call per input, so the judge is borrowed
    /// once rather than for each check.
    func firstFinding(of invariants: InvariantMask, fresh: (Facts) -> Placement?) -> (Invariant, Finding)? {
        for invariant in invariants {
            if let finding = check(invariant, fresh: fresh) { return (invariant, finding) }
        }
        return nil
    }

    /// What `invariant`'s per-input check finds, `nil` when it holds; `fresh` gives the
    /// placement a fresh model reaches from the facts it is given (this judge's), made only when
    /// asked. A switch rather than a closure per invariant: the judge is large, and is then never
    /// copied per check.
    func check(_ invariant: Invariant, fresh: (Facts) -> Placement?) -> Finding? {
        switch invariant {
        case .visibleAfterShift: visibleAfterShift()
        case .minimal: minimal()
        case .neverDownNeverPastTop: neverDownNeverPastTop()
        case .restoreOnHide: restoreOnHide()
        case .noDoubleShift: noDoubleShift(fresh(facts))
        case .undockedAndHardware: undockedAndHardware()
        case .animationPassThrough: animationPassThrough()
        case .finiteAndTotal: finite()
        case .scrollInsets: scrollInsets()
        case .lifecycle: lifecycle()
        case .containerFirst: containerFirst()
        case .windowInvariance, .monotone: preconditionFailure("\(invariant) is judged over the whole run")
        }
    }

    var eps: Double { Oracle.epsilon }
    var placement: Placement { decision.placement }
    var shift: Double { -decision.hostOffset }

    /// The focused field with the keyboard band, when a docked (or followed) keyboard covers
    /// the host view: the situation invariants 1 and 2 are about.
    var obstructed: (field: Field, band: Oracle.Band, top: Double, bottom: Double)? {
        guard let field = focusedField, let band = band else { return nil }
        let distance = field.keyboardDistance ?? facts.configuration.keyboardDistance
        return (field, band, visibleTop, band.line - distance)
    }

    /// Whether `field` is a text view revealing its caret by its own scroll (it scrolls itself
    /// and is taller than the room): the host may then lift it only until its top is at `T`.
    func scrollsItself(_ field: Field) -> Bool {
        field.ownContainer != nil && scrollingContainer?.id == field.ownContainer
    }

    /// Whether the host has lifted `field`, a text view revealing its caret by its own scroll,
    /// as far as it may: its top at `top` (or above it unmoved).
    func liftedAsFarAsItMay(_ field: Field, top: Double) -> Bool {
        scrollsItself(field) && field.frame.minY - shift <= top + eps
    }

    // 1
    func visibleAfterShift() -> Finding? {
        guard let (field, _, top, bottom) = obstructed else { return nil }
        let final = Oracle.finalReveal(field, in: facts.scene, placement: placement)
        // Above T once its container has scrolled: no host shift may move it down.
        if final.minY < top - eps && shift == 0 { return nil }
        // A text view revealing by its own scroll, lifted to its limit: the rest was its scroll's
        // to do (invariants 2 and 13 judge that scroll).
        if liftedAsFarAsItMay(field, top: top) && final.minY >= top - eps { return nil }
        if final.height <= bottom - top + eps {
            if final.minY < top - eps || final.maxY > bottom + eps {
                return
                    Finding(
                        .outsideRoom,
                        "\(field.id) ends at \(final) but must lie between T = \(top) and B = \(bottom) (\(placement.summary))"
                    )
            }
        } else if abs(final.minY - top) > eps {
            return
                Finding(
                    .tallFieldNotAtTop,
                    "\(field.id) (\(final.height) tall) does not fit between T = \(top) and B = \(bottom): its top must be at T, is at \(final.minY)"
                )
        }
        return nil
    }

    // 2
    func minimal() -> Finding? {
        if let scroll = placement.scroll,
            let container = facts.scene.containers.first(where: { $0.id == scroll.container }),
            scroll.contentInset == container.contentInset, scroll.contentOffset == container.contentOffset
        {
            return Finding(
                .adjustmentChangesNothing, "adjusts \(scroll.container) to the inset and offset it already has")
        }
        guard let (field, _, top, bottom) = obstructed else {
            return placement == .rest
                ? nil : Finding(.movedWithNothingToReveal, "nothing to reveal, yet \(placement.summary)")
        }
        // Where the field is once the container (if any) has scrolled, before the host shift.
        let scrolled = Oracle.finalReveal(field, in: facts.scene, placement: placement).offsetBy(dx: 0, dy: shift)
        if scrolled.maxY <= bottom + eps || scrolled.minY <= top + eps {
            guard shift <= eps else {
                return Finding(
                    .shiftNotNeeded,
                    "\(field.id) at \(scrolled) needs no shift (T = \(top), B = \(bottom)), got \(placement.summary)")
            }
            return scrollMinimal(field, top: top, bottom: bottom)
        }
        if shift <= 0 && !liftedAsFarAsItMay(field, top: top) {
            return Finding(
                .hiddenButNotShifted, "\(field.id) at \(scrolled) is hidden below B = \(bottom), but nothing shifted")
        }
        // Any shift less would leave it hidden: the shift is at most what the bottom needs.
        if shift > scrolled.maxY - bottom + eps {
            return Finding(
                .shiftMoreThanNeeded,
                "shift \(shift) is more than needed: \(scrolled.maxY - bottom) brings \(field.id) to B = \(bottom)")
        }
        return scrollMinimal(field, top: top, bottom: bottom)
    }

    /// The container scrolls by the least amount that brings the field between its visible top
    /// and `B` (its top to the visible top when it is taller than that room), clamped to the
    /// valid offsets and never the other way; a field already there leaves it where it is.
    private func scrollMinimal(_ field: Field, top: Double, bottom: Double) -> Finding? {
        guard let container = scrollingContainer, let band = band else { return nil }
        let base = Oracle.baseReveal(field, in: facts.scene)
        let least = Oracle.LeastScroll(base, in: container, band: band, top: top, bottom: bottom)
        let (topLimit, bottomLimit, needed) = (least.topLimit, least.bottomLimit, least.needed)
        let offset = container.contentOffset.y
        var expected = offset + needed
        if needed != 0 {
            let clamped = min(max(expected, least.valid.lowerBound), least.valid.upperBound)
            expected = (clamped - offset) * needed > 0 ? clamped : offset
        }
        let actual = placement.contentOffset(of: container).y
        if abs(actual - expected) > eps {
            let why = needed == 0 ? "is already visible" : "needs the least scroll, clamped, to \(expected)"
            return
                Finding(
                    .scrollNotLeast,
                    "\(field.id) at \(base) \(why) in \(container.id) (\(topLimit) ... \(bottomLimit)), yet it scrolled to \(actual)"
                )
        }
        return nil
    }

    // 3
    func neverDownNeverPastTop() -> Finding? {
        if decision.hostOffset > 0 { return Finding(.movedDown, "host view moved down by \(decision.hostOffset)") }
        // Nothing moved is exactly 0: a -0 would print as "-0.0" and carry its sign into sums.
        if decision.hostOffset == 0 && decision.hostOffset.sign == .minus {
            return Finding(.negativeZero, "offset is -0, not 0")
        }
        if let scroll = placement.scroll {
            guard let container = facts.scene.containers.first(where: { $0.id == scroll.container }) else {
                return Finding(.adjustsUnknownContainer, "adjusts \(scroll.container), which the scene does not have")
            }
            let original = container.contentInset
            let inset = scroll.contentInset
            if inset.bottom < original.bottom || inset.top != original.top || inset.left != original.left
                || inset.right != original.right
            {
                return Finding(
                    .insetBelowOriginal,
                    "\(scroll.container) inset \(inset) is below or beside its original \(original)")
            }
            // A scroll the engine makes stays within the content (with the new inset).
            if scroll.contentOffset != container.contentOffset {
                let valid = Oracle.offsets(of: container, inset: inset)
                if scroll.contentOffset.y < valid.lowerBound - eps || scroll.contentOffset.y > valid.upperBound + eps {
                    return
                        Finding(
                            .scrolledOutsideContent,
                            "\(scroll.container) scrolled to \(scroll.contentOffset.y), outside \(valid.lowerBound) ... \(valid.upperBound)"
                        )
                }
            }
        }
        guard let field = focusedField else { return nil }
        let top = visibleTop
        let base = Oracle.baseReveal(field, in: facts.scene)
        let final = Oracle.finalReveal(field, in: facts.scene, placement: placement)
        if base.minY >= top - eps && final.minY < top - eps {
            return Finding(
                .pushedAboveTop, "\(field.id) pushed above T = \(top): its top went from \(base.minY) to \(final.minY)")
        }
        if scrollsItself(field), shift > eps, field.frame.minY - shift < top - eps {
            return Finding(
                .textViewLiftedAboveTop,
                "\(field.id) scrolls itself, yet the host lifted its top from \(field.frame.minY) to \(field.frame.minY - shift), above T = \(top)"
            )
        }
        return nil
    }

    // 4
    func restoreOnHide() -> Finding? {
        guard let event, event.phase.isHide, facts.attached else { return nil }
        if decision.hostOffset.bitPattern != 0 {
            return Finding(.offsetAfterHide, "after \(event.phase) the offset is \(decision.hostOffset), not exactly 0")
        }
        if let scroll = placement.scroll {
            let container = facts.scene.containers.first { $0.id == scroll.container }
            if container?.contentInset != scroll.contentInset || container?.contentOffset != scroll.contentOffset {
                return
                    Finding(
                        .containerNotRestored,
                        "after \(event.phase) \(scroll.container) has inset \(scroll.contentInset) offset \(scroll.contentOffset), not its original"
                    )
            }
        }
        if keyboardWasHidden && decision.changed {
            return Finding(.secondHideChanged, "a second hide changed the decision")
        }
        return nil
    }

    // 5
    func noDoubleShift(_ fresh: Placement?) -> Finding? {
        guard let fresh else {
            return Finding(.freshModelRefused, "a fresh model refused the current scene, keyboard and focus")
        }
        if !placement.isClose(to: fresh) {
            return Finding(
                .historyDependent, "after this history \(placement.summary), but from scratch \(fresh.summary)")
        }
        if repeatsPrevious, decision.changed {
            return Finding(.repeatChanged, "a repeated identical notification changed the decision")
        }
        return nil
    }

    // 6
    func undockedAndHardware() -> Finding? {
        guard facts.attached else { return nil }
        let kind = Oracle.kind(of: facts.keyboard, in: facts.scene)
        if kind == .undocked && !facts.configuration.followsUndockedKeyboard && placement != .rest {
            return Finding(.undockedMoved, "an undocked keyboard \(facts.keyboard!) moved things: \(placement.summary)")
        }
        if kind == .hardware, scrollingContainer == nil, let (field, _, top, bottom) = obstructed {
            let base = Oracle.baseReveal(field, in: facts.scene)
            let expected = min(max(0, base.maxY - bottom), max(0, base.minY - top))
            if abs(shift - expected) > eps {
                return Finding(
                    .hardwareShift,
                    "hardware keyboard \(facts.keyboard!) (visible bar only) needs shift \(expected), got \(shift)")
            }
        }
        return nil
    }

    // 8
    func animationPassThrough() -> Finding? {
        guard facts.attached else { return nil }  // an ignored notification causes nothing to animate
        if let event {
            if decision.animation != event.animation {
                return
                    Finding(
                        .keyboardAnimation,
                        "\(event.phase) with \(event.duration) s, curve \(event.curve) animated as \(decision.animation.duration) s, curve \(decision.animation.curve)"
                    )
            }
        } else {
            if decision.animation != facts.configuration.defaultAnimation {
                return Finding(
                    .defaultAnimation,
                    "a non-keyboard input animated as \(decision.animation), not the configured default")
            }
        }
        return nil
    }

    // 10
    func finite() -> Finding? {
        guard decision.hostOffset.isFinite, decision.animation.duration.isFinite else {
            return Finding(
                .nonFiniteOffset,
                "non-finite output: offset \(decision.hostOffset), duration \(decision.animation.duration)")
        }
        if let scroll = placement.scroll, !(scroll.contentInset.isFinite && scroll.contentOffset.isFinite) {
            return Finding(
                .nonFiniteScroll,
                "non-finite output: \(scroll.container) inset \(scroll.contentInset), offset \(scroll.contentOffset)")
        }
        return nil
    }

    // 11
    func scrollInsets() -> Finding? {
        guard facts.attached, let container = scrollingContainer, let band = band else {
            // A text view that fits the room (or with no keyboard over it) is the host's to reveal.
            if facts.attached, let scroll = placement.scroll, let field = focusedField,
                scroll.container == field.ownContainer
            {
                return Finding(
                    .adjustsOtherContainer,
                    "adjusts \(scroll.container), \(field.id) itself, which only a text view taller than the room does")
            }
            if let scroll = placement.scroll,
                let container = facts.scene.containers.first(where: { $0.id == scroll.container }),
                scroll.contentInset != container.contentInset
            {
                return
                    Finding(
                        .insetWithoutKeyboard,
                        "\(scroll.container) keeps an added inset \(scroll.contentInset) with no keyboard over the focused field's container"
                    )
            }
            return nil
        }
        if let scroll = placement.scroll, scroll.container != container.id {
            return Finding(
                .adjustsOtherContainer, "adjusts \(scroll.container) while the focused field is in \(container.id)")
        }
        let inset = placement.contentInset(of: container)
        let added = inset.bottom - container.contentInset.bottom
        let expected = Oracle.overlap(of: band, with: container)
        if abs(added - expected) > eps {
            return Finding(
                .insetNotOverlap,
                "\(container.id) inset grew by \(added), but the keyboard overlaps its clear region by \(expected)")
        }
        return nil
    }

    // 12
    func lifecycle() -> Finding? {
        if attaching { return attachAvoidsKeyboard() }
        guard !facts.attached else { return nil }
        if placement != .rest { return Finding(.movedWhileDetached, "detached, yet \(placement.summary)") }
        if event != nil, decision.changed {
            return Finding(.changedWhileDetached, "a notification after detach changed the decision")
        }
        return nil
    }

    /// An attach under a keyboard that covers the focused field (shown, changed or left up while
    /// the view was away: the keyboard is the system's) reveals it: it does not stay at rest.
    private func attachAvoidsKeyboard() -> Finding? {
        guard placement == .rest, let (field, _, top, bottom) = obstructed else { return nil }
        let base = Oracle.baseReveal(field, in: facts.scene)
        guard base.maxY - bottom > eps, base.minY - top > eps else { return nil }
        return Finding(
            .attachIgnoresKeyboard,
            "attached under a keyboard that covers \(field.id) (its bottom at \(base.maxY), the line less the distance at \(bottom)), yet at rest"
        )
    }

    /// Invariant 13: a field in a scroll container is revealed by the container as far as its
    /// content and inset allow before the host view moves.
    func containerFirst() -> Finding? {
        // Only while the engine handles containers and a keyboard covers the field.
        guard let container = scrollingContainer, let band = self.band,
            let (field, _, top, _) = obstructed, shift > eps
        else { return nil }
        let inset = placement.contentInset(of: container)
        let offset = placement.contentOffset(of: container).y
        let highest = Oracle.offsets(of: container, inset: inset).upperBound
        // Where the field is once the container has scrolled, before the host shift.
        let scrolled = Oracle.finalReveal(field, in: facts.scene, placement: placement)
            .offsetBy(dx: 0, dy: shift)
        let topLimit = max(container.frame.minY + container.contentInset.top, top)
        // Scrolled to the end of its content, or further would hide the field's top: the
        // host view may move. (An obstruction the container does not overlap leaves it
        // nothing to scroll for.)
        let further = min(highest - offset, scrolled.minY - topLimit)
        guard further > eps, Oracle.overlap(of: band, with: container) > 0 || scrolled.maxY > container.frame.maxY
        else { return nil }
        return
            Finding(
                .hostShiftBeforeScroll,
                "the host view moved up \(shift) while \(container.id) could scroll \(further) further (offset \(offset), at most \(highest))"
            )
    }
}
