import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 4. After a hide the offset is exactly 0 and every inset exactly its original, with no drift
/// over show/hide cycles; a second hide changes nothing. Catches `keyboardHeightPerShow` (restores to 64).
@Suite struct RestoreOnHideTests {
    @Test func restoreOnHideHoldsForAvoidCore() {
        checkInvariant(.restoreOnHide)
    }
}
