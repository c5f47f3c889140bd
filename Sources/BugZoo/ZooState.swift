import AvoidCore

/// The bookkeeping every zoo engine shares: the current scene and focus, and the same input
/// validation as AvoidCore (so a zoo engine is caught for its algorithm, not for its parsing).
struct ZooState: Hashable, Sendable {
    var scene: Scene
    var configuration: Configuration
    var focus: FieldID?
    var attached = true

    init(scene: Scene, configuration: Configuration) throws(EngineError) {
        try configuration.validate()
        do { try scene.validate() } catch { throw .invalidScene(error) }
        self.init(unvalidated: scene, configuration: configuration)
    }

    /// The state for a scene and configuration taken as they are (a fault that skips validation).
    init(unvalidated scene: Scene, configuration: Configuration) {
        self.scene = scene
        self.configuration = configuration
    }

    /// Validates an input the way AvoidCore does; throws without changing anything.
    func validate(_ input: Input) throws(EngineError) {
        switch input {
        case .keyboard(let event):
            do { try event.validate() } catch { throw .invalidKeyboardEvent(error) }
        case .focus(let id):
            if let id, scene.field(id) == nil { throw .unknownField(id) }
        case .caretMoved(let id, let caret):
            guard let field = scene.field(id) else { throw .unknownField(id) }
            guard case .multiLine = field.kind else { throw .notATextView(id) }
            guard MagnitudeLimit.allows(caret), caret.width >= 0, caret.height >= 0 else { throw .invalidCaret(id) }
        case .layoutChanged(let scene):
            do { try scene.validate() } catch { throw .invalidScene(error) }
        case .attach, .detach:
            break
        }
    }

    /// Applies the non-keyboard part of an input (focus, caret, layout, attach/detach).
    mutating func apply(_ input: Input) {
        switch input {
        case .focus(let id): focus = id
        case .caretMoved(let id, let caret):
            if let index = scene.fieldIndex(id) { scene.fields[index].kind = .multiLine(caret: caret) }
        case .layoutChanged(let newScene): scene = newScene
        case .attach: attached = true
        case .detach: attached = false
        case .keyboard: break
        }
    }

    var focusedField: Field? { focus.flatMap { scene.field($0) } }

    /// The focused field's frame in window coordinates (no shift), as `convertRect:toView:nil` gives.
    func windowFrame(of field: Field) -> Rect {
        var rect = field.frame
        if let id = field.container, let container = scene.container(id) {
            rect = rect.offsetBy(
                dx: container.frame.minX - container.contentOffset.x,
                dy: container.frame.minY - container.contentOffset.y)
        }
        return rect.offsetBy(dx: scene.hostFrame.minX, dy: scene.hostFrame.minY)
    }

    func decision(_ placement: Placement, animation: Animation, previous: Decision) -> Decision {
        Decision(
            placement: placement, animation: animation, changed: placement != previous.placement, keyboard: .docked)
    }

    static func initialDecision(_ configuration: Configuration) -> Decision {
        Decision(placement: .rest, animation: configuration.defaultAnimation, changed: false, keyboard: .hidden)
    }
}
