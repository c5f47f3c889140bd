import AvoidCore
import Foundation
import Testing

/// A text view whose text scrolls (`Field.ownContainer`), numbers computed by hand.
@Suite struct TextViewOwnContainerTests {
    /// iPhone 14 (390 x 844), safe top 47, navigation bar 44 -> T = 91; keyboard 336: K = 508, B = 498.
    let screen = Size(width: 390, height: 844)

    /// A text view of `frame` whose text is `content` tall, as its own container 9.
    func notes(
        frame: Rect, content: Double, caret: Rect, inset: EdgeInsets = .zero
    ) -> (Scene, ScrollContainer) {
        let container = ScrollContainer(
            id: 9, frame: frame, contentSize: Size(width: frame.width, height: content), contentInset: inset)
        let field = Field(id: 1, frame: frame, kind: .multiLine(caret: caret), ownContainer: 9)
        return (Fixture.phone(screen, safeTop: 47, safeBottom: 34, fields: [field], containers: [container]), container)
    }

    /// The placement with text view 1 focused and the 336 pt keyboard up.
    func placement(_ scene: Scene, _ configuration: Configuration = Configuration()) -> Placement {
        AvoidanceEngine.placement(
            scene: scene, keyboard: Fixture.dockedKeyboard(screen, height: 336), focus: 1, configuration: configuration)
    }

