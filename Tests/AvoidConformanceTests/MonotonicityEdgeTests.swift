import AvoidCore
import Generators
import Testing

@testable import AvoidConformance

/// Invariant 9's judge at its edges, with hand-made fresh placements: a taller keyboard or a
/// lower field may move the field up by the tolerance less, not by one double more; and only a
/// taller keyboard that stays more than a point below the screen's top is compared.
@Suite struct MonotonicityEdgeTests {
    static let eps = Oracle.epsilon

    /// Field 1 at the top of an iPhone SE, focused, with a docked keyboard whose top is `keyboardTop`.
    static func facts(keyboardTop: Double = 315) -> Facts {
        let scene = Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 16, y: 0, width: 288, height: 44))])
        return focused(scene, keyboardTop: keyboardTop)
    }

    /// The facts of `scene` with field 1 focused and a docked keyboard from `keyboardTop` to the screen's bottom.
    static func focused(_ scene: Scene, keyboardTop: Double) -> Facts {
        var facts = Facts(scene: scene, configuration: Configuration())
        facts.apply(.focus(1))
        let screen = scene.screen
        facts.apply(
            .keyboard(
                KeyboardEvent(
                    phase: .willShow,
                    endFrame: Rect(x: 0, y: keyboardTop, width: screen.width, height: screen.height - keyboardTop))))
        return facts
    }

    /// Moves the field up by 100 for the facts given, and by `moved` for the taller keyboard or
    /// the lower field.
    static func fresh(taller: Double = 100, lower: Double = 100, keyboardTop: Double = 315) -> (Facts) -> Placement? {
        { facts in
            if facts.keyboard!.minY < keyboardTop { return Placement(hostOffset: -taller) }
            return Placement(hostOffset: facts.focusedField!.frame.minY > 0 ? -lower : -100)
        }
    }

    @Test func aTallerKeyboardMayMoveTheFieldByTheToleranceLess() {
        let limit = 100 - Self.eps
        #expect(Monotonicity.check(Self.facts(), fresh: Self.fresh(taller: limit)) == nil)
        #expect(
            Monotonicity.check(Self.facts(), fresh: Self.fresh(taller: limit.nextDown))?.check
                == .tallerKeyboardLessShift)
    }

    @Test func aLowerFieldMayMoveByTheToleranceLess() {
        let limit = 100 - Self.eps
        #expect(Monotonicity.check(Self.facts(), fresh: Self.fresh(lower: limit)) == nil)
        #expect(
            Monotonicity.check(Self.facts(), fresh: Self.fresh(lower: limit.nextDown))?.check == .lowerFieldLessShift)
    }

    /// A finding says how far up each placement moved the field: the top of what it reveals,
    /// before against after (its bottom would give the same comparison, less the field's height).
    @Test func aFindingNamesBothDisplacements() {
        #expect(
            Monotonicity.check(Self.facts(), fresh: Self.fresh(taller: 50))?.message
                == "keyboard 20.0 pt taller moved the field up by 50.0 instead of at least 100.0")
        #expect(
            Monotonicity.check(Self.facts(), fresh: Self.fresh(lower: 60))?.message
                == "field 20.0 pt lower moved up by 60.0 instead of at least 100.0")
    }

    /// A keyboard 20 pt taller whose top would be at most 1 pt from the screen's is not compared.
    @Test func aTallerKeyboardReachingTheTopIsNotCompared() {
        let less = { (top: Double) in
            Monotonicity.check(Self.facts(keyboardTop: top), fresh: Self.fresh(taller: 50, keyboardTop: top))
        }
        #expect(less(21) == nil)
        #expect(less(21.5)?.check == .tallerKeyboardLessShift)
    }
}
