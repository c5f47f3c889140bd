import AvoidCore
import Generators
import InvariantTesting
import Invariants
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 5. The decision after any history equals the decision computed from scratch for the final
/// scene, keyboard and focus; repeated identical notifications are no-ops. Catches seed 003
/// (subtracts again on every WillShow), seed 002 (measures in transformed coordinates) and
/// seed 000 (a flag skips re-layout on focus change).
@Suite struct NoDoubleShiftTests {
    @Test func noDoubleShiftHoldsForAvoidCore() {
        checkInvariant(.noDoubleShift)
    }
}
