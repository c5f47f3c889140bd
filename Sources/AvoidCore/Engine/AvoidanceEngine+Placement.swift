extension AvoidanceEngine {
    /// The placement for a scene, keyboard and focus: the engine's whole decision rule, with no
    /// history. Every decision the engine returns equals this function of its current state.
    ///
    /// Translate strategy (Documentation/Using/AvoidCore.md): with `f` the rectangle to reveal (the
    /// caret for a text view), `T` the visible top, `K` the keyboard line and `d` the keyboard
    /// distance, `shift = min(max(0, f.maxY - (K - d)), max(0, f.minY - T))` and the host view
    /// moves up by `shift`. A field in a scroll container is first revealed by the container
    /// (inset by the keyboard's overlap, least scroll, clamped); the host view shifts only for
    /// what the container cannot do. A text view that scrolls itself (`Field.ownContainer`) and
    /// is taller than the room `B - T` is its own container, and the host never moves its top
    /// above `T`. Cost: O(fields + containers + bars).
    ///
    /// - Parameter keyboard: the keyboard's end frame in screen coordinates, `nil` when hidden.
    public static func placement(
        scene: Scene, keyboard: Rect?, focus: FieldID?, configuration: Configuration
    ) -> Placement {
        FocusContext(scene: scene, focus: focus).placement(keyboard: keyboard, configuration: configuration)
    }
}

/// The decision rule itself, on the part of the scene it reads.
extension FocusContext {
    /// The translate and scroll-container strategies (see `AvoidanceEngine.placement`). Cost: O(1).
    func placement(keyboard: Rect?, configuration: Configuration) -> Placement {
        placement(
            obstruction: obstruction(of: keyboard, kind: keyboardClass(of: keyboard), configuration: configuration),
            configuration: configuration)
    }

    /// The same for an obstruction already derived (the engine keeps the current one).
    /// Always inlined into the engine: an out-of-line call on the engine's stored context would
    /// copy the whole context first.
    @inline(__always) func placement(obstruction: Obstruction?, configuration: Configuration) -> Placement {
        guard var reveal, let obstruction else { return .rest }

        if obstruction.isFloating {
            // A floating keyboard matters only to a field it covers.
            var base = reveal
            if let container, !isOwnContainer {
                base = base.offsetBy(
                    dx: container.frame.minX - container.contentOffset.x,
                    dy: container.frame.minY - container.contentOffset.y)
            }
            guard base.overlaps(obstruction.rect) else { return .rest }
        }
        let availableBottom = obstruction.line - (distance ?? configuration.keyboardDistance)
        var scroll: ScrollAdjustment? = nil
        // The host never lifts a text view that scrolls itself above the visible top.
        var lowestTop = Double.infinity
        if let container, isOwnContainer {
            if configuration.handlesScrollContainers, container.frame.height > availableBottom - visibleTop {
                // Taller than the room: it reveals its caret (content coordinates) like a container.
                let content = reveal.offsetBy(
                    dx: container.contentOffset.x - container.frame.minX,
                    dy: container.contentOffset.y - container.frame.minY)
                let result = ScrollReveal(
                    content: content, in: container, obstruction: obstruction, visibleTop: visibleTop,
                    availableBottom: availableBottom)
                reveal = result.rect
                scroll = result.adjustment
                lowestTop = container.frame.minY
            }
        } else if let container {
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
        let room = Swift.max(0, Swift.min(reveal.minY, lowestTop) - visibleTop)
        let shift = Swift.min(needed, room)
        return Placement(hostOffset: shift > 0 ? -shift : 0, scroll: scroll)
    }
}
