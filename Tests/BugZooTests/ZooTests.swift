import AvoidConformance
import AvoidCore
import Generators
import PropertyKit
import Testing

@testable import BugZoo

/// The zoo's registry: every engine found by its name, each name once, the planted crash only
/// when asked for by name.
@Suite struct ZooTests {
    @Test func everyNameIsFoundAndUnique() {
        #expect(Set(Zoo.names).count == Zoo.names.count)
        for name in Zoo.names { #expect(Zoo.model(named: name)?.name == name) }
        #expect(Zoo.names.prefix(2) == ["AvoidCore", "control"])
        #expect(Zoo.model(named: "nobody") == nil)
    }

    /// The article engines' former names (in older case files and scripts) find the same engines,
    /// under their current names, and are not listed.
    @Test func formerNamesFindTheRenamedEngines() {
        #expect(Zoo.formerNames.count == Zoo.articles.count)
        for (former, current) in Zoo.formerNames {
            #expect(Zoo.model(named: former)?.name == current)
            #expect(!Zoo.names.contains(former))
        }
        #expect(Set(Zoo.formerNames.values) == Set(Zoo.articles.map(\.name)))
    }

    @Test func theTrappingEngineIsOnlyFoundByName() {
        #expect(Zoo.model(named: "trapping")?.name == "trapping")
        #expect(!Zoo.names.contains("trapping"))
        #expect(!Zoo.all.contains { $0.name == "trapping" })
    }

    @Test func eachFaultIsAnEngineNamedAfterIt() {
        #expect(Zoo.faults.map(\.name) == Fault.allCases.map(\.rawValue))
        #expect(Zoo.all.count == Zoo.articles.count + Fault.allCases.count)
    }

    /// The restatement with no fault decides exactly as AvoidCore on every input of generated
    /// scenarios: otherwise a fault's engine would differ from AvoidCore by more than its fault.
    @Test func theControlDecidesAsAvoidCore() throws {
        for seed in UInt64(1)...200 {
            var source = Source(random: Xoshiro256StarStar(seed: seed))
            let scenario = try Gen<Scenario>.scenario.generate(&source)
            for step in scenario.inputs.indices {
                #expect(
                    Zoo.control.placementAfter(scenario, step)
                        == ModelUnderTest.avoidCore.placementAfter(scenario, step),
                    "seed \(seed), input \(step)")
            }
        }
    }
}

/// The seed engines do what their articles do, wrong parts included.
@Suite struct SeedEngineTests {
    /// iPhone SE, a field near the top that needs no shift, a predictive keyboard 253 pt high.
    static let scene = Scene(
        screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
        fields: [Field(id: 1, frame: Rect(x: 20, y: 100, width: 280, height: 44))])
    static let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)
    static let taller = Rect(x: 0, y: 275, width: 320, height: 293)
    static let show = Input.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard))

    /// `overlapOnFirstShow` moves the view by the keyboard's overlap whatever is focused, and
    /// ignores a keyboard that grows while it is up.
    @Test func overlapOnFirstShowIgnoresTheFieldAndTheSecondShow() throws {
        var engine = try OverlapOnFirstShowEngine(scene: Self.scene, configuration: Configuration())
        _ = try engine.handle(.focus(1))
        #expect(try engine.handle(Self.show).hostOffset == -253)
        let grown = try engine.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: Self.taller)))
        #expect(grown.hostOffset == -253)
    }

    /// `keyboardHeightPerShow` takes the height from the begin frame, subtracts it on every
    /// WillShow and hides to a hard-coded 64, animating for a hard-coded second.
    @Test func keyboardHeightPerShowAccumulatesAndHidesToSixtyFour() throws {
        let low = Scene(
            screen: Self.scene.screen, screenSafeArea: Self.scene.screenSafeArea,
            fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])
        var engine = try KeyboardHeightPerShowEngine(scene: low, configuration: Configuration())
        _ = try engine.handle(.focus(1))
        let first = try engine.handle(Self.show)
        #expect(first.hostOffset == -253)
        #expect(first.animation == Animation(duration: 1, curve: 0))
        #expect(try engine.handle(Self.show).hostOffset == -506)
        #expect(try engine.handle(.keyboard(KeyboardEvent(phase: .willHide, endFrame: Self.keyboard))).hostOffset == 64)
    }
}
