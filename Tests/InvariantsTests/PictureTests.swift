import AvoidCore
import AvoidanceModels
import BugZoo
import Invariants
import Testing

@Suite struct PictureTests {
    @Test func explainsAViolationWithAListAndAPicture() throws {
        let scenario = Scenario(
            scene: ExampleScenarios.phoneScene,
            inputs: [.focus(1), ExampleScenarios.docked(ExampleScenarios.phone, 335)])
        let seed000 = Zoo.seeds[0]
        let violation = try #require(seed000.firstViolation(in: scenario))
        let text = seed000.explain(violation, in: scenario)
        print(text)
        #expect(text.contains("screen 375x812"))
        #expect(text.contains("1. willShow end (0, 477, 375x335) 0.25 s curve 7"))
        #expect(text.contains("after input 1:"))
        #expect(text.contains("K"))
        #expect(text.contains("T|"))
        #expect(text.contains("B|"))
    }

    @Test func picturesShowTheShiftedField() {
        let scene = ExampleScenarios.phoneScene
        let keyboard = Rect(x: 0, y: 477, width: 375, height: 335)
        let picture = Picture.render(scene: scene, keyboard: keyboard, focus: 1, placement: Placement(hostOffset: -177))
        let rows = picture.split(separator: "\n").dropFirst()
        // Before: the focused field is under the keyboard (`*`); after: it is above it (`F`).
        #expect(rows.contains { $0.prefix(26).contains("*") })
        #expect(rows.contains { $0.dropFirst(29).contains("F") })
        #expect(!rows.contains { $0.dropFirst(29).contains("*") })
    }

    @Test func hostileScenesStillRenderWithoutTrapping() {
        let scenes = [
            Scene(screen: Size(width: 0, height: 0)),
            Scene(
                screen: Size(width: .nan, height: .infinity),
                fields: [Field(id: 1, frame: Rect(x: .nan, y: 1e300, width: -5, height: .infinity))]),
            Scene(
                screen: Size(width: 1e308, height: 1e-300),
                fields: [Field(id: 1, frame: Rect(x: -1e308, y: 0, width: 1e308, height: 1))]),
        ]
        for scene in scenes {
            let picture = Picture.render(
                scene: scene, keyboard: Rect(x: .nan, y: -1e308, width: 1e308, height: .nan), focus: 1,
                placement: Placement(hostOffset: -1e308))
            #expect(picture.contains("before"))
            let svg = SVGPicture.render(scene: scene, keyboard: .zero, focus: 1, placement: .rest, title: "hostile")
            #expect(svg.hasPrefix("<svg"))
        }
    }
}
