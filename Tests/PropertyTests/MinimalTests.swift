import AvoidCore
import PropertyKit
import Generators
import Invariants
import InvariantTesting
import PropertyKitTesting
import Testing

/// Invariant 2. No shift when the field is already visible; otherwise one point less would hide it.
/// Catches seed 003 (the keyboard's full height) and over-shifting faults.
@Suite struct MinimalTests {
    @Test func minimalHoldsForAvoidCore() {
        checkInvariant(.minimal)
    }
}
