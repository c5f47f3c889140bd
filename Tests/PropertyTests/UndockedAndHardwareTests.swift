import AvoidCore
import PropertyKit
import Generators
import Invariants
import InvariantTesting
import PropertyKitTesting
import Testing

/// Invariant 6. Undocked, floating and split keyboards cause no shift unless opted in; a hardware keyboard
/// obstructs only its visible bar.
@Suite struct UndockedAndHardwareTests {
    @Test func undockedAndHardwareHoldsForAvoidCore() {
        checkInvariant(.undockedAndHardware)
    }
}
