import AvoidCore

/// Models the article "Swift makes the input box pop up along with the keyboard to prevent the input method
/// from blocking the input box" (Swift, a `keyBoardNeedLayout` flag). Its mistake: it moves the whole view
/// up by the keyboard's overlap, once per show, whatever field is focused.
///
/// On WillShow, if the flag is set, moves the view up by the height of the keyboard's intersection with
/// `view.frame` and clears the flag; on WillHide moves it to `+intersection height` and sets the flag.
/// High fields are pushed off the top, nothing is updated while the flag is clear (the keyboard growing,
/// focus moving), screen frames are compared with window-relative view frames, and it never stops
/// observing.
struct OverlapOnFirstShow: ArticleAlgorithm {
    var needsLayout = true
    var offset = 0.0

    init() {}

    mutating func react(to event: KeyboardEvent, in state: ZooState) -> Animation {
        // `view.frame` as the seed sees it: the host frame moved by the current offset.
        let viewFrame = state.scene.hostFrame.offsetBy(dx: 0, dy: offset)
        let delta = event.endFrame.intersection(viewFrame)?.height ?? 0
        switch event.phase {
        case .willShow where needsLayout:
            offset = -delta
            needsLayout = false
        case .willHide:
            offset = delta
            needsLayout = true
        default: break
        }
        return event.animation
    }

    func placement(in state: ZooState) -> Placement { Placement(hostOffset: offset) }
}

typealias OverlapOnFirstShowEngine = ArticleEngine<OverlapOnFirstShow>
