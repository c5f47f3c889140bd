import AvoidCore
import Generators

/// What the judge tracks of the episode itself: the keyboard shown and whether the view is up.
struct TreeFacts {
    var keyboard: KeyboardEvent?
    var attached = true

    /// The facts after `step`. The keyboard is the system's: notifications tell it while the view
    /// is away too, it may stay up across a disappearance, and the view comes back under the
    /// keyboard on screen then; nothing moves while the view is away.
    mutating func advance(_ step: TreeStep) {
        switch step {
        case .keyboard(let event): keyboard = event.phase.isHide ? nil : event
        case .appear, .didAppear: attached = true
        case .disappear, .disappearResetting: attached = false
        default: break
        }
    }
}
