extension AvoidanceEngine {
    /// The placement for a scene, keyboard and focus: the engine's whole decision rule, with no
    /// history. Every decision the engine returns equals this function of its current state.
    ///
    /// Translate strategy (Guides/AvoidCore.md): with `f` the rectangle to reveal (the
    /// caret for a text view), `T` the visible top, `K` the keyboard line and `d` the keyboard
    /// distance, `shift = min(max(0, f.maxY - (K - d)), max(0, f.minY - T))` and the host view
    /// moves up by `shift`. A field in a scroll container is first revealed by the container
    /// (inset by the keyboard's overlap, least scroll, clamped); the host view shifts only for
    /// what the container cannot do. Cost: O(fields + containers + bars).
    ///
    /// - Parameter keyboard: the keyboard's end frame in screen coordinates, `nil` when hidden.
    public static func placement(
        scene: Scene, keyboard: Rect?, focus: FieldID?, configuration: Configuration
    ) -> Placement {
        FocusContext(scene: scene, focus: focus).placement(keyboard: keyboard, configuration: configuration)
    }
}
