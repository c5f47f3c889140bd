import AvoidCore
import Generators

extension ModelUnderTest {
    /// A readable account of a violation: the scenario as a list, what broke, and a picture of
    /// the screen before and after the decision that broke it.
    public func explain(_ violation: Violation, in scenario: Scenario) -> String {
        var text = "\(name): \(violation)\n\(scenario.readableDescription)"
        let step = violation.step ?? (scenario.inputs.count - 1)
        guard step >= 0 else { return text }
        var facts = Facts(scene: scenario.scene, configuration: scenario.configuration)
        for input in scenario.inputs.prefix(step + 1) where facts.accepts(input) { facts.apply(input) }
        if let placement = placementAfter(scenario, step) {
            text += "\n\nafter input \(step):\n"
            text += Picture.render(
                scene: facts.scene, keyboard: facts.keyboard, focus: facts.focus, placement: placement,
                configuration: scenario.configuration)
        }
        return text
    }
}
