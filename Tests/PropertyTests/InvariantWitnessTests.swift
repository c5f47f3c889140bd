import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import BugZoo
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// A test that cannot fail is a defect: each invariant's property must fail against at least
/// one deliberately wrong engine (its witness) before its green on AvoidCore means anything.
@Suite struct InvariantWitnessTests {
    @Test(arguments: Invariant.allCases)
    func invariantCatchesItsWitness(invariant: Invariant) throws {
        let witness = invariant.entry.witness
        let model = try #require(Zoo.model(named: witness))
        // The same budget as the invariant's own property: what the suite runs is what must catch.
        let (cell, _, _) = ZooMatrixTests.cell(model, invariant, shrink: false, cases: InvariantProperty.defaultCases)
        #expect(cell.caught, "\(invariant) did not catch \(model.name) in \(InvariantProperty.defaultCases) cases")
    }
}
