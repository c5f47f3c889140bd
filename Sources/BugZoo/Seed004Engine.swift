import AvoidCore

/// Seed 004 (Swift, text view inset): on DidShow sets the text view's bottom content inset to
/// the keyboard's full height (end frame), on WillHide restores the default inset. It never
/// scrolls and never moves the view, ignores WillShow and frame changes, and only knows the one
/// container it was written for (the scene's first).
struct Seed004: SeedAlgorithm {
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

typealias Seed004Engine = SeedArticleEngine<Seed004>