    @Test func aNotesScreenInsetsAndScrollsItsTextView() throws {
        // The whole screen, under the bar, inset by the bar and the home indicator as UIKit does.
        let (scene, container) = notes(
            frame: Rect(x: 0, y: 0, width: 390, height: 844), content: 2400,
            caret: Rect(x: 8, y: 700, width: 2, height: 20), inset: EdgeInsets(top: 91, bottom: 34))
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let shown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 336)))
        // Clear 91 ... 810; the keyboard covers 810 - 508 = 302 of it: bottom inset 34 + 302.
        #expect(shown.scroll?.container == 9)
        #expect(shown.scroll?.contentInset == EdgeInsets(top: 91, bottom: 336))
        // The caret ends at 720; at B = 498 after a scroll of 222.
        #expect(shown.scroll?.contentOffset == Point(x: 0, y: 222))
        #expect(shown.hostOffset == 0)

        let hidden = try engine.handle(Fixture.hide(screen))
        #expect(hidden.scroll == nil)
        #expect(hidden.placement.contentOffset(of: container) == .zero)
        #expect(hidden.hostOffset == 0)
    }

    @Test func theHostNeverLiftsTheTextViewsTopAboveTheVisibleTop() throws {
        // 704 tall from 96: taller than the room 498 - 91 = 407; its text no taller than itself.
        let (scene, _) = notes(
            frame: Rect(x: 0, y: 96, width: 390, height: 704), content: 704,
            caret: Rect(x: 8, y: 684, width: 2, height: 20))
        let placement = self.placement(scene)
        // Overlap 800 - 508 = 292; the scroll stops at the content's end, 704 + 292 - 704 = 292,
        // leaving the caret at 488 ... 508, 10 below B. The host may lift the view 96 - 91 = 5 only.
        #expect(placement.scroll?.contentInset == EdgeInsets(bottom: 292))
        #expect(placement.scroll?.contentOffset == Point(x: 0, y: 292))
        #expect(placement.hostOffset == -5)
    }

    @Test func aTextViewThatFitsTheRoomIsRevealedByTheHost() throws {
        // 300 tall, within the room of 407: the caret at 560 ... 580 moves up 82 to B.
        let (scene, _) = notes(
            frame: Rect(x: 0, y: 300, width: 390, height: 300), content: 900,
            caret: Rect(x: 8, y: 260, width: 2, height: 20))
        let placement = self.placement(scene)
        #expect(placement == Placement(hostOffset: -82))
    }

    @Test func aTextViewExactlyAsTallAsTheRoomIsRevealedByTheHost() throws {
        // 407 tall from 200: the room exactly. The caret at 580 ... 600 moves up 102 with the
        // host; scrolling itself would have taken an inset of 607 - 508 = 99 and scrolled 102.
        let (scene, _) = notes(
            frame: Rect(x: 0, y: 200, width: 390, height: 407), content: 1200,
            caret: Rect(x: 8, y: 380, width: 2, height: 20))
        let placement = self.placement(scene)
        #expect(placement == Placement(hostOffset: -102))
    }

    @Test func aCaretAboveTheTextViewsTopBoundsTheHostsLift() throws {
        // A caret rectangle reaching 5 pt above the view (from 100) and taller than the room: its
        // top belongs at T, and the view cannot scroll up to it (its offset is at 0 already).
        // It is the caret's top, 95, not the view's, that limits the host to 95 - 91 = 4.
        let (scene, _) = notes(
            frame: Rect(x: 0, y: 100, width: 390, height: 700), content: 700,
            caret: Rect(x: 8, y: -5, width: 2, height: 450))
        let placement = self.placement(scene)
        #expect(placement.hostOffset == -4)
        #expect(placement.scroll?.contentOffset == .zero)
    }

    @Test func withContainersLeftToTheAppTheHostRevealsTheCaret() throws {
        let (scene, _) = notes(
            frame: Rect(x: 0, y: 0, width: 390, height: 844), content: 2400,
            caret: Rect(x: 8, y: 700, width: 2, height: 20))
        let placement = self.placement(scene, Configuration(handlesScrollContainers: false))
        // 720 - 498 = 222, within the caret's room 700 - 91.
        #expect(placement == Placement(hostOffset: -222))
    }

    @Test func aTextViewsOwnContainerIsItselfOrTheSceneIsRejected() throws {
        let frame = Rect(x: 0, y: 100, width: 390, height: 500)
        let own = ScrollContainer(id: 9, frame: frame, contentSize: Size(width: 390, height: 900))
        let outer = ScrollContainer(id: 3, frame: frame, contentSize: Size(width: 390, height: 900))
        let caret = Field.Kind.multiLine(caret: Rect(x: 0, y: 0, width: 2, height: 20))
        let cases: [(Field, SceneError)] = [
            (Field(id: 1, frame: frame, kind: caret, ownContainer: 5), .unknownContainer(field: 1, container: 5)),
            (Field(id: 1, frame: frame, ownContainer: 9), .ownContainerMismatch(field: 1, container: 9)),
            (
                Field(id: 1, frame: frame.offsetBy(dx: 0, dy: 1), kind: caret, ownContainer: 9),
                .ownContainerMismatch(field: 1, container: 9)
            ),
            (
                Field(id: 1, frame: frame, kind: caret, container: 3, ownContainer: 9),
                .ownContainerMismatch(field: 1, container: 9)
            ),
        ]
        for (field, expected) in cases {
            let scene = Scene(screen: screen, fields: [field], containers: [own, outer])
            #expect(throws: expected) { try scene.validate() }
            #expect(throws: EngineError.invalidScene(expected)) { try AvoidanceEngine(scene: scene) }
        }
        #expect(
            SceneError.ownContainerMismatch(field: 1, container: 9).description
                == "scene: field 1 scrolls itself as container 9, so it must be a text view outside any container with container 9's frame"
        )
        try Scene(screen: screen, fields: [Field(id: 1, frame: frame, kind: caret, ownContainer: 9)], containers: [own])
            .validate()
    }

    @Test func theOwnContainerIsWrittenOnlyWhenThere() throws {
        let field = Field(
            id: 1, frame: Rect(x: 0, y: 0, width: 10, height: 10), kind: .multiLine(caret: .zero), ownContainer: 9)
        let json = String(decoding: try JSONEncoder().encode(field), as: UTF8.self)
        #expect(json.contains("\"ownContainer\":9"))
        #expect(try JSONDecoder().decode(Field.self, from: Data(json.utf8)) == field)
        var plain = field
        plain.ownContainer = nil
        #expect(!String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("ownContainer"))
    }
}
