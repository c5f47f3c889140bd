import AvoidCore
import Foundation
import Testing

/// The JSON scene format is a contract: regression cases are stored in it. These tests pin the
/// documented form (Documentation/Using/SceneFormat.md) so an innocent rename cannot orphan stored cases.
@Suite struct SceneFormatTests {
    static let documented = """
        {
          "screen": {"width": 375, "height": 812},
          "screenSafeArea": {"top": 44, "left": 0, "bottom": 34, "right": 0},
          "window": {"x": 0, "y": 0, "width": 375, "height": 812},
          "windowMode": "fullScreen",
          "hostFrame": {"x": 0, "y": 0, "width": 375, "height": 812},
          "hostSafeArea": {"top": 44, "left": 0, "bottom": 34, "right": 0},
          "bars": [{"kind": "navigationBar", "frame": {"x": 0, "y": 44, "width": 375, "height": 44}}],
          "fields": [
            {"id": 1, "frame": {"x": 16, "y": 600, "width": 343, "height": 44}, "kind": "singleLine"},
            {"id": 2, "frame": {"x": 16, "y": 40, "width": 343, "height": 200}, "kind": "multiLine",
             "caret": {"x": 4, "y": 120, "width": 2, "height": 20}, "keyboardDistance": 20, "container": 9}
          ],
          "containers": [
            {"id": 9, "frame": {"x": 0, "y": 88, "width": 375, "height": 690},
             "contentSize": {"width": 375, "height": 1400}, "contentOffset": {"x": 0, "y": 0},
             "contentInset": {"top": 0, "left": 0, "bottom": 34, "right": 0}}
          ]
        }
        """

    @Test func decodesTheDocumentedForm() throws {
        let scene = try JSONDecoder().decode(Scene.self, from: Data(Self.documented.utf8))
        #expect(scene.screen == Size(width: 375, height: 812))
        #expect(scene.visibleTop == 88)
        #expect(scene.fields.map(\.id) == [1, 2])
        #expect(scene.fields[1].kind == .multiLine(caret: Rect(x: 4, y: 120, width: 2, height: 20)))
        #expect(scene.fields[1].keyboardDistance == 20)
        #expect(scene.fields[1].container == 9)
        #expect(scene.containers[0].contentInset.bottom == 34)
        try scene.validate()
    }

    @Test func roundTripsExactly() throws {
        let scene = try JSONDecoder().decode(Scene.self, from: Data(Self.documented.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let once = try encoder.encode(scene)
        let again = try encoder.encode(try JSONDecoder().decode(Scene.self, from: once))
        #expect(once == again)
        #expect(try JSONDecoder().decode(Scene.self, from: once) == scene)
    }

    @Test func inputsHaveAStableTaggedForm() throws {
        let inputs: [Input] = [
            .keyboard(KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 477, width: 375, height: 335))),
            .focus(1), .focus(nil), .caretMoved(2, Rect(x: 1, y: 2, width: 2, height: 20)), .attach, .detach,
        ]
        let data = try JSONEncoder().encode(inputs)
        #expect(try JSONDecoder().decode([Input].self, from: data) == inputs)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type":"keyboard""#) && text.contains(#""phase":"willShow""#))
        let unknown = Data(#"[{"type": "shake"}]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Input].self, from: unknown) }
    }
}
