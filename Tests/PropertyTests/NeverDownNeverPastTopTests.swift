import AvoidCore
import Generators
import Invariants
import Testing

/// Invariant 3. The host view never moves down, insets never shrink, and nothing moves a field above T.
@Suite struct NeverDownNeverPastTopTests {
    @Test func neverDownNeverPastTopHoldsForAvoidCore() {
        checkInvariant(
            .neverDownNeverPastTop,
            coverage: [
                .fieldHiddenBeforeShift: 15,
                .fieldTallerThanRoom: 2,
                .scrollContainerFocused: 4,
            ])
    }
}
