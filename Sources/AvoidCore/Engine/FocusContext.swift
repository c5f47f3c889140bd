/// The part of a scene one decision reads, resolved for the current focus: a few rectangles
/// and the focused field with its container, no arrays. The engine keeps one and refreshes it
/// only when the scene, focus or caret changes, so a keyboard notification never walks the scene.
struct FocusContext: Hashable, Sendable {
    var screen: Size
    var window: Rect
    var hostFrame: Rect
    var visibleTop: Double
    var bottomBarTop: Double?
    /// The focused field's rectangle to reveal (its caret for a text view) in its parent's
    /// coordinates; `nil` when nothing is focused or the focused id left the scene.
    var reveal: Rect?
    /// The focused field's origin, so a caret move updates `reveal` without a scene lookup.
    var fieldOrigin: Point
    /// The focused field's own keyboard distance, if it overrides the configuration's.
    var distance: Double?
    /// The focused field's container, if it has one: the one it lies in, or the text view itself
    /// when it scrolls its own text (`isOwnContainer`; one stored value keeps the context small).
    var container: ScrollContainer?
    /// Whether `container` is the focused text view itself.
    var isOwnContainer = false

    /// Resolves `focus` in `scene`. Cost: O(fields + containers + bars).
    init(scene: Scene, focus: FieldID?) {
        screen = scene.screen
        window = scene.window
        hostFrame = scene.hostFrame
        visibleTop = scene.visibleTop
        bottomBarTop = scene.bottomBarTop
        reveal = nil
        fieldOrigin = .zero
        refocus(on: focus.flatMap { scene.field($0) }, in: scene)
    }

    /// Points the context at another field (or none) of the same scene: the scene-level values
    /// stay, so a focus change costs one container lookup. O(containers).
    @inline(__always) mutating func refocus(on field: Field?, in scene: Scene) {
        reveal = field?.revealRect
        fieldOrigin = field?.frame.origin ?? .zero
        distance = field?.keyboardDistance
        isOwnContainer = field?.container == nil && field?.ownContainer != nil
        container = (field?.container ?? field?.ownContainer).flatMap { scene.container($0) }
    }

    /// A text view's caret moved (view coordinates).
    mutating func moveCaret(to caret: Rect) {
        reveal = caret.offsetBy(dx: fieldOrigin.x, dy: fieldOrigin.y)
    }

    /// The class of a keyboard end frame on this context's screen and window.
    func keyboardClass(of keyboard: Rect?) -> KeyboardClass {
        keyboard.map { KeyboardClass(endFrame: $0, screen: screen, window: window) } ?? .hidden
    }

    /// What a keyboard end frame of class `kind` covers of this context's host view, if anything.
    @inline(__always) func obstruction(of keyboard: Rect?, kind: KeyboardClass, configuration: Configuration)
        -> Obstruction?
    {
        keyboard.flatMap {
            Obstruction(
                keyboard: $0, kind: kind, screen: screen, window: window, hostFrame: hostFrame,
                bottomBarTop: bottomBarTop,
                followingUndocked: configuration.followsUndockedKeyboard)
        }
    }
}
