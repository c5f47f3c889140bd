import AvoidCore
import BugZoo
import Generators
import Invariants
import Testing

/// A test that cannot fail is a defect: each invariant's property must fail against at least
/// one deliberately wrong engine (its witness) before its green on AvoidCore means anything.
@Suite struct InvariantWitnessTests {
    static let witnesses: [Invariant: String] = [
        .visibleAfterShift: "seed000",
        .minimal: "seed003",
        .neverDownNeverPastTop: Fault.noClampAtVisibleTop.rawValue,
        .restoreOnHide: Fault.insetNotRestored.rawValue,
        .noDoubleShift: Fault.accumulatingOnRepeatedWillShow.rawValue,
        .undockedAndHardware: Fault.undockedTreatedAsDocked.rawValue,
        .windowInvariance: Fault.noScreenToWindowConversion.rawValue,
        .animationPassThrough: Fault.hardCodedAnimation.rawValue,
        .monotone: Fault.fullyCoveredFieldsIgnored.rawValue,
        .finiteAndTotal: Fault.nonFiniteFramesAccepted.rawValue,
        .scrollInsets: Fault.insetFullKeyboardHeight.rawValue,
        .lifecycle: Fault.detachIgnored.rawValue,
    ]

    @Test(arguments: Invariant.allCases)
    func invariantCatchesItsWitness(invariant: Invariant) throws {
        let witness = try #require(Self.witnesses[invariant])
        let model = try #require(Zoo.model(named: witness))
        // The same budget as the invariant's own property: what the suite runs is what must catch.
        let (cell, _, _) = BugZooTests.cell(model, invariant, shrink: false, cases: defaultCasesPerInvariant)
        #expect(cell.caught, "\(invariant) did not catch \(model.name) in \(defaultCasesPerInvariant) cases")
    }
}
