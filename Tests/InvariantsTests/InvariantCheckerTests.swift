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

@Suite struct ContainerCheckTests {
    /// A field already visible inside its container, keyboard up: the container must not scroll.
    static let visibleInContainer = Scenario(
        scene: Scene(
            screen: Size(width: 375, height: 812), screenSafeArea: EdgeInsets(top: 44, bottom: 34),
            bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44))],
            fields: [Field(id: 1, frame: Rect(x: 16, y: 100, width: 343, height: 44), container: 9)],
            containers: [ScrollContainer(id: 9, frame: Rect(x: 0, y: 88, width: 375, height: 600), contentSize: Size(width: 375, height: 1200))]),
        inputs: [.focus(1), ExampleScenarios.docked(ExampleScenarios.phone, 335)])

    @Test func scrollingAVisibleFieldIsNotMinimal() {
        #expect(ModelUnderTest.avoidCore.firstViolation(in: Self.visibleInContainer) == nil)
        let violation = Zoo.faulty(.scrollsFieldToTop).firstViolation(of: [.minimal], in: Self.visibleInContainer)
        #expect(violation?.invariant == .minimal, "\(String(describing: violation))")
    }
}
