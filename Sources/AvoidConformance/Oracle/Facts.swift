import AvoidCore

/// What is true of the screen after each input, tracked by the checker independently of the
/// model: the scene (with caret moves applied), the keyboard's end frame (notifications tell it
/// while detached too), focus, attachment.
struct Facts {
    /// Counted up on every change, so a model made for one scene is known to fit without
    /// comparing whole scenes.
    var scene: Scene { didSet { sceneVersion &+= 1 } }
    private(set) var sceneVersion = 0
    var configuration: Configuration
    var keyboard: Rect?
    var focus: FieldID?
    var attached = true

    init(scene: Scene, configuration: Configuration) {
        self.scene = scene
        self.configuration = configuration
    }

    /// Whether a correct model must accept `input` (otherwise it must throw and change nothing).
    func accepts(_ input: Input) -> Bool { error(of: input) == nil }

    /// The error a correct model must reject `input` with, or `nil` when it must accept it.
    func error(of input: Input) -> EngineError? {
        switch input {
        case .keyboard(let event):
            return Validity.error(of: event).map(EngineError.invalidKeyboardEvent)
        case .focus(let id):
            guard let id, !scene.fields.contains(where: { $0.id == id }) else { return nil }
            return .unknownField(id)
        case .caretMoved(let id, let caret):
            guard let field = scene.fields.first(where: { $0.id == id }) else { return .unknownField(id) }
            guard case .multiLine = field.kind else { return .notATextView(id) }
            return Validity.isValid(caret) ? nil : .invalidCaret(id)
        case .layoutChanged(let scene):
            return Validity.error(of: scene).map(EngineError.invalidScene)
        case .attach, .detach:
            return nil
        }
    }

    /// Applies an accepted input.
    mutating func apply(_ input: Input) {
        switch input {
        case .keyboard(let event):
            // Attached or not: the keyboard is the system's, and an attach avoids the one up.
            keyboard = event.phase.isHide ? nil : event.endFrame
        case .focus(let id):
            focus = id
        case .caretMoved(let id, let caret):
            if let index = scene.fields.firstIndex(where: { $0.id == id }) {
                scene.fields[index].kind = .multiLine(caret: caret)
            }
        case .layoutChanged(let newScene):
            scene = newScene
        case .attach:
            attached = true
        case .detach:
            attached = false
        }
    }

    var focusedField: Field? { focus.flatMap { id in scene.fields.first { $0.id == id } } }

    /// The band the keyboard covers, when it obstructs the focused field: a docked keyboard
    /// always does; a followed floating one only when it covers the field itself.
    var band: Oracle.Band? { band(focused: focusedField) }

    /// The same, given the focused field already looked up.
    func band(focused: Field?) -> Oracle.Band? {
        guard attached,
            let band = Oracle.band(
                keyboard: keyboard, scene: scene, followsUndocked: configuration.followsUndockedKeyboard)
        else { return nil }
        if band.floating {
            guard let field = focused else { return nil }
            let rect = Oracle.baseReveal(field, in: scene)
            let covers =
                rect.minX < band.right && band.left < rect.maxX && rect.minY < band.bottom && band.line < rect.maxY
            if !covers { return nil }
        }
        return band
    }

    /// The focused field's container when the model is expected to scroll it: the container
    /// it lies in, or the text view itself when it scrolls its own text and is taller than the
    /// room `B - T` under `band` (a shorter one is revealed by the host, as any text view).
    func scrollingContainer(focused: Field?, band: Oracle.Band?) -> ScrollContainer? {
        guard configuration.handlesScrollContainers, let field = focused else { return nil }
        if let id = field.container { return scene.containers.first { $0.id == id } }
        guard let id = field.ownContainer, let band else { return nil }
        let bottom = band.line - (field.keyboardDistance ?? configuration.keyboardDistance)
        guard field.frame.height > bottom - Oracle.visibleTop(scene) else { return nil }
        return scene.containers.first { $0.id == id }
    }

    /// The inputs that bring a fresh model to these facts (invariant 5's "from scratch"), in
    /// order, up to the first `body` refuses. Called after every input, so it builds no array.
    func forEachFreshInput(_ body: (Input) -> Bool) {
        if let focus, focusedField != nil, !body(.focus(focus)) { return }
        if let keyboard, !body(.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard))) { return }
        if !attached { _ = body(.detach) }
    }
}
