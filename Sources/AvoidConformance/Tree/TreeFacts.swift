import AvoidCore
import Generators

/// What the judge tracks of the episode itself: the keyboard shown and whether the view is up.
struct TreeFacts {
    var keyboard: KeyboardEvent?
    var attached = true

    /// The facts after `step`, as the engine's rules have them: notifications while the view is
    /// away change nothing, and the view comes back to no keyboard.
    mutating func advance(_ step: TreeStep) {
        switch step {
        case .keyboard(let event): if attached { keyboard = event.phase.isHide ? nil : event }
        case .appear: attached = true
        case .disappear, .disappearResetting:
            attached = false
            keyboard = nil
        default: break
        }
    }
}
