import AvoidCore

/// Seed 000 (Swift, `keyBoardNeedLayout`): on WillShow, if the flag is set, moves the view up by
/// the height of the keyboard's intersection with `view.frame` and clears the flag; on WillHide
/// moves it to `+intersection height` and sets the flag. It ignores which field is focused (high
/// fields are pushed off the top), skips re-layout while the flag is clear (no update when the
/// keyboard grows or focus moves), compares screen frames with window-relative view frames and
/// never stops observing.
struct Seed000: SeedAlgorithm {
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

typealias Seed000Engine = SeedArticleEngine<Seed000>
