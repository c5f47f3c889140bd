import AvoidCore
import Generators
import InvariantTesting
import Invariants
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 3. The host view never moves down, insets never shrink, and nothing moves a field above T.
@Suite struct NeverDownNeverPastTopTests {
    @Test func neverDownNeverPastTopHoldsForAvoidCore() {
        checkInvariant(.neverDownNeverPastTop)
    }
}
