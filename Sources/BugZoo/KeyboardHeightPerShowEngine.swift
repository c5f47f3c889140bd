import AvoidCore

/// Models the article "iOS筆記：自動調整View位置，讓UITextField不被鍵盤擋住" ("move the view so the
/// keyboard does not hide the text field"; Objective-C, the view's frame). Its mistake: it takes the
/// keyboard's full height off the view's y on every WillShow, so shifts add up.
///
/// On WillShow takes the keyboard size from the *begin* frame and tests only the field's origin against
/// the view's bounds shortened by the keyboard and field heights; on WillHide sets y to a hard-coded 64.
/// Animations last a hard-coded 1 s. It stops observing on detach (viewWillDisappear) without restoring.
struct KeyboardHeightPerShow: ArticleAlgorithm {
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

typealias KeyboardHeightPerShowEngine = ArticleEngine<KeyboardHeightPerShow>
