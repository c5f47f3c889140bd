import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 12. Detach restores; notifications after detach are ignored.
@Suite struct LifecycleTests {
    @Test func lifecycleHoldsForAvoidCore() {
        checkInvariant(.lifecycle)
    }
}
