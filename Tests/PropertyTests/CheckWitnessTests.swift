import AvoidConformance
import AvoidCore
import BugZoo
import Generators
import PropertyKit
import Testing

/// A check that no wrong engine trips is a line of the judge nobody has seen fail. Every check
/// inside every judge has a witness here: a zoo engine whose first broken check, on some
/// generated case, is exactly that one (no earlier check of the judge fires first).
@Suite struct CheckWitnessTests {
    /// The witness of each check, and whether it is found among hostile scenes (invalid starting
    /// scenes, which only invariant 10 is judged on) rather than realistic ones.
    static let witnesses: [Check: (engine: String, hostile: Bool)] = [
        .outsideRoom: ("fullyCoveredFieldsIgnored", false),
        .tallFieldNotAtTop: ("noClampAtVisibleTop", false),
        .adjustmentChangesNothing: ("insetWithoutScrolling", false),
        .movedWithNothingToReveal: ("undockedTreatedAsDocked", false),
        .shiftNotNeeded: ("fullKeyboardHeight", false),
        .hiddenButNotShifted: ("fullyCoveredFieldsIgnored", false),
        .shiftMoreThanNeeded: ("distanceAppliedTwice", false),
        .scrollNotLeast: ("scrollsFieldToTop", false),
        .movedDown: ("keyboardHeightPerShow", false),
        .negativeZero: ("overlapOnFirstShow", false),
        .adjustsUnknownContainer: ("containerNamedByPosition", false),
        .insetBelowOriginal: ("insetWithoutScrolling", false),
        .scrolledOutsideContent: ("scrollNotClamped", false),
        .pushedAboveTop: ("noClampAtVisibleTop", false),
        .textViewLiftedAboveTop: ("textViewScrollIgnored", false),
        .offsetAfterHide: ("keyboardHeightPerShow", false),
        .containerNotRestored: ("insetNotRestored", false),
        .secondHideChanged: ("everyNotificationChanges", false),
        .freshModelRefused: ("unmovedKeyboardRejected", false),
        .historyDependent: ("historyDependentShift", false),
        .repeatChanged: ("everyNotificationChanges", false),
        .undockedMoved: ("undockedTreatedAsDocked", false),
        .hardwareShift: ("hardwareKeyboardFullHeight", false),
        .acceptedInOneWindowOnly: ("keyboardCheckedAgainstScreenOrigin", false),
        .windowDependent: ("noScreenToWindowConversion", false),
        .keyboardAnimation: ("hardCodedAnimation", false),
        .defaultAnimation: ("hardCodedAnimation", false),
        .tallerKeyboardLessShift: ("fullyCoveredFieldsIgnored", false),
        .lowerFieldLessShift: ("fieldsBelowHostIgnored", false),
        .nonFiniteOffset: ("shiftScaledByKeyboardFraction", false),
        .nonFiniteScroll: ("scrollScaledByContent", false),
        .wrongSceneError: ("oneErrorForEveryScene", true),
        .validSceneRejected: ("emptyContentRejected", false),
        .invalidSceneAccepted: ("sceneNotValidated", true),
        .validInputRejected: ("unmovedKeyboardRejected", false),
        .stateChangedOnRejection: ("mutatesBeforeValidating", false),
        .wrongInputError: ("unknownFieldReportedAsNotATextView", false),
        .malformedInputAccepted: ("nonFiniteFramesAccepted", false),
        .insetWithoutKeyboard: ("undockedTreatedAsDocked", false),
        .adjustsOtherContainer: ("focusChangeIgnored", false),
        .insetNotOverlap: ("insetFullKeyboardHeight", false),
        .movedWhileDetached: ("detachIgnored", false),
        .changedWhileDetached: ("everyNotificationChanges", false),
        .attachIgnoresKeyboard: ("keyboardForgottenWhileDetached", false),
        .hostShiftBeforeScroll: ("hostShiftInsteadOfScroll", false),
    ]

    @Test func everyCheckHasAWitness() {
        #expect(Set(Self.witnesses.keys) == Set(Check.allCases))
    }

    /// Searches generated cases for one where the witness's first broken check is `check`.
    @Test(arguments: Check.allCases)
    func theWitnessTripsThisCheckFirst(check: Check) throws {
        let witness = try #require(Self.witnesses[check])
        let model = try #require(Zoo.model(named: witness.engine))
        var configuration = PropertyConfiguration()
        configuration.seed = 0x2001
        configuration.cases = 5_000
        configuration.shrinks = false
        configuration.timeBudget = .seconds(60)
        let scenarios = witness.hostile ? HostileGen.scenario : Gen<Scenario>.scenario
        let seen = Locked<[Check: Int]>([:])
        let report = runProperty("witness \(check)", scenarios, configuration: configuration) { scenario in
            guard let found = model.firstViolation(of: [check.invariant], in: scenario)?.check else { return }
            seen.withLock { $0[found, default: 0] += 1 }
            try require(found != check)
        }
        #expect(
            report.counterexample != nil,
            "\(model.name) never tripped \(check) first in \(report.casesRun) cases; its first checks were \(seen.withLock { $0 })"
        )
    }
}
