import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 9. A taller docked keyboard never gives a smaller shift; a lower field never gives a smaller shift.
@Suite struct MonotoneTests {
    @Test func monotoneHoldsForAvoidCore() {
        checkInvariant(.monotone)
    }
}
