import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 10. Finite input gives finite output; malformed input gives a typed error and leaves the state
/// untouched; no sequence crashes.
@Suite struct FiniteAndTotalTests {
    @Test func finiteAndTotalHoldsForAvoidCore() {
        checkInvariant(.finiteAndTotal)
    }
}
