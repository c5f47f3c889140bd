import AvoidCore
import Testing

@testable import AvoidConformance

/// The judge of a text view that scrolls itself (`Field.ownContainer`), at its edges, on
/// `StepJudgeEdgeTests`' iPhone SE: T = 20, K = 315, B = 305, so the room is 285 pt.
@Suite struct OwnContainerJudgeTests {
    typealias Edge = StepJudgeEdgeTests

    /// A text view of `height` from `y`, its text `content` tall, its caret at `caret`: its own
    /// container 9.
    static func notes(y: Double, height: Double, caret: Double, content: Double? = nil) -> Scene {
        let frame = Rect(x: 0, y: y, width: 320, height: height)
        let field = Field(
            id: 1, frame: frame, kind: .multiLine(caret: Rect(x: 8, y: caret, width: 2, height: 20)), ownContainer: 9)
        return Edge.scene(
            field,
            containers: [
                ScrollContainer(id: 9, frame: frame, contentSize: Size(width: 320, height: content ?? height))
            ])
    }

    @Test func aTextViewScrollsItselfOnlyWhenTallerThanTheRoom() {
        for (height, scrolls) in [(285.0, false), (285.0.nextUp, true)] {
            var facts = Facts(scene: Self.notes(y: 30, height: height, caret: 200), configuration: Configuration())
            facts.apply(.focus(1))
            facts.apply(.keyboard(KeyboardEvent(phase: .willShow, endFrame: Edge.keyboard)))
            #expect((facts.scrollingContainer(focused: facts.focusedField, band: facts.band)?.id == 9) == scrolls)
            // Handling containers off, the host reveals it, however tall.
            facts.configuration.handlesScrollContainers = false
            #expect(facts.scrollingContainer(focused: facts.focusedField, band: facts.band) == nil)
        }
    }

    @Test func theHostLiftsATextViewThatScrollsItselfNoHigherThanT() {
        // From 30: the host may lift it by 10.
        let scene = Self.notes(y: 30, height: 400, caret: 380)
        #expect(Edge.judge(Placement(hostOffset: -10), in: scene).neverDownNeverPastTop() == nil)
        #expect(
            Edge.judge(Placement(hostOffset: -10.001), in: scene).neverDownNeverPastTop()?.check
                == .textViewLiftedAboveTop)
        // From 0, already under the bar: not at all.
        let under = Self.notes(y: 0, height: 400, caret: 380)
        #expect(Edge.judge(.rest, in: under).neverDownNeverPastTop() == nil)
        #expect(
            Edge.judge(Placement(hostOffset: -0.001), in: under).neverDownNeverPastTop()?.check
                == .textViewLiftedAboveTop)
    }

    @Test func onceItsTopIsAtTTheCaretIsItsOwnScrollsToReveal() {
        let scene = Self.notes(y: 30, height: 400, caret: 380)
        // Its top at T, the caret (400 ... 420) still below B: visible enough, for now.
        #expect(Edge.judge(Placement(hostOffset: -10), in: scene).visibleAfterShift() == nil)
        #expect(Edge.judge(Placement(hostOffset: -9.999), in: scene).visibleAfterShift()?.check == .outsideRoom)
        // What the scroll must do is judged as a container's: 430 - 305 = 125, clamped to the
        // content's end 400 + 115 - 400.
        #expect(Edge.judge(Placement(hostOffset: -10), in: scene).minimal()?.check == .scrollNotLeast)
        let scrolled = Placement(
            hostOffset: -10,
            scroll: ScrollAdjustment(
                container: 9, contentInset: EdgeInsets(bottom: 115), contentOffset: Point(x: 0, y: 115)))
        #expect(Edge.judge(scrolled, in: scene).minimal() == nil)
        // Under the bar from the start, an unmoved host is as far as it may go.
        let under = Self.notes(y: 0, height: 400, caret: 380)
        #expect(Edge.judge(.rest, in: under).minimal()?.check == .scrollNotLeast)
        #expect(Edge.judge(.rest, in: scene).minimal()?.check == .hiddenButNotShifted)
    }

    @Test func aTextViewThatFitsTheRoomIsNotAdjusted() {
        // Exactly the room's height: the host reveals it, and any adjustment of it is wrong.
        let scene = Self.notes(y: 21, height: 285, caret: 265, content: 900)
        let scroll = ScrollAdjustment(container: 9, contentInset: .zero, contentOffset: Point(x: 0, y: 1))
        #expect(
            Edge.judge(Placement(hostOffset: 0, scroll: scroll), in: scene).scrollInsets()?.check
                == .adjustsOtherContainer)
        #expect(Edge.judge(Placement(hostOffset: -1), in: scene).scrollInsets() == nil)
        // Taller by the least amount, the same scroll is its own to make.
        let taller = Self.notes(y: 21, height: 285.0.nextUp, caret: 265, content: 900)
        #expect(Edge.judge(Placement(hostOffset: 0, scroll: scroll), in: taller).scrollInsets() == nil)
    }

    /// Every per-input check passes AvoidCore's placement for a text view that scrolls itself.
    @Test(arguments: [(30.0, 400.0, 380.0, 400.0), (0, 568, 500, 1704), (96, 300, 40, 900), (40, 260, 250, 260)])
    func avoidCoresPlacementKeepsEveryCheck(y: Double, height: Double, caret: Double, content: Double) {
        let scene = Self.notes(y: y, height: height, caret: caret, content: content)
        let placement = AvoidanceEngine.placement(
            scene: scene, keyboard: Edge.keyboard, focus: 1, configuration: Configuration())
        let judge = Edge.judge(placement, in: scene)
        for invariant in Invariant.allCases where invariant != .windowInvariance && invariant != .monotone {
            #expect(judge.check(invariant, fresh: { _ in placement }) == nil, "\(invariant): \(placement)")
        }
    }

    @Test func theOracleRejectsWhatTheEngineRejects() {
        let frame = Rect(x: 0, y: 100, width: 320, height: 300)
        let caret = Field.Kind.multiLine(caret: Rect(x: 0, y: 0, width: 2, height: 20))
        let own = ScrollContainer(id: 9, frame: frame, contentSize: Size(width: 320, height: 900))
        let outer = ScrollContainer(id: 3, frame: frame, contentSize: Size(width: 320, height: 900))
        for field in [
            Field(id: 1, frame: frame, kind: caret, ownContainer: 5),
            Field(id: 1, frame: frame, ownContainer: 9),
            Field(id: 1, frame: frame.offsetBy(dx: 1, dy: 0), kind: caret, ownContainer: 9),
            Field(id: 1, frame: frame, kind: caret, container: 3, ownContainer: 9),
            Field(id: 1, frame: frame, kind: caret, ownContainer: 9),
        ] {
            let scene = Scene(screen: Size(width: 320, height: 568), fields: [field], containers: [own, outer])
            var engine: SceneError? = nil
            do { try scene.validate() } catch { engine = error }
            #expect(Validity.error(of: scene) == engine)
        }
    }
}
