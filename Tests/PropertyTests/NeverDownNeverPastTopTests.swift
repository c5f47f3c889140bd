import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 3. The host view never moves down, insets never shrink, and nothing moves a field above T.
@Suite struct NeverDownNeverPastTopTests {
    @Test func neverDownNeverPastTopHoldsForAvoidCore() {
        checkInvariant(.neverDownNeverPastTop)
    }
}
