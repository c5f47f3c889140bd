import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 8. A decision caused by a keyboard notification carries its duration and raw curve; any
/// other uses the configured default. Catches `keyboardHeightPerShow` (hard-coded 1 s).
@Suite struct AnimationPassThroughTests {
    @Test func animationPassThroughHoldsForAvoidCore() {
        checkInvariant(.animationPassThrough)
    }
}
