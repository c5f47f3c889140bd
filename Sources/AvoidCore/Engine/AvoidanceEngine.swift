/// The keyboard-avoidance engine: a deterministic reducer from inputs to decisions.
///
/// The engine keeps only the facts (scene, keyboard end frame, focus, attached) and derives
/// every decision from them with `placement(scene:keyboard:focus:configuration:)`, computed
/// from the unshifted geometry. So a decision never depends on history: focus switches with
/// no notification, repeated WillShow and rotations cannot double-shift.
///
/// ```swift
/// var engine = try AvoidanceEngine(scene: scene)
/// _ = try engine.handle(.focus(1))
/// let decision = try engine.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: frame)))
/// view.transform = .init(translationX: 0, y: decision.hostOffset)
/// ```
public struct AvoidanceEngine: Hashable, Sendable {
    /// The configuration the engine was made with.
    public let configuration: Configuration
    /// The current, unshifted scene.
    public private(set) var scene: Scene
    /// The keyboard's end frame in screen coordinates, `nil` after a hide.
    public private(set) var keyboard: Rect?
    /// The focused field, if any. It may name a field a later layout removed (then nothing shifts).
    public private(set) var focus: FieldID?
    /// Whether the host view is attached; while detached nothing moves, but the keyboard the
    /// notifications describe is still kept: it belongs to the system, not to the view.
    public private(set) var isAttached: Bool
    /// The last decision returned.
    public private(set) var decision: Decision
    /// The scene resolved for the focus; refreshed on focus, caret and layout inputs only.
    private var context: FocusContext
    /// The keyboard's class and what it covers, derived once per notification or layout:
    /// focus and caret inputs, most of a screen's traffic, reuse them.
    private var keyboardClass: KeyboardClass = .hidden
    private var obstruction: Obstruction?

    /// Creates an attached engine with no keyboard and no focus.
    /// - Throws: `EngineError.invalidScene` or `.invalidConfiguration`.
    public init(scene: Scene, configuration: Configuration = Configuration()) throws(EngineError) {
        try configuration.validate()
        do { try scene.validate() } catch { throw .invalidScene(error) }
        self.configuration = configuration
        self.scene = scene
        self.keyboard = nil
        self.focus = nil
        self.isAttached = true
        self.context = FocusContext(scene: scene, focus: nil)
        self.decision = Decision(
            placement: .rest, animation: configuration.defaultAnimation, changed: false, keyboard: .hidden)
    }

    /// Applies one input and returns the decision. Cost: O(fields + containers + bars) for
    /// keyboard, focus and attach inputs; a layout change also validates the new scene.
    /// - Throws: `EngineError` for a malformed input; the engine is then left unchanged.
    public mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        var animation = configuration.defaultAnimation
        switch input {
        case .keyboard(let event):
            do { try event.validate() } catch { throw .invalidKeyboardEvent(error) }
            keyboard = event.phase.isHide ? nil : event.endFrame
            // Detached, the view must not move, but the keyboard is the system's: the next attach
            // avoids the one on screen then.
            if isAttached { animation = event.animation }
            deriveKeyboard()
        case .focus(let id):
            var field: Field? = nil
            if let id {
                guard let found = scene.field(id) else { throw .unknownField(id) }
                field = found
            }
            focus = id
            context.refocus(on: field, in: scene)
        case .caretMoved(let id, let caret):
            guard let index = scene.fieldIndex(id) else { throw .unknownField(id) }
            guard case .multiLine = scene.fields[index].kind else { throw .notATextView(id) }
            guard MagnitudeLimit.allows(caret), caret.width >= 0, caret.height >= 0 else { throw .invalidCaret(id) }
            scene.fields[index].kind = .multiLine(caret: caret)
            if id == focus { context.moveCaret(to: caret) }
        case .layoutChanged(let newScene):
            do { try newScene.validate() } catch { throw .invalidScene(error) }
            scene = newScene
            context = FocusContext(scene: newScene, focus: focus)
            deriveKeyboard()
        case .attach:
            isAttached = true
        case .detach:
            isAttached = false
        }
        return settle(animation: animation)
    }

    /// Re-derives the keyboard's class and obstruction after the keyboard or the scene changed.
    private mutating func deriveKeyboard() {
        keyboardClass = context.keyboardClass(of: keyboard)
        obstruction = context.obstruction(of: keyboard, kind: keyboardClass, configuration: configuration)
    }

    /// Recomputes the decision from the current facts and remembers it.
    @inline(__always) private mutating func settle(animation: Animation) -> Decision {
        let placement = isAttached ? context.placement(obstruction: obstruction, configuration: configuration) : .rest
        let next = Decision(
            placement: placement, animation: animation, changed: placement != decision.placement,
            keyboard: keyboardClass)
        decision = next
        return next
    }
}
