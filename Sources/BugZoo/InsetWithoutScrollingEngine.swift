import AvoidCore

/// Models the article "[ SWIFT ] - 虛擬鍵盤" ("the virtual keyboard"; Swift, a text view's inset). Its
/// mistake: it insets the text view by the keyboard's full height and never scrolls.
///
/// On DidShow sets the bottom content inset to the keyboard's full height (end frame); on WillHide
/// restores the default inset. It never moves the view, ignores WillShow and frame changes, and only
/// knows the one container it was written for (the scene's first).
struct InsetWithoutScrolling: ArticleAlgorithm {
    var inset: Double?

    init() {}

    mutating func react(to event: KeyboardEvent, in state: ZooState) -> Animation {
        switch event.phase {
        case .didShow: inset = event.endFrame.height
        case .willHide: inset = nil
        default: break
        }
        return event.animation
    }

    func placement(in state: ZooState) -> Placement {
        guard let inset, let container = state.scene.containers.first else { return .rest }
        var contentInset = container.contentInset
        contentInset.bottom = inset
        return Placement(
            hostOffset: 0,
            scroll: ScrollAdjustment(
                container: container.id, contentInset: contentInset, contentOffset: container.contentOffset))
    }
}

typealias InsetWithoutScrollingEngine = ArticleEngine<InsetWithoutScrolling>
