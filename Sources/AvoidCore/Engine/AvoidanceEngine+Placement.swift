extension AvoidanceEngine {
    /// The placement for a scene, keyboard and focus: the engine's whole decision rule, with no
    /// history. Every decision the engine returns equals this function of its current state.
    ///
    /// Translate strategy (semantics page, section 3): with `f` the rectangle to reveal,
    /// `T` the visible top, `K` the keyboard line and `d` the keyboard distance,
    /// `shift = min(max(0, f.maxY - (K - d)), max(0, f.minY - T))` and the host view moves up
    /// by `shift`. A field in a scroll container is first revealed by the container; the host
    /// view shifts only for what the container cannot do. Cost: O(fields + containers + bars).
    ///
    /// - Parameter keyboard: the keyboard's end frame in screen coordinates, `nil` when hidden.
    public static func placement(
        scene: Scene, keyboard: Rect?, focus: FieldID?, configuration: Configuration
    ) -> Placement {
        guard let focus, let field = scene.field(focus),
            let obstruction = Obstruction(
                keyboard: keyboard, scene: scene, followingUndocked: configuration.followsUndockedKeyboard)
        else { return .rest }

        let visibleTop = scene.visibleTop
        let availableBottom = obstruction.line - (field.keyboardDistance ?? configuration.keyboardDistance)
        var reveal = field.revealRect
        var scroll: ScrollAdjustment? = nil
        if let id = field.container, let container = scene.container(id) {
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
