import AvoidCore
import Testing

/// Every rejected input throws a typed error and leaves the engine exactly as it was.
@Suite struct AvoidanceEngineErrorTests {
    static let screen = Size(width: 320, height: 568)
    static let scene = Fixture.phone(
        screen, safeTop: 20,
        fields: [
            Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44)),
            Field(
                id: 2, frame: Rect(x: 20, y: 200, width: 280, height: 120),
                kind: .multiLine(caret: Rect(x: 0, y: 0, width: 2, height: 20))),
        ])

    static func shiftedEngine() throws -> AvoidanceEngine {
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        _ = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 253)))
        return engine
    }

    static let rejected: [(Input, EngineError)] = {
        var badScene = scene
        badScene.window.size.width = -1
        let nanFrame = Rect(x: 0, y: .nan, width: 320, height: 253)
        return [
            (.focus(9), .unknownField(9)),
            (.caretMoved(9, .zero), .unknownField(9)),
            (.caretMoved(1, .zero), .notATextView(1)),
            (.caretMoved(2, Rect(x: 0, y: .infinity, width: 2, height: 20)), .invalidCaret(2)),
            (.caretMoved(2, Rect(x: 0, y: 0, width: 2, height: -20)), .invalidCaret(2)),
            (.layoutChanged(badScene), .invalidScene(.negativeSize(path: "window"))),
            (Fixture.show(nanFrame), .invalidKeyboardEvent(.nonFinite(key: KeyboardUserInfoKey.frameEnd))),
            (
                Fixture.show(Rect(x: 0, y: 315, width: -320, height: 253)),
                .invalidKeyboardEvent(.negativeSize(key: KeyboardUserInfoKey.frameEnd))
            ),
            (
                Fixture.show(Fixture.dockedKeyboard(screen, height: 253), duration: -1),
                .invalidKeyboardEvent(.negativeDuration(key: KeyboardUserInfoKey.animationDuration))
            ),
            (
                Fixture.show(Fixture.dockedKeyboard(screen, height: 253), duration: .nan),
                .invalidKeyboardEvent(.nonFinite(key: KeyboardUserInfoKey.animationDuration))
            ),
        ]
    }()

    @Test func rejectedInputsLeaveTheEngineUntouched() throws {
        for (input, expected) in Self.rejected {
            var engine = try Self.shiftedEngine()
            let before = engine
            #expect(throws: expected) { _ = try engine.handle(input) }
            #expect(engine == before)
            #expect(engine.decision.hostOffset == -139)
        }
    }

    @Test func invalidSceneOrConfigurationIsRejectedOnCreation() {
        var scene = Self.scene
        scene.screen.height = .nan
        #expect(throws: EngineError.invalidScene(.nonFinite(path: "screen"))) { try AvoidanceEngine(scene: scene) }
        #expect(throws: EngineError.self) {
            try AvoidanceEngine(scene: Self.scene, configuration: Configuration(keyboardDistance: -1))
        }
        #expect(throws: EngineError.self) {
            try AvoidanceEngine(
                scene: Self.scene,
                configuration: Configuration(defaultAnimation: Animation(duration: .infinity, curve: 7)))
        }
    }

    @Test func aLayoutThatRemovesTheFocusedFieldStopsTheShift() throws {
        var engine = try Self.shiftedEngine()
        var scene = Self.scene
        scene.fields.removeFirst()
        #expect(try engine.handle(.layoutChanged(scene)).hostOffset == 0)
        #expect(engine.focus == 1)  // a fact kept: a later layout may bring the field back
        #expect(try engine.handle(.layoutChanged(Self.scene)).hostOffset == -139)
    }

    @Test func errorsDescribeThemselves() {
        #expect(EngineError.unknownField(9).description == "no field 9 in the scene")
        #expect(EngineError.invalidScene(.duplicateField(3)).description == "scene: two fields have id 3")
    }
}
