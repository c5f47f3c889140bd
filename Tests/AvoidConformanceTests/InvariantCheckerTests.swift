import AvoidConformance
import AvoidCore
import BugZoo
import Generators
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

    @Test func theStoryCatchesTheArticleEngines() {
        for model in Zoo.articles {
            let violation = model.firstViolation(in: ExampleScenarios.phoneStory)
            #expect(violation != nil, "\(model.name) passed")
        }
    }

    @Test func rejectedInputsMustLeaveTheModelUnchanged() {
        let scenario = Scenario(
            scene: ExampleScenarios.phoneScene, inputs: [.focus(1), .focus(99), .caretMoved(1, .zero)])
        #expect(ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: scenario) == nil)
    }
}

/// AvoidCore, except that every rejection is reported as some other error of the same kind.
struct MisreportingEngine: AvoidanceModel {
    var engine: AvoidanceEngine

    static func misreported(_ error: EngineError) -> EngineError {
        switch error {
        case .invalidScene(.negativeSize(let path)): .invalidScene(.outOfRange(path: path))
        case .invalidScene(let other): .invalidScene(.negativeSize(path: "screen \(other)"))
        case .invalidConfiguration(let message): .invalidConfiguration("defaultAnimation.duration " + message)
        case .unknownField(let id): .notATextView(id)
        default: error
        }
    }

    init(scene: Scene, configuration: Configuration) throws(EngineError) {
        do { engine = try AvoidanceEngine(scene: scene, configuration: configuration) } catch {
            throw Self.misreported(error)
        }
    }

    mutating func handle(_ input: Input) throws(EngineError) -> Decision {
        do { return try engine.handle(input) } catch { throw Self.misreported(error) }
    }
}

@Suite struct RejectionCheckTests {
    static let misreporting = ModelUnderTest("misreporting") { scene, configuration throws(EngineError) in
        try MisreportingEngine(scene: scene, configuration: configuration)
    }

    static var badScenes: [Scene] {
        let scene = ExampleScenarios.phoneScene
        var negative = scene
        negative.fields[0].frame.size.height = -1
        var huge = scene
        huge.hostFrame.origin.y = 2e6
        var duplicate = scene
        duplicate.fields.append(scene.fields[0])
        return [negative, huge, duplicate]
    }

    @Test(arguments: badScenes.indices)
    func aSceneRejectedWithTheWrongErrorBreaksFiniteAndTotal(index: Int) {
        let bad = Self.badScenes[index]
        #expect(
            ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: Scenario(scene: bad, inputs: [])) == nil)
        let onCreation = Self.misreporting.firstViolation(of: [.finiteAndTotal], in: Scenario(scene: bad, inputs: []))
        #expect(
            onCreation?.invariant == .finiteAndTotal && onCreation?.step == nil, "\(String(describing: onCreation))")
        let layout = Scenario(scene: ExampleScenarios.phoneScene, inputs: [.focus(1), .layoutChanged(bad)])
        #expect(ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: layout) == nil)
        let onLayout = Self.misreporting.firstViolation(of: [.finiteAndTotal], in: layout)
        #expect(onLayout?.step == 1, "\(String(describing: onLayout))")
    }

    @Test func aConfigurationErrorMustNameTheFieldAtFault() {
        let scenario = Scenario(
            scene: ExampleScenarios.phoneScene, configuration: Configuration(keyboardDistance: -1), inputs: [])
        #expect(ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: scenario) == nil)
        #expect(Self.misreporting.firstViolation(of: [.finiteAndTotal], in: scenario) != nil)
    }

    @Test func anUnknownFieldMustBeReportedAsUnknown() {
        let scenario = Scenario(scene: ExampleScenarios.phoneScene, inputs: [.focus(99)])
        #expect(ModelUnderTest.avoidCore.firstViolation(of: [.finiteAndTotal], in: scenario) == nil)
        #expect(Self.misreporting.firstViolation(of: [.finiteAndTotal], in: scenario)?.step == 0)
    }
}

@Suite struct ContainerCheckTests {
    /// A field already visible inside its container, keyboard up: the container must not scroll.
    static let visibleInContainer = Scenario(
        scene: Scene(
            screen: Size(width: 375, height: 812), screenSafeArea: EdgeInsets(top: 44, bottom: 34),
            bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44))],
            fields: [Field(id: 1, frame: Rect(x: 16, y: 100, width: 343, height: 44), container: 9)],
            containers: [
                ScrollContainer(
                    id: 9, frame: Rect(x: 0, y: 88, width: 375, height: 600),
                    contentSize: Size(width: 375, height: 1200))
            ]),
        inputs: [.focus(1), ExampleScenarios.docked(ExampleScenarios.phone, 335)])

    @Test func scrollingAVisibleFieldIsNotMinimal() {
        #expect(ModelUnderTest.avoidCore.firstViolation(in: Self.visibleInContainer) == nil)
        let violation = Zoo.faulty(.scrollsFieldToTop).firstViolation(of: [.minimal], in: Self.visibleInContainer)
        #expect(violation?.invariant == .minimal, "\(String(describing: violation))")
    }
}
