import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// The checker keeps one judge per run and advances it past each accepted input: that judge
/// must be the one made afresh from the facts after the input, and before any input it must
/// find nothing.
@Suite struct StepJudgeTests {
    @Test func anAdvancedJudgeIsTheJudgeMadeFromTheFactsAfterTheInput() {
        property(Gen<Scenario>.scenario) { scenario in
            var facts = Facts(scene: scenario.scene, configuration: scenario.configuration)
            var judge = StepJudge(startingFrom: facts)
            guard var engine = try? AvoidanceEngine(scene: scenario.scene, configuration: scenario.configuration)
            else { return }
            var previous: KeyboardEvent? = nil
            for input in scenario.inputs where facts.accepts(input) {
                guard let decision = try? engine.handle(input) else { continue }
                var repeats = false
                if case .keyboard(let event) = input { repeats = event == previous }
                let hidden = facts.keyboard == nil
                facts.apply(input)
                judge.advance(past: input, decision: decision, repeatsPrevious: repeats)
                let made = StepJudge(
                    facts: facts, input: input, decision: decision, repeatsPrevious: repeats,
                    keyboardWasHidden: hidden)
                try require(judge.facts.scene == made.facts.scene && judge.facts.keyboard == made.facts.keyboard)
                try require(judge.facts.focus == made.facts.focus && judge.facts.attached == made.facts.attached)
                try require(judge.event == made.event && judge.decision == made.decision)
                try require(judge.repeatsPrevious == made.repeatsPrevious)
                try require(judge.keyboardWasHidden == made.keyboardWasHidden)
                try require(judge.focusedField == made.focusedField && judge.visibleTop == made.visibleTop)
                try require(judge.band?.line == made.band?.line && judge.band?.floating == made.band?.floating)
                try require(judge.scrollingContainer == made.scrollingContainer)
                if case .keyboard(let event) = input { previous = event } else { previous = nil }
            }
        }
    }

    @Test func aJudgeBeforeAnyInputFindsNothing() {
        property(Gen<Scenario>.scenario) { scenario in
            let judge = StepJudge(startingFrom: Facts(scene: scenario.scene, configuration: scenario.configuration))
            let finding = judge.firstFinding(of: .perInput) { _ in .rest }
            try require(finding == nil, "\(finding.map { "\($0.0): \($0.1.message)" } ?? "")")
        }
    }
}
