import AvoidCore
import Testing

@testable import AvoidConformance

/// Invariant 9's judge where a text view that scrolls itself crosses the room: a landscape
/// iPad form sheet 320 pt high (T = 0), a text view from y = -2, 132 pt high, its caret at its
/// top (2 pt above T), its text scrolled by 40. Under K = 158 (B = 148) it fits the room and
/// the host reveals it; under K = 138 it is taller than the room and scrolls itself.
@Suite struct MonotonicityRoomTests {
    static let scene = Scene(
        screen: Size(width: 693, height: 320), screenSafeArea: EdgeInsets(bottom: 21),
        fields: [
            Field(
                id: 1, frame: Rect(x: 16, y: -2, width: 661, height: 132),
                kind: .multiLine(caret: Rect(x: 4, y: 0, width: 2, height: 20)), ownContainer: 101)
        ],
        containers: [
            ScrollContainer(
                id: 101, frame: Rect(x: 16, y: -2, width: 661, height: 132),
                contentSize: Size(width: 661, height: 396), contentOffset: Point(x: 0, y: 40))
        ])

    static func facts(keyboardTop: Double = 158) -> Facts {
        MonotonicityEdgeTests.focused(scene, keyboardTop: keyboardTop)
    }

    /// AvoidCore's placement, except that the taller keyboard's text view scrolls to `tallOffset`.
    static func fresh(tallOffset: Double? = nil) -> (Facts) -> Placement? {
        { facts in
            let placement = AvoidanceEngine.placement(
                scene: facts.scene, keyboard: facts.keyboard, focus: facts.focus, configuration: facts.configuration)
            guard let tallOffset, facts.keyboard!.minY < 158, var scroll = placement.scroll else { return placement }
            scroll.contentOffset.y = tallOffset
            return Placement(hostOffset: placement.hostOffset, scroll: scroll)
        }
    }

    @Test func theRoomDecidesWhoRevealsTheCaret() {
        let short = Self.fresh()(Self.facts())
        let tall = Self.fresh()(Self.facts(keyboardTop: 138))
        #expect(short == .rest)
        // Its own scroll brings the caret down to T: 2 pt.
        #expect(tall?.scroll?.contentOffset.y == 38)
        #expect(tall?.hostOffset == 0)
    }

    /// The caret left 2 pt above T and the caret scrolled down to T both end at T in sight.
    @Test func aCaretScrolledDownToTIsNotAShiftLess() {
        #expect(Monotonicity.displacement(Self.facts(), Self.fresh()) == -2)
        #expect(Monotonicity.displacement(Self.facts(keyboardTop: 138), Self.fresh()) == -2)
        #expect(Monotonicity.check(Self.facts(), fresh: Self.fresh()) == nil)
    }

    /// Past T every point counts: the taller keyboard's text view scrolling the caret a tolerance
    /// below T is let through, one double further is caught.
    @Test func aCaretScrolledPastTIsAShiftLess() {
        let limit = 38 - Oracle.epsilon
        #expect(Monotonicity.check(Self.facts(), fresh: Self.fresh(tallOffset: limit)) == nil)
        #expect(
            Monotonicity.check(Self.facts(), fresh: Self.fresh(tallOffset: limit.nextDown))?.check
                == .tallerKeyboardLessShift)
        #expect(
            Monotonicity.check(Self.facts(), fresh: Self.fresh(tallOffset: 30))?.message
                == "keyboard 20.0 pt taller moved the field up by -10.0 instead of at least -2.0")
    }

    /// A move up counts in full, wherever it ends: pushing a field past T is invariant 3's to judge.
    @Test func aMoveUpCountsInFull() {
        let pushed: (Facts) -> Placement? = { _ in Placement(hostOffset: -50) }
        #expect(Monotonicity.displacement(Self.facts(), pushed) == 50)
    }

    /// The seen top is T, or the clear top of the scroll view showing the field, moved with the host.
    @Test func theSeenTopIsTheLowerOfTAndTheClearTop() {
        var scene = Self.scene
        let field = scene.fields[0]
        #expect(Monotonicity.seenTop(of: field, in: scene, placement: .rest) == 0)
        scene.containers[0].contentInset.top = 8
        #expect(Monotonicity.seenTop(of: field, in: scene, placement: .rest) == 6)
        #expect(Monotonicity.seenTop(of: field, in: scene, placement: Placement(hostOffset: -4)) == 2)
        #expect(Monotonicity.seenTop(of: field, in: scene, placement: Placement(hostOffset: -10)) == 0)
        scene.fields[0].ownContainer = nil
        #expect(Monotonicity.seenTop(of: scene.fields[0], in: scene, placement: .rest) == 0)
    }
}
