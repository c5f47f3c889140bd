import AvoidCore
import PropertyKit
import Generators
import Invariants
import InvariantTesting
import PropertyKitTesting
import Testing

/// Invariant 3. The host view never moves down, insets never shrink, and nothing moves a field above T.
@Suite struct NeverDownNeverPastTopTests {
    @Test func neverDownNeverPastTopHoldsForAvoidCore() {
        checkInvariant(.neverDownNeverPastTop)
    }
}
