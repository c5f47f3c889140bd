import AvoidCore
import Generators
import Invariants
import Testing

/// Invariant 12. Detach restores; notifications after detach are ignored.
@Suite struct LifecycleTests {
    @Test func lifecycleHoldsForAvoidCore() {
        checkInvariant(
            .lifecycle,
            coverage: [
                .detach: 15,
                .notificationWhileDetached: 10,
            ])
    }
}
