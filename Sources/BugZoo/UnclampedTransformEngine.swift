import AvoidCore

/// Models the article "iOS键盘弹出遮挡输入框" ("the keyboard covers the input box"; Objective-C, a
/// transform). Its mistake: a transform set on WillShow alone, measured in unconverted coordinates and
/// never clamped.
///
/// On WillShow measures the focused field's bottom in window coordinates *through the current transform*
/// and, when the keyboard's top (screen coordinates, unconverted) is above it, sets the transform to that
/// difference; WillHide resets it. No keyboard distance, no top clamp, the default animation curve, focus
/// changes recompute nothing, and the observers are never removed.
struct UnclampedTransform: ArticleAlgorithm {
    var transform = 0.0

    init() {}

    mutating func react(to event: KeyboardEvent, in state: ZooState) -> Animation {
        switch event.phase {
        case .willShow:
            if let field = state.focusedField {
                let inputBoxY = state.windowFrame(of: field).maxY + transform
                let ty = event.endFrame.minY - inputBoxY
                if ty < 0 { transform = ty }
            }
        case .willHide:
            transform = 0
        default: break
        }
        // `animateWithDuration:animations:` keeps the duration but uses the default curve (0).
        return Animation(duration: event.duration, curve: 0)
    }

    func placement(in state: ZooState) -> Placement { Placement(hostOffset: transform) }
}

typealias UnclampedTransformEngine = ArticleEngine<UnclampedTransform>
