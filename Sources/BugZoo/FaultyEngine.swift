import AvoidCore
import Generators

/// A restatement of AvoidCore's decision rule with one optional `Fault` switched on. With no
/// fault it must satisfy every invariant (the zoo's control), so any failure a fault causes is
/// the fault's and not the restatement's.
struct FaultyEngine: AvoidanceModel {
    let fault: Fault?
    var state: ZooState
    var keyboard: KeyboardEvent?
    var decision: Decision

    /// Creates the engine with `fault` switched on (`nil`: the faithful control).
    init(fault: Fault?, scene: Scene, configuration: Configuration) throws(EngineError) {
        self.fault = fault
        switch fault {
        case .sceneNotValidated:
            state = ZooState(unvalidated: scene, configuration: configuration)
        case .oneErrorForEveryScene:
            do { state = try ZooState(scene: scene, configuration: configuration) } catch {
                throw .invalidScene(.outOfRange(path: "scene"))
            }
        default:
            state = try ZooState(scene: scene, configuration: configuration)
        }
        if fault == .emptyContentRejected,
            let index = scene.containers.firstIndex(where: { $0.contentSize.height == 0 })
        {
            throw .invalidScene(.negativeSize(path: "containers[\(index)].contentSize"))
        }
        decision = ZooState.initialDecision(configuration)
    }

    mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        try rejectAsFaulty(input)
        decision = try decide(input)
        if fault == .everyNotificationChanges, case .keyboard = input { decision.changed = true }
        return decision
    }

    /// The faults that reject a valid input, or a malformed one with the wrong error.
    func rejectAsFaulty(_ input: Input) throws(EngineError) {
        switch (fault, input) {
        case (.unmovedKeyboardRejected?, .keyboard(let event)) where event.beginFrame == event.endFrame:
            throw .invalidKeyboardEvent(.outOfRange(key: KeyboardUserInfoKey.frameBegin))
        case (.keyboardCheckedAgainstScreenOrigin?, .keyboard(let event)) where event.endFrame.minX != 0:
            throw .invalidKeyboardEvent(.outOfRange(key: KeyboardUserInfoKey.frameEnd))
        case (.unknownFieldReportedAsNotATextView?, .focus(let id?)) where state.scene.field(id) == nil:
            throw .notATextView(id)
        default:
            break
        }
    }

    mutating func decide(_ input: Input) throws(EngineError) -> Decision {
        if fault == .mutatesBeforeValidating, case .focus(let id) = input { state.focus = id }
        if fault == .nonFiniteFramesAccepted, case .keyboard = input {
            // no validation at all
        } else {
            try state.validate(input)
        }
        if case .keyboard = input, !state.attached, fault == .keyboardForgottenWhileDetached {
            decision = state.decision(
                decision.placement, animation: state.configuration.defaultAnimation, previous: decision)
            return decision
        }
        state.apply(input)
        if input == .detach && fault == .keyboardForgottenWhileDetached { keyboard = nil }
        var animation = state.configuration.defaultAnimation
        var placement: Placement
        if case .keyboard(let event) = input {
            keyboard = event.phase.isHide ? nil : event
            // Detached, the keyboard is kept but causes nothing to animate.
            if state.attached || fault == .detachIgnored {
                animation = fault == .hardCodedAnimation ? .keyboard : event.animation
            }
            placement = place()
            if fault == .accumulatingOnRepeatedWillShow, event.phase == .willShow {
                placement.hostOffset = min(0, decision.hostOffset + placement.hostOffset)
            }
            if fault == .insetNotRestored, event.phase.isHide, let kept = decision.placement.scroll {
                placement.scroll = kept
            }
        } else if fault == .focusChangeIgnored, case .focus = input {
            placement = decision.placement
        } else if fault == .hardCodedAnimation {
            animation = .keyboard
            placement = place()
        } else {
            placement = place()
        }
        if !state.attached && fault != .detachIgnored { placement = .rest }
        decision = state.decision(placement, animation: animation, previous: decision)
        return decision
    }

    /// The decision rule, faults included.
    func place() -> Placement {
        let configuration = state.configuration
        let scene = state.scene
        guard let field = state.focusedField, let event = keyboard else { return .rest }
        var frame = fault == .beginFrameInsteadOfEnd ? event.beginFrame : event.endFrame
        if fault == .shiftScaledByKeyboardFraction, frame.width == 0 || frame.height == 0 {
            // The shift so far, times the share of the keyboard on screen: 0 / 0 for a zero-size frame.
            let visible = frame.intersection(scene.screenBounds)?.height ?? 0
            return Placement(hostOffset: decision.hostOffset * (visible / frame.height))
        }
        var kind = KeyboardClass(endFrame: frame, scene: scene)
        if fault == .undockedTreatedAsDocked && kind == .undocked { kind = .docked }
        if fault == .hardwareKeyboardFullHeight && kind == .hardwareBar {
            frame.origin.y = scene.screen.height - frame.height
            kind = .docked
        }
        guard kind.obstructs(followingUndocked: configuration.followsUndockedKeyboard) else { return .rest }
        let floating = kind == .undocked
        if floating && frame.minY <= 0 { return .rest }

        // Obstruction in host-view coordinates.
        let inHost: Rect
        if fault == .noScreenToWindowConversion {
            inHost = frame
        } else {
            guard let visible = frame.intersection(scene.screenBounds)?.intersection(scene.window) else { return .rest }
            inHost = scene.hostRect(fromScreen: visible)
        }
        guard let covered = inHost.intersection(scene.hostBounds) else { return .rest }
        var line = covered.minY
        if fault == .fullKeyboardHeight { line = scene.hostFrame.height - frame.height }
        if !floating, let barTop = scene.bottomBarTop { line = min(line, barTop) }
        if floating {
            var base = field.revealRect
            if let id = field.container, let container = scene.container(id) {
                base = base.offsetBy(
                    dx: container.frame.minX - container.contentOffset.x,
                    dy: container.frame.minY - container.contentOffset.y)
            }
            if !base.overlaps(covered) { return .rest }
        }

        let top = fault == .topBarsIgnored ? scene.hostSafeArea.top : scene.visibleTop
        var distance = field.keyboardDistance ?? configuration.keyboardDistance
        if fault == .distanceAppliedTwice { distance *= 2 }
        let bottom = line - distance

        var reveal = field.revealRect
        var scroll: ScrollAdjustment? = nil
        if let id = field.container, let container = scene.container(id) {
            if configuration.handlesScrollContainers {
                (reveal, scroll) = scrollReveal(
                    reveal, container, covered: covered, line: line, top: top, bottom: bottom,
                    keyboardHeight: frame.height)
            } else {
                reveal = reveal.offsetBy(
                    dx: container.frame.minX - container.contentOffset.x,
                    dy: container.frame.minY - container.contentOffset.y)
            }
        }
        // A text view that scrolls itself, taller than the room: its own container, and the host
        // lifts it no higher than the visible top.
        var lift = Double.infinity
        if field.container == nil, configuration.handlesScrollContainers, fault != .textViewScrollIgnored,
            let own = field.ownContainer.flatMap({ scene.container($0) }), own.frame.height > bottom - top
        {
            let content = reveal.offsetBy(
                dx: own.contentOffset.x - own.frame.minX, dy: own.contentOffset.y - own.frame.minY)
            (reveal, scroll) = scrollReveal(
                content, own, covered: covered, line: line, top: top, bottom: bottom, keyboardHeight: frame.height,
                scrollsDown: fault != .textViewScrollsOnlyUp)
            lift = own.frame.minY
        }
        if fault == .containerNamedByPosition, let adjustment = scroll,
            let position = scene.containers.firstIndex(where: { $0.id == adjustment.container })
        {
            scroll?.container = ContainerID(position)
        }
        if fault == .fieldsBelowHostIgnored && reveal.maxY > scene.hostFrame.height { return .rest }
        if fault == .historyDependentShift { reveal = reveal.offsetBy(dx: 0, dy: decision.hostOffset) }
        if fault == .fullyCoveredFieldsIgnored && reveal.minY >= line {
            return Placement(hostOffset: 0, scroll: scroll)
        }
        let needed = max(0, reveal.maxY - bottom)
        let room = max(0, min(reveal.minY, lift) - top)
        let shift = fault == .noClampAtVisibleTop ? needed : min(needed, room)
        return Placement(hostOffset: shift > 0 ? -shift : 0, scroll: scroll)
    }

    func scrollReveal(
        _ content: Rect, _ container: ScrollContainer, covered: Rect, line: Double, top: Double, bottom: Double,
        keyboardHeight: Double, scrollsDown: Bool = true
    ) -> (Rect, ScrollAdjustment?) {
        let inset = container.contentInset
        let frame = container.frame
        let clearTop = frame.minY + inset.top
        let clearBottom = frame.maxY - inset.bottom
        var overlap = 0.0
        let besideIgnored = fault == .insetBesideKeyboard
        if clearBottom > clearTop, besideIgnored || (covered.minX < frame.maxX && frame.minX < covered.maxX) {
            overlap = max(0, clearBottom - max(line, clearTop))
        }
        var newInset = inset
        newInset.bottom += fault == .insetFullKeyboardHeight && overlap > 0 ? keyboardHeight : overlap
        let topLimit = max(clearTop, top)
        let bottomLimit = min(clearBottom - overlap, bottom)
        let offset = container.contentOffset.y
        let y = frame.minY + content.minY - offset
        var target = offset
        if fault == .hostShiftInsteadOfScroll {
            target = offset
        } else if fault == .scrollsFieldToTop {
            target = offset + (y - topLimit)
        } else if content.height > bottomLimit - topLimit {
            target = offset + (y - topLimit)
        } else if y + content.height > bottomLimit {
            target = offset + (y + content.height - bottomLimit)
        } else if y < topLimit && scrollsDown {
            target = offset - (topLimit - y)
        }
        if fault == .scrollScaledByContent, newInset != inset || target != offset {
            // The scroll as a share of the content's height, scaled back: 0 / 0 for empty content.
            let content = container.contentSize.height
            target = offset + (target - offset) / content * content
        }
        if target != offset && fault != .scrollNotClamped {
            let lowest = -newInset.top
            let highest = max(lowest, container.contentSize.height + newInset.bottom - frame.height)
            let clamped = min(max(target, lowest), highest)
            target = (clamped > offset) == (target > offset) ? clamped : offset
        }
        let rect = content.offsetBy(dx: frame.minX - container.contentOffset.x, dy: frame.minY - target)
        if newInset == inset && target == offset { return (rect, nil) }
        return (
            rect,
            ScrollAdjustment(
                container: container.id, contentInset: newInset,
                contentOffset: Point(x: container.contentOffset.x, y: target))
        )
    }
}
