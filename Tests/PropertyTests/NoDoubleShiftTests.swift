import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 5. The decision after any history equals the decision computed from scratch for the final
/// scene, keyboard and focus; repeated identical notifications are no-ops. Catches `keyboardHeightPerShow`
/// (subtracts again on every WillShow), `unclampedTransform` (measures in transformed coordinates) and
/// `overlapOnFirstShow` (a flag skips re-layout on focus change).
@Suite struct NoDoubleShiftTests {
    @Test func noDoubleShiftHoldsForAvoidCore() {
        checkInvariant(.noDoubleShift)
    }
}
