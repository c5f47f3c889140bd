import AvoidConformanceTesting
import Testing

/// Invariant 13. A field in a scroll container is revealed by scrolling the container as far as
/// its content and inset allow before the host view moves. Catches an engine that lifts the
/// whole view while the form could scroll.
@Suite struct ContainerFirstTests {
    @Test func containerFirstHoldsForAvoidCore() {
        checkInvariant(.containerFirst)
    }
}
