import AvoidCore

/// A call UIKit makes to a keyboard shell installed on a view controller: the notifications it
/// subscribes to and the appearance calls UIKit forwards to a child view controller. Nothing else
/// reaches it: a container setting the host's frame, the app changing an inset or a transform,
/// the user scrolling, a view added, all happen silently.
public enum UIKitCall: Hashable, Sendable {
    /// A keyboard notification, posted for the window's screen or for another (Stage Manager on
    /// an external display).
    case keyboard(KeyboardEvent, otherScreen: Bool)
    /// A text field's or text view's begin-editing, end-editing or text-change notification.
    case editing
    /// `viewWillAppear`; `returning` when UIKit puts the view back into its window after the call
    /// (not after a cancelled interactive pop, where it never left).
    case willAppear(returning: Bool)
    /// `viewDidAppear`.
    case didAppear
    /// `viewWillDisappear`, interactive when the user is swiping back and may still cancel.
    case willDisappear(interactive: Bool)
    /// `viewDidDisappear`: the view has left its window.
    case didDisappear
}

extension UIKitCall {
    /// Whether a shell answers the call with a read of the window and a decision: not a keyboard
    /// notification for another screen, `viewWillAppear` (a returning view is in no window yet) or
    /// an interactive `viewWillDisappear` (the swipe may still be cancelled), which leave the
    /// screen as the last answer did.
    public var isAnswered: Bool {
        switch self {
        case .keyboard(_, let otherScreen): return !otherScreen
        case .editing, .didAppear, .didDisappear: return true
        case .willAppear: return false
        case .willDisappear(let interactive): return !interactive
        }
    }
}

extension TreeStep {
    /// The calls UIKit makes to a shell for this step, in order: none for most of what the app,
    /// its containers and the user do (`Documentation/Internals/UIKitCalls.md` gives each row's
    /// evidence). A `disappear` after `popStarted` makes only the `didDisappear` call: UIKit made
    /// the `willDisappear` one when the swipe began.
    public var callsFromUIKit: [UIKitCall] {
        switch self {
        case .keyboard(let event): return [.keyboard(event, otherScreen: false)]
        case .keyboardOnAnotherScreen(let event): return [.keyboard(event, otherScreen: true)]
        case .appear: return [.willAppear(returning: true), .didAppear]
        case .willAppear: return [.willAppear(returning: true)]
        case .didAppear: return [.didAppear]
        case .disappear, .disappearResetting: return [.willDisappear(interactive: false), .didDisappear]
        case .popStarted: return [.willDisappear(interactive: true)]
        case .popCancelled: return [.willAppear(returning: false), .didAppear]
        // Typing moves a text view's caret: its text-change notification. Selecting read-only text
        // takes the first responder from the field, which posts its end-editing notification.
        case .focus, .caret, .selectReadOnlyText: return [.editing]
        case .inset, .scroll, .drag, .flick, .letGo, .transform, .layout, .layoutInside, .frame, .hugeView, .flip,
            .collapse:
            return []
        }
    }
}
