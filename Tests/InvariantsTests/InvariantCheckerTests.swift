import AvoidCore
import BugZoo
import Invariants
import Testing

@Suite struct InvariantCheckerTests {
    @Test(arguments: ExampleScenarios.all.indices)
    func avoidCoreKeepsEveryInvariantOnTheExamples(index: Int) {
        let violation = ModelUnderTest.avoidCore.firstViolation(in: ExampleScenarios.all[index])
        #expect(violation == nil, "\(violation!)")
    }

    @Test(arguments: ExampleScenarios.all.indices)
    func zooControlKeepsEveryInvariantOnTheExamples(index: Int) {
        let violation = Zoo.control.firstViolation(in: ExampleScenarios.all[index])
        #expect(violation == nil, "\(violation!)")
    }

    @Test func theStoryCatchesTheSeedArticles() {
        for model in Zoo.seeds {
            let violation = model.firstViolation(in: ExampleScenarios.phoneStory)
            #expect(violation != nil, "\(model.name) passed")
        }
    }

    @Test func rejectedInputsMustLeaveTheModelUnchanged() {
        let scenario = Scenario(scene: ExampleScenarios.phoneScene, inputs: [.focus(1), .focus(99), .caretMoved(1, .zero)])
        #expect(ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: scenario) == nil)
    }
}
