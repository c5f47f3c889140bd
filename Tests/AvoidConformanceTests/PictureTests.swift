import AvoidConformance
import AvoidCore
import BugZoo
import Generators
import Testing

@Suite struct PictureTests {
    @Test func explainsAViolationWithAListAndAPicture() throws {
        let scenario = Scenario(
            scene: ExampleScenarios.phoneScene,
            inputs: [.focus(1), ExampleScenarios.docked(ExampleScenarios.phone, 335)])
        let model = Zoo.articles[0]
        let violation = try #require(model.firstViolation(in: scenario))
        let text = model.explain(violation, in: scenario)
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

    /// A title wraps at 95 characters: a line of exactly 95 stays whole, one of 96 breaks
    /// before its last word.
    @Test func anSvgTitleWrapsAfterNinetyFiveCharacters() {
        func titleLines(_ title: String) -> Int {
            let svg = SVGPicture.render(
                scene: Scene(screen: Size(width: 320, height: 568)), keyboard: nil, focus: nil, placement: .rest,
                title: title)
            return svg.components(separatedBy: "font-size=\"13\">").count - 1
        }
        let start = String(repeating: "a", count: 90)
        #expect(titleLines(start + " bbbb") == 1)
        #expect(titleLines(start + " bbbbb") == 2)
    }

    /// A focused text view's caret is drawn where the window and the host view put it: field 1 at
    /// (16, 100) in a host view at (40, 40) on the screen, its caret 4 right and 60 down.
    @Test func anSvgDrawsTheCaretInScreenCoordinates() {
        let scene = Scene(
            screen: Size(width: 320, height: 568), window: Rect(x: 32, y: 24, width: 288, height: 544),
            windowMode: .slideOver, hostFrame: Rect(x: 8, y: 16, width: 272, height: 520),
            fields: [
                Field(
                    id: 1, frame: Rect(x: 16, y: 100, width: 200, height: 80),
                    kind: .multiLine(caret: Rect(x: 4, y: 60, width: 2, height: 18)))
            ])
        let svg = SVGPicture.render(scene: scene, keyboard: nil, focus: 1, placement: .rest, title: "")
        let caret = ##"<rect x="60" y="200" width="2" height="18" fill="#e65100" stroke="none" opacity="1"/>"##
        #expect(svg.components(separatedBy: caret).count == 3, "\(svg)")
    }
}
