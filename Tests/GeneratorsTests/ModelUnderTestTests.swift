import AvoidCore
import Foundation
import Generators
import Testing

/// What engines and judges share: a named model makes fresh engines, a scenario survives its
/// file form, and a stable hash is the same on every machine.
@Suite struct ModelUnderTestTests {
    static let scene = Scene(
        screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
        fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])

    /// Opens the factory's model type and runs `inputs` on a fresh model.
    static func decisions<Factory: ModelFactory>(_ factory: Factory, _ inputs: [Input]) throws -> [Decision] {
        var model = try factory.make(scene: scene, configuration: Configuration())
        var decisions: [Decision] = []
        for input in inputs { decisions.append(try model.handle(input)) }
        return decisions
    }

    @Test func avoidCoreIsTheEngineItself() throws {
        let inputs: [Input] = [
            .focus(1),
            .keyboard(KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 315, width: 320, height: 253))),
        ]
        var engine = try AvoidanceEngine(scene: Self.scene)
        let direct = try inputs.map { input throws(EngineError) in try engine.handle(input) }
        #expect(ModelUnderTest.avoidCore.name == "AvoidCore")
        #expect(try Self.decisions(ModelUnderTest.avoidCore.factory, inputs) == direct)
        #expect(direct.last?.hostOffset == -139)
    }

    @Test func aClosureFactoryMakesAFreshModelEachCall() throws {
        let model = ModelUnderTest("Fixed") { scene, configuration throws(EngineError) in
            try AvoidanceEngine(scene: scene, configuration: configuration)
        }
        let inputs: [Input] = [.focus(1)]
        #expect(try Self.decisions(model.factory, inputs) == Self.decisions(model.factory, inputs))
        let rejected = ModelUnderTest("Rejecting") { _, _ throws(EngineError) -> AvoidanceEngine in
            throw EngineError.unknownField(FieldID(9))
        }
        #expect(throws: EngineError.unknownField(FieldID(9))) { try Self.decisions(rejected.factory, inputs) }
    }

    @Test func aScenarioSurvivesItsFileForm() throws {
        let scenario = Scenario(
            scene: Self.scene, configuration: Configuration(keyboardDistance: 20),
            inputs: [
                .attach, .focus(1),
                .keyboard(KeyboardEvent(phase: .willHide, endFrame: Rect(x: 0, y: 568, width: 320, height: 253))),
            ])
        let data = try JSONEncoder().encode(scenario)
        #expect(try JSONDecoder().decode(Scenario.self, from: data) == scenario)
    }

    /// FNV-1a's published vectors: case files are named by it on every machine.
    @Test func theStableHashIsFNV1a() {
        #expect(stableHash(bytes: []) == 0xCBF2_9CE4_8422_2325)
        #expect(stableHash(bytes: Array("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(stableHash(bytes: Array("foobar".utf8)) == 0x8594_4171_F739_67E8)
    }
}
