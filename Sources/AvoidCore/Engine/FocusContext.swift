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
    /// The focused field's container, if it has one.
    var container: ScrollContainer?

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
        container = field?.container.flatMap { scene.container($0) }
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

    /// The translate and scroll-container strategies (see `AvoidanceEngine.placement`). Cost: O(1).
    func placement(keyboard: Rect?, configuration: Configuration) -> Placement {
        placement(
            obstruction: obstruction(of: keyboard, kind: keyboardClass(of: keyboard), configuration: configuration),
            configuration: configuration)
    }

    /// The same for an obstruction already derived (the engine keeps the current one).
    /// Always inlined into the engine: called on the engine's stored context, an out-of-line call
    /// copied the whole context first (a third of the engine's time went to such copies).
    @inline(__always) func placement(obstruction: Obstruction?, configuration: Configuration) -> Placement {
        guard var reveal, let obstruction else { return .rest }

        if obstruction.isFloating {
            // A floating keyboard matters only to a field it covers.
            var base = reveal
            if let container {
                base = base.offsetBy(
                    dx: container.frame.minX - container.contentOffset.x,
                    dy: container.frame.minY - container.contentOffset.y)
            }
            guard base.overlaps(obstruction.rect) else { return .rest }
        }
        let availableBottom = obstruction.line - (distance ?? configuration.keyboardDistance)
        var scroll: ScrollAdjustment? = nil
        if let container {
            if configuration.handlesScrollContainers {
                let result = ScrollReveal(
                    content: reveal, in: container, obstruction: obstruction, visibleTop: visibleTop,
                    availableBottom: availableBottom)
                reveal = result.rect
                scroll = result.adjustment
            } else {
                reveal = reveal.offsetBy(
                    dx: container.frame.minX - container.contentOffset.x,
                    dy: container.frame.minY - container.contentOffset.y)
            }
        }
        let needed = Swift.max(0, reveal.maxY - availableBottom)
        let room = Swift.max(0, reveal.minY - visibleTop)
        let shift = Swift.min(needed, room)
        return Placement(hostOffset: shift > 0 ? -shift : 0, scroll: scroll)
    }
}
