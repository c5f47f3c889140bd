import AvoidCore

/// Seed 003 (Objective-C, frame): on WillShow takes the keyboard size from the *begin* frame,
/// tests only the field's origin against the view's bounds shortened by the keyboard and field
/// heights, and subtracts the keyboard's full height from the view's y on every WillShow; on
/// WillHide sets y to a hard-coded 64. Animations last a hard-coded 1 s. It stops observing on
/// detach (viewWillDisappear) without restoring.
struct Seed003: SeedAlgorithm {
    var offset = 0.0

    init() {}

    mutating func react(to event: KeyboardEvent, in state: ZooState) -> Animation {
        guard state.attached else { return state.configuration.defaultAnimation }
        switch event.phase {
        case .willShow:
            if let field = state.focusedField {
                let keyboardHeight = event.beginFrame.height
                let origin = field.frame.origin
                let visibleHeight = state.scene.hostFrame.height - (keyboardHeight + field.frame.height)
                let contains =
                    origin.x >= 0 && origin.x < state.scene.hostFrame.width && origin.y >= 0 && origin.y < visibleHeight
                if !contains { offset -= keyboardHeight }
            }
        case .willHide:
            offset = 64 - state.scene.hostFrame.minY  // "64 = navigation bar height"
        default: break
        }
        return Animation(duration: 1.0, curve: 0)
    }

    func placement(in state: ZooState) -> Placement { Placement(hostOffset: offset) }
}

typealias Seed003Engine = SeedArticleEngine<Seed003>
