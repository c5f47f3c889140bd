import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 2. No shift when the field is already visible; otherwise one point less would hide it.
/// Catches `keyboardHeightPerShow` (the keyboard's full height) and over-shifting faults.
@Suite struct MinimalTests {
    @Test func minimalHoldsForAvoidCore() {
        checkInvariant(.minimal)
    }
}
