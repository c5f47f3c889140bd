import AvoidCore

/// One check inside a judge: the thing a violation says went wrong. Every check names the
/// invariant it judges; the witness tests show each catching a wrong engine as the first check
/// to fail, so no line of the judge counts untested.
package enum Check: String, CaseIterable, Hashable, Sendable, Codable {
    // I1 visible after shift
    case outsideRoom, tallFieldNotAtTop
    // I2 minimal
    case adjustmentChangesNothing, movedWithNothingToReveal, shiftNotNeeded, hiddenButNotShifted
    case shiftMoreThanNeeded, scrollNotLeast
    // I3 never down, never past the top
    case movedDown, negativeZero, adjustsUnknownContainer, insetBelowOriginal, scrolledOutsideContent
    case pushedAboveTop, textViewLiftedAboveTop
    // I4 restore on hide
    case offsetAfterHide, containerNotRestored, secondHideChanged
    // I5 no double shift
    case freshModelRefused, historyDependent, repeatChanged
    // I6 undocked and hardware keyboards
    case undockedMoved, hardwareShift
    // I7 window invariance
    case acceptedInOneWindowOnly, windowDependent
    // I8 animation pass-through
    case keyboardAnimation, defaultAnimation
    // I9 monotone
    case tallerKeyboardLessShift, lowerFieldLessShift
    // I10 finite and total
    case nonFiniteOffset, nonFiniteScroll, wrongSceneError, validSceneRejected, invalidSceneAccepted
    case validInputRejected, stateChangedOnRejection, wrongInputError, malformedInputAccepted
    // I11 scroll insets
    case insetWithoutKeyboard, adjustsOtherContainer, insetNotOverlap
    // I12 lifecycle
    case movedWhileDetached, changedWhileDetached, attachIgnoresKeyboard
    // I13 container first
    case hostShiftBeforeScroll

    /// The invariant this check judges.
    package var invariant: Invariant {
        switch self {
        case .outsideRoom, .tallFieldNotAtTop: .visibleAfterShift
        case .adjustmentChangesNothing, .movedWithNothingToReveal, .shiftNotNeeded, .hiddenButNotShifted,
            .shiftMoreThanNeeded, .scrollNotLeast:
            .minimal
        case .movedDown, .negativeZero, .adjustsUnknownContainer, .insetBelowOriginal, .scrolledOutsideContent,
            .pushedAboveTop, .textViewLiftedAboveTop:
            .neverDownNeverPastTop
        case .offsetAfterHide, .containerNotRestored, .secondHideChanged: .restoreOnHide
        case .freshModelRefused, .historyDependent, .repeatChanged: .noDoubleShift
        case .undockedMoved, .hardwareShift: .undockedAndHardware
        case .acceptedInOneWindowOnly, .windowDependent: .windowInvariance
        case .keyboardAnimation, .defaultAnimation: .animationPassThrough
        case .tallerKeyboardLessShift, .lowerFieldLessShift: .monotone
        case .nonFiniteOffset, .nonFiniteScroll, .wrongSceneError, .validSceneRejected, .invalidSceneAccepted,
            .validInputRejected, .stateChangedOnRejection, .wrongInputError, .malformedInputAccepted:
            .finiteAndTotal
        case .insetWithoutKeyboard, .adjustsOtherContainer, .insetNotOverlap: .scrollInsets
        case .movedWhileDetached, .changedWhileDetached, .attachIgnoresKeyboard: .lifecycle
        case .hostShiftBeforeScroll: .containerFirst
        }
    }
}

/// What one check found: which check, and what it saw.
struct Finding {
    let check: Check
    let message: String

    init(_ check: Check, _ message: String) {
        self.check = check
        self.message = message
    }
}
