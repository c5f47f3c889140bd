import AvoidCore
import Generators
import Invariants
import Testing

/// Invariant 9. A taller docked keyboard never gives a smaller shift; a lower field never gives a smaller shift.
@Suite struct MonotoneTests {
    @Test func monotoneHoldsForAvoidCore() {
        checkInvariant(
            .monotone,
            coverage: [
                .fieldHiddenBeforeShift: 15,
                .fieldTallerThanRoom: 2,
            ])
    }
}
