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
}

extension Scenario {
    /// The situations this scenario reaches, judged with the oracle (not any model), in
    /// declaration order. Cost: one pass over the inputs.
    public var situations: [Situation] {
        var found = Set<Situation>()
        var facts = Facts(scene: scene, configuration: configuration)
        func noteScene(_ scene: Scene) {
            if scene.windowMode != .fullScreen { found.insert(.multitaskingWindow) }
            if scene.screen.width > scene.screen.height { found.insert(.landscape) }
            if min(scene.screen.width, scene.screen.height) >= 700 { found.insert(.iPad) }
        }
        noteScene(scene)
        var previous: Input?
        for input in inputs {
            guard facts.accepts(input) else {
                found.insert(.malformedInput)
                continue
            }
            let covered = facts.band != nil && facts.focusedField != nil
            switch input {
            case .focus(let id) where facts.band != nil:
                found.insert(.focusSwitchWhileKeyboardUp)
                let from = facts.focusedField?.container
                let to = id.flatMap { id in facts.scene.fields.first { $0.id == id } }?.container
                if let from, let to, from != to { found.insert(.focusBetweenContainers) }
            case .keyboard(let event):
                if !facts.attached { found.insert(.notificationWhileDetached) }
                if event.phase == .willShow, case .keyboard(let last)? = previous, last.phase == .willShow { found.insert(.repeatedWillShow) }
                if event.phase.isHide && covered { found.insert(.hideAfterShift) }
                if event.animation != Animation.keyboard { found.insert(.nonDefaultAnimation) }
                switch Oracle.kind(of: event.endFrame, in: facts.scene) {
                case .hardware: found.insert(.hardwareKeyboard)
                case .undocked: found.insert(.undockedKeyboard)
                default: break
                }
            case .layoutChanged(let newScene):
                if newScene.screen != facts.scene.screen { found.insert(.rotation) }
                noteScene(newScene)
            case .detach: found.insert(.detach)
            default: break
            }
            facts.apply(input)
            previous = input
            if let field = facts.focusedField, let band = facts.band {
                let top = Oracle.visibleTop(facts.scene)
                let bottom = band.line - (field.keyboardDistance ?? configuration.keyboardDistance)
                let rect = Oracle.baseReveal(field, in: facts.scene)
                if rect.maxY > bottom && rect.minY > top { found.insert(.fieldHiddenBeforeShift) }
                if rect.height > bottom - top { found.insert(.fieldTallerThanRoom) }
                if field.container != nil { found.insert(.scrollContainerFocused) }
                if case .multiLine = field.kind { found.insert(.textViewCaret) }
            }
        }
        return Situation.allCases.filter { found.contains($0) }
    }
}
