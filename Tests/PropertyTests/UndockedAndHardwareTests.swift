import AvoidConformance
import AvoidConformanceTesting
import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

/// Invariant 6. Undocked, floating and split keyboards cause no shift unless opted in; a hardware keyboard
/// obstructs only its visible bar.
@Suite struct UndockedAndHardwareTests {
    @Test func undockedAndHardwareHoldsForAvoidCore() {
        checkInvariant(.undockedAndHardware)
    }
}

extension UndockedAndHardwareTests {
    /// Followed floating keyboards dragged to the screen's top edge: touching it (y = 0) the
    /// keyboard cannot be avoided and obstructs nothing; one point below it (y = 1) it
    /// obstructs the fields it covers. Every undocked frame of a generated scenario is moved
    /// there, with the configuration following undocked keyboards.
    static let draggedToTheTop = zip(Gen<Scenario>.scenario, Gen.element(of: [0.0, 1.0])).map { scenario, y in
        var dragged = scenario
        dragged.configuration.followsUndockedKeyboard = true
        dragged.inputs = scenario.inputs.map { input in
            guard case .keyboard(var event) = input,
                KeyboardClass(endFrame: event.endFrame, scene: scenario.scene) == .undocked
            else { return input }
            event.endFrame.origin.y = y
            return .keyboard(event)
        }
        return dragged
    }

    @Test func followedKeyboardsDraggedToTheTop() {
        var configuration = PropertyConfiguration()
        configuration.cases = 1_000
        let invariants: [Invariant] = [.visibleAfterShift, .minimal, .undockedAndHardware]
        property(
            "followed keyboards dragged to the top", Self.draggedToTheTop,
            configuration: .fromEnvironment(configuration)
        ) {
            scenario in
            if let violation = ModelUnderTest.avoidCore.firstViolation(of: invariants, in: scenario) {
                throw InvariantBroken(
                    violation: violation, explanation: ModelUnderTest.avoidCore.explain(violation, in: scenario))
            }
        }
    }
}
