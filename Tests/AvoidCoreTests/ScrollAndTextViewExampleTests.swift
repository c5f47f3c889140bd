import AvoidCore
import Testing

/// The scroll-container strategy and text-view carets, numbers computed by hand.
@Suite struct ScrollAndTextViewExampleTests {
    /// iPhone 14 (390 x 844), safe top 47, navigation bar 44 -> T = 91; keyboard 336: K = 508, B = 498.
    let screen = Size(width: 390, height: 844)

    @Test func scrollContainerInsetEqualsTheOverlapAndIsRestoredOnHide() throws {
        // A container that stops 153 pt above the screen bottom: (0, 91, 390 x 600), maxY 691.
        let container = ScrollContainer(
            id: 7, frame: Rect(x: 0, y: 91, width: 390, height: 600), contentSize: Size(width: 390, height: 1200))
        let scene = Fixture.phone(
            screen, safeTop: 47, safeBottom: 34,
            fields: [Field(id: 1, frame: Rect(x: 16, y: 560, width: 358, height: 44), container: 7)],
            containers: [container])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let shown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 336)))
        // Overlap with the container = 691 - 508 = 183 (not the keyboard's 336: `insetWithoutScrolling`'s bug).
        #expect(shown.scroll?.container == 7)
        #expect(shown.scroll?.contentInset == EdgeInsets(bottom: 183))
        // Field in host coordinates: 91 + 560 = 651 ... 695; it must end at B = 498:
        // offset = 695 - 498 = 197 (within 0 ... 1200 + 183 - 600 = 783).
        #expect(shown.scroll?.contentOffset == Point(x: 0, y: 197))
        // The container revealed it, so the host view does not move.
        #expect(shown.hostOffset == 0)

        let hidden = try engine.handle(Fixture.hide(screen))
        #expect(hidden.scroll == nil)
        #expect(hidden.placement.contentInset(of: container) == .zero)
        #expect(hidden.placement.contentOffset(of: container) == .zero)
        #expect(hidden.changed)
    }

    @Test func scrollHandlingOffShiftsTheHostViewInstead() throws {
        let container = ScrollContainer(
            id: 7, frame: Rect(x: 0, y: 91, width: 390, height: 600), contentSize: Size(width: 390, height: 1200),
            contentOffset: Point(x: 0, y: 100))
        let scene = Fixture.phone(
            screen, safeTop: 47,
            fields: [Field(id: 1, frame: Rect(x: 16, y: 560, width: 358, height: 44), container: 7)],
            containers: [container])
        var engine = try AvoidanceEngine(scene: scene, configuration: Configuration(handlesScrollContainers: false))
        _ = try engine.handle(.focus(1))
        // Field in host coordinates: 91 + 560 - 100 = 551 ... 595; needed = 595 - 498 = 97,
        // room = 551 - 91 = 460 -> -97, and the container is left alone.
        let shown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 336)))
        #expect(shown.hostOffset == -97)
        #expect(shown.scroll == nil)
    }

    @Test func containerThatCannotScrollFarEnoughCombinesWithAShift() throws {
        // Content ends right under the field: the container can bring the field's bottom only to
        // the keyboard line, so the host view supplies the keyboard distance.
        let container = ScrollContainer(
            id: 7, frame: Rect(x: 0, y: 91, width: 390, height: 600), contentSize: Size(width: 390, height: 604))
        let scene = Fixture.phone(
            screen, safeTop: 47,
            fields: [Field(id: 1, frame: Rect(x: 16, y: 560, width: 358, height: 44), container: 7)],
            containers: [container])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let shown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 336)))
        // Inset 183 (overlap); wanted offset 197, clamped to 604 + 183 - 600 = 187. The field is
        // then at 91 + 560 - 187 = 464 ... 508; needed = 508 - 498 = 10, room = 373 -> -10.
        #expect(shown.scroll?.contentInset == EdgeInsets(bottom: 183))
        #expect(shown.scroll?.contentOffset == Point(x: 0, y: 187))
        #expect(shown.hostOffset == -10)
    }

    @Test func bottomSafeAreaIsNotCountedTwice() throws {
        // A full-height container whose inset already keeps 34 pt clear of the home indicator.
        let container = ScrollContainer(
            id: 7, frame: Rect(x: 0, y: 91, width: 390, height: 753), contentSize: Size(width: 390, height: 1500),
            contentInset: EdgeInsets(bottom: 34))
        let scene = Fixture.phone(
            screen, safeTop: 47, safeBottom: 34,
            fields: [Field(id: 1, frame: Rect(x: 16, y: 560, width: 358, height: 44), container: 7)],
            containers: [container])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let shown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 336)))
        // Clear region ends at 844 - 34 = 810; overlap = 810 - 508 = 302; inset = 34 + 302 = 336,
        // exactly the keyboard (34 + 336 = 370 would be the double count users complain about).
        #expect(shown.scroll?.contentInset == EdgeInsets(bottom: 336))
        #expect(shown.scroll?.contentOffset == Point(x: 0, y: 197))
        #expect(try engine.handle(Fixture.hide(screen)).placement.contentInset(of: container) == EdgeInsets(bottom: 34))
    }

    @Test func movingFocusToAnotherContainerRestoresTheFirst() throws {
        let first = ScrollContainer(
            id: 1, frame: Rect(x: 0, y: 91, width: 195, height: 600), contentSize: Size(width: 195, height: 1200))
        let second = ScrollContainer(
            id: 2, frame: Rect(x: 195, y: 91, width: 195, height: 600), contentSize: Size(width: 195, height: 1200))
        let scene = Fixture.phone(
            screen, safeTop: 47,
            fields: [
                Field(id: 1, frame: Rect(x: 8, y: 560, width: 180, height: 44), container: 1),
                Field(id: 2, frame: Rect(x: 8, y: 100, width: 180, height: 44), container: 2),
            ],
            containers: [first, second])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let inFirst = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 336)))
        #expect(inFirst.scroll?.container == 1)
        // Field 2 in host coordinates is 191 ... 235, visible: the second container gets only its
        // overlap inset (183) and keeps its offset; the first is back to its scene values.
        let inSecond = try engine.handle(.focus(2))
        #expect(
            inSecond.scroll
                == ScrollAdjustment(container: 2, contentInset: EdgeInsets(bottom: 183), contentOffset: .zero))
        #expect(inSecond.placement.contentInset(of: first) == .zero)
        #expect(inSecond.placement.contentOffset(of: first) == .zero)
    }

    @Test func textViewCaretIsRevealedNotTheWholeView() throws {
        let screen = Size(width: 375, height: 812)
        // T = 44 + 44 = 88; keyboard 335: K = 477, B = 467.
        let textView = Field(
            id: 1, frame: Rect(x: 16, y: 300, width: 343, height: 400),
            kind: .multiLine(caret: Rect(x: 5, y: 250, width: 2, height: 20)))
        var engine = try AvoidanceEngine(scene: Fixture.phone(screen, safeTop: 44, fields: [textView]))
        _ = try engine.handle(.focus(1))
        // Caret in host coordinates: y 550 ... 570; needed = 570 - 467 = 103, room = 462 -> -103.
        // (The whole view, maxY 700, would give min(233, 212) = -212.)
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 335))).hostOffset == -103)
        // Caret near the top of the view: 330 ... 350 is visible -> 0.
        #expect(try engine.handle(.caretMoved(1, Rect(x: 5, y: 30, width: 2, height: 20))).hostOffset == 0)
        // Typing new lines: caret at 670 ... 690 -> needed = 223, room = 582 -> -223.
        let typed = try engine.handle(.caretMoved(1, Rect(x: 5, y: 370, width: 2, height: 20)))
        #expect(typed.hostOffset == -223)
        #expect(typed.animation == Animation.keyboard)
    }
}
