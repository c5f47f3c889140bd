import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 7. Moving the window and the keyboard together leaves every decision unchanged; keyboard
/// frames in screen coordinates are handled for windows that are not the whole screen.
@Suite struct WindowInvarianceTests {
    @Test func windowInvarianceHoldsForAvoidCore() {
        checkInvariant(.windowInvariance)
    }
}
