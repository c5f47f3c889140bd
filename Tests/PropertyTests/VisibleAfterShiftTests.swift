import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 1. After any event sequence that ends with a docked keyboard up and a field focused, the
/// field (the caret for text views) lies between T and B in final composed coordinates, or
/// has its top at T when it cannot fit. Catches `overlapOnFirstShow` (whole intersection, high fields
/// pushed off the top) and `keyboardHeightPerShow` (tests only the field's origin).
@Suite struct VisibleAfterShiftTests {
    @Test func visibleAfterShiftHoldsForAvoidCore() {
        checkInvariant(.visibleAfterShift)
    }
}
