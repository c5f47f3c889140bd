import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 11. The inset added equals the keyboard's overlap with the container's clear region, restored
/// on hide and when focus moves elsewhere. Catches `insetWithoutScrolling` (full height, waits for DidShow).
@Suite struct ScrollInsetsTests {
    @Test func scrollInsetsHoldsForAvoidCore() {
        checkInvariant(.scrollInsets)
    }
}
