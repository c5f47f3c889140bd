import AvoidConformanceTesting
import AvoidCore
import PropertyKitTesting
import Testing

/// Invariant 5 (no double shift) on an exhaustive grid, until the generator-driven suite
/// replaces it: after every prefix of every input script, the engine's decision equals the
/// placement computed from scratch for its current scene, keyboard and focus.
@Suite struct HistoryIndependenceSweepTests {
    static let screen = Size(width: 375, height: 812)

    static func scene(fieldY: Double) -> Scene {
        Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 44, bottom: 34),
            bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44))],
            fields: [
                Field(id: 1, frame: Rect(x: 16, y: fieldY, width: 343, height: 44)),
                Field(id: 2, frame: Rect(x: 16, y: 700, width: 343, height: 44)),
                Field(id: 3, frame: Rect(x: 16, y: 120, width: 343, height: 44)),
            ])
    }

    static let vocabulary: [Input] = {
        var inputs: [Input] = [.focus(1), .focus(2), .focus(3), .focus(nil), .attach, .detach]
        for height in [0.0, 216, 291, 335, 366.67] {
            for phase in [KeyboardPhase.willShow, .didChangeFrame, .willHide] {
                let frame = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
                inputs.append(.keyboard(KeyboardEvent(phase: phase, endFrame: frame)))
            }
        }
        inputs.append(.layoutChanged(scene(fieldY: 500)))
        return inputs
    }()

    @Test(arguments: [300.0, 600.0, 760.0])
    func everyThreeInputScriptMatchesTheFromScratchDecision(fieldY: Double) throws {
        let vocabulary = Self.vocabulary
        var checked = 0
        for a in vocabulary {
            for b in vocabulary {
                for c in vocabulary {
                    var engine = try AvoidanceEngine(scene: Self.scene(fieldY: fieldY))
                    for input in [a, b, c] {
                        let decision = try engine.handle(input)
                        let fresh =
                            engine.isAttached
                            ? AvoidanceEngine.placement(
                                scene: engine.scene, keyboard: engine.keyboard, focus: engine.focus,
                                configuration: engine.configuration)
                            : .rest
                        #expect(decision.placement == fresh, "after \([a, b, c])")
                        #expect(decision.hostOffset <= 0)
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == vocabulary.count * vocabulary.count * vocabulary.count * 3)
    }
}
