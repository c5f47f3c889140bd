import AvoidCore
import Generators

extension Scenario {
    /// The situations this scenario reaches, judged with the oracle (not any model), in
    /// declaration order. Cost: one pass over the inputs.
    public var situations: [Situation] {
        var seen = SituationSet()
        func insert(_ situation: Situation) { seen.insert(situation) }
        var facts = Facts(scene: scene, configuration: configuration)
        func noteScene(_ scene: Scene) {
            if scene.windowMode != .fullScreen { insert(.multitaskingWindow) }
            if scene.screen.width > scene.screen.height { insert(.landscape) }
            if min(scene.screen.width, scene.screen.height) >= 700 { insert(.iPad) }
            if scene.hostFrame.minX != 0 || scene.window.minX != 0 { insert(.hostOffsetHorizontally) }
            if scene.containers.contains(where: { $0.contentOffset.x != 0 }) { insert(.horizontalContentOffset) }
            if scene.containers.contains(where: { $0.contentSize.height == 0 })
                || scene.fields.contains(where: { $0.frame.height == 0 })
            {
                insert(.zeroSize)
            }
        }
        noteScene(scene)
        if configuration.defaultAnimation.duration == 0 { insert(.zeroSize) }
        // Only whether the last accepted input was a WillShow is asked of it: no input is copied.
        var previousWasWillShow = false
        // The focused field and band after the latest input (each derivation walks the scene):
        // the field only when the scene or the focus changed, the band after every input.
        var focused = facts.focusedField
        var band = facts.band(focused: focused)
        let keyboardAnimation = Animation.keyboard  // read once: a static is a guarded load each time
        for input in inputs {
            guard facts.accepts(input) else {
                insert(.malformedInput)
                continue
            }
            let covered = band != nil && focused != nil
            var isWillShow = false
            switch input {
            case .focus(let id) where band != nil:
                insert(.focusSwitchWhileKeyboardUp)
                let from = focused?.container
                let to = id.flatMap { id in facts.scene.fields.first { $0.id == id } }?.container
                if let from, let to, from != to { insert(.focusBetweenContainers) }
            case .keyboard(let event):
                if !facts.attached { insert(.notificationWhileDetached) }
                isWillShow = event.phase == .willShow
                if isWillShow && previousWasWillShow { insert(.repeatedWillShow) }
                if event.phase.isHide && covered { insert(.hideAfterShift) }
                if event.animation != keyboardAnimation { insert(.nonDefaultAnimation) }
                switch Oracle.kind(of: event.endFrame, in: facts.scene) {
                case .hardware: insert(.hardwareKeyboard)
                case .undocked: insert(.undockedKeyboard)
                default: break
                }
            case .layoutChanged(let newScene):
                if newScene.screen != facts.scene.screen { insert(.rotation) }
                noteScene(newScene)
            case .detach: insert(.detach)
            case .attach where facts.keyboard != nil: insert(.attachUnderKeyboard)
            default: break
            }
            facts.apply(input)
            previousWasWillShow = isWillShow
            switch input {
            case .keyboard, .attach, .detach: break  // the scene and the focus stay as they were
            case .focus, .caretMoved, .layoutChanged: focused = facts.focusedField
            }
            band = facts.band(focused: focused)
            if let field = focused, let band {
                let top = Oracle.visibleTop(facts.scene)
                let bottom = band.line - (field.keyboardDistance ?? configuration.keyboardDistance)
                let rect = Oracle.baseReveal(field, in: facts.scene)
                if rect.maxY > bottom && rect.minY > top { insert(.fieldHiddenBeforeShift) }
                if rect.height > bottom - top { insert(.fieldTallerThanRoom) }
                if rect.height >= bottom - top && rect.height <= bottom - top + 1 { insert(.fieldOnRoomEdge) }
                if rect.maxY == bottom || rect.maxY == band.line || rect.minY == top { insert(.exactEdge) }
                if let id = field.container, let container = facts.scene.containers.first(where: { $0.id == id }) {
                    insert(.scrollContainerFocused)
                    let visibleTop = container.frame.minY + container.contentInset.top
                    let visibleBottom = container.frame.maxY - container.contentInset.bottom
                    if rect.minY < visibleTop || rect.maxY > visibleBottom { insert(.fieldOutOfContainerView) }
                    if container.frame.maxX <= band.left || container.frame.minX >= band.right {
                        insert(.containerBesideKeyboard)
                    }
                    let least = Oracle.LeastScroll(rect, in: container, band: band, top: top, bottom: bottom)
                    if configuration.handlesScrollContainers, least.needed > 0,
                        container.contentOffset.y + least.needed >= least.valid.upperBound
                    {
                        insert(.containerRangeEnd)
                    }
                }
                if case .multiLine = field.kind { insert(.textViewCaret) }
                if configuration.handlesScrollContainers, field.container == nil, field.ownContainer != nil,
                    field.frame.height <= bottom - top, field.frame.height > bottom - top - Monotonicity.delta
                {
                    insert(.textViewOnRoomEdge)
                }
            }
        }
        return seen.members
    }
}
