import AvoidCore
import BugZoo
import Invariants
import Testing

@Suite struct PictureTests {
    @Test func explainsAViolationWithAListAndAPicture() throws {
        let scenario = Scenario(
            scene: ExampleScenarios.phoneScene, inputs: [.focus(1), ExampleScenarios.docked(ExampleScenarios.phone, 335)])
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
}
