import AvoidCore
import PropertyKit
import Generators
import Invariants
import InvariantTesting
import PropertyKitTesting
import Testing

/// Invariant 9. A taller docked keyboard never gives a smaller shift; a lower field never gives a smaller shift.
@Suite struct MonotoneTests {
    @Test func monotoneHoldsForAvoidCore() {
        checkInvariant(.monotone)
    }
}
