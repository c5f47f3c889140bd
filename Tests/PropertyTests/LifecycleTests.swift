import AvoidCore
import PropertyKit
import Generators
import Invariants
import InvariantTesting
import PropertyKitTesting
import Testing

/// Invariant 12. Detach restores; notifications after detach are ignored.
@Suite struct LifecycleTests {
    @Test func lifecycleHoldsForAvoidCore() {
        checkInvariant(.lifecycle)
    }
}
