import AvoidCore

/// An independent restatement of the intended semantics (Documentation/Using/AvoidCore.md), written apart
/// from the engine, that the checker judges models against. It reuses only AvoidCore's data
/// types; what must be rejected is restated too (`Validity`).
enum Oracle {
    /// Absolute tolerance for comparing computed positions (points).
    static let epsilon = 1e-6

    /// What a keyboard frame means (Documentation/Using/AvoidCore.md, "Keyboard classes").
    enum KeyboardKind: Equatable { case none, zero, undocked, hardware, docked }

    static func kind(of frame: Rect?, in scene: Scene) -> KeyboardKind {
        guard let frame else { return .none }
        if frame.width == 0 || frame.height == 0 { return .zero }
        let bottom = scene.screen.height
        if frame.minY >= bottom { return .none }
        let touchesBottom = frame.maxY >= bottom - 1
        let spansWindow =
            frame.minX <= max(scene.window.minX, 0) + 1 && frame.maxX >= min(scene.window.maxX, scene.screen.width) - 1
        if !touchesBottom || !spansWindow || frame.minY <= 0 { return .undocked }
        return frame.maxY > bottom + 1 ? .hardware : .docked
    }

    /// The covered band of the host view: its top (the keyboard line, lowered to a visible
    /// bottom bar) and horizontal extent, in host-view coordinates; `nil` when nothing is covered.
    struct Band {
        var line: Double
        var left: Double
        var right: Double
        /// The covered rectangle's bottom (for floating keyboards, which cover a band, not a bottom).
        var bottom: Double
        var floating: Bool
    }

    static func band(keyboard frame: Rect?, scene: Scene, followsUndocked: Bool) -> Band? {
        let keyboardKind = kind(of: frame, in: scene)
        switch keyboardKind {
        case .none, .zero: return nil
        case .undocked where !followsUndocked: return nil
        default: break
        }
        guard let frame else { return nil }
        let floating = keyboardKind == .undocked
        if floating && frame.minY <= 0 { return nil }  // reaches the top: nothing can move above it
        let window = scene.window
        let host = scene.hostFrame
        // Visible on screen and inside the window, in screen coordinates.
        let top = max(frame.minY, 0, window.minY)
        let bottom = min(frame.maxY, scene.screen.height, window.maxY)
        let left = max(frame.minX, 0, window.minX)
        let right = min(frame.maxX, scene.screen.width, window.maxX)
        guard bottom > top, right > left else { return nil }
        // Into host-view coordinates, clipped to the host view.
        let dx = window.minX + host.minX
        let dy = window.minY + host.minY
        let hostTop = max(top - dy, 0)
        let hostBottom = min(bottom - dy, host.height)
        let hostLeft = max(left - dx, 0)
        let hostRight = min(right - dx, host.width)
        guard hostBottom > hostTop, hostRight > hostLeft else { return nil }
        var line = hostTop
        if !floating {
            for bar in scene.bars where bar.kind == .tabBar || bar.kind == .toolbar {
                line = min(line, bar.frame.minY)
            }
        }
        return Band(line: line, left: hostLeft, right: hostRight, bottom: hostBottom, floating: floating)
    }

    /// `T`: the safe-area top or the lowest top bar's bottom, whichever is lower on screen.
    static func visibleTop(_ scene: Scene) -> Double {
        var top = scene.hostSafeArea.top
        for bar in scene.bars where bar.kind == .navigationBar || bar.kind == .largeTitle {
            top = max(top, bar.frame.maxY)
        }
        return top
    }

    /// The rectangle that must be visible (caret for text views), in unshifted host-view
    /// coordinates, with its container at the scene's offset.
    static func baseReveal(_ field: Field, in scene: Scene) -> Rect {
        var rect = field.frame
        if case .multiLine(let caret) = field.kind {
            rect = Rect(
                x: field.frame.minX + caret.minX, y: field.frame.minY + caret.minY, width: caret.width,
                height: caret.height)
        }
        if let id = field.container, let container = scene.containers.first(where: { $0.id == id }) {
            rect = rect.offsetBy(
                dx: container.frame.minX - container.contentOffset.x,
                dy: container.frame.minY - container.contentOffset.y)
        }
        return rect
    }

    /// The bottom inset a container must gain: the band's overlap with the container's clear
    /// region (its frame less its original insets).
    static func overlap(of band: Band, with container: ScrollContainer) -> Double {
        let clearTop = container.frame.minY + container.contentInset.top
        let clearBottom = container.frame.maxY - container.contentInset.bottom
        guard clearBottom > clearTop, band.left < container.frame.maxX, container.frame.minX < band.right else {
            return 0
        }
        return max(0, clearBottom - max(band.line, clearTop))
    }

    /// The content offsets (y) a container may scroll to with `inset`: from the top inset
    /// scrolled into view to the content's end on the frame's bottom (the top when the content
    /// is shorter than the frame).
    static func offsets(of container: ScrollContainer, inset: EdgeInsets) -> ClosedRange<Double> {
        let lowest = -inset.top
        return lowest...max(lowest, container.contentSize.height + inset.bottom - container.frame.height)
    }
}
