import AvoidCore
import Generators
import Testing

@testable import AvoidConformance

/// The per-input judge at its edges. Generated decisions almost never land exactly on a limit,
/// so each comparison is checked here on a hand-made decision that does: exactly on the limit
/// (within the tolerance `Oracle.epsilon`, or at an exact bound), where the invariant holds,
/// and one representable value past it, where it breaks with its own check.
///
/// The base is an iPhone SE (320 x 568, safe top 20) with a docked keyboard 253 pt high: the
/// keyboard line K is 315, the visible top T is 20 and, with the default distance of 10, the
/// bottom B of the room is 305.
@Suite struct StepJudgeEdgeTests {
    static let eps = Oracle.epsilon
    static let top = 20.0
    static let bottom = 305.0
    static let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)

    static func field(y: Double, height: Double = 44, container: ContainerID? = nil) -> Field {
        Field(id: 1, frame: Rect(x: 16, y: y, width: 288, height: height), container: container)
    }

    static func scene(_ field: Field, containers: [ScrollContainer] = [], safeTop: Double = 20) -> Scene {
        Scene(
            screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: safeTop), fields: [field],
            containers: containers)
    }

    /// A container over the top of the screen, 300 pt high with content as high: it cannot
    /// scroll, and a keyboard at K = 315 does not overlap it.
    static func container(
        y: Double = 0, height: Double = 300, content: Double = 300, offset: Double = 0
    ) -> ScrollContainer {
        ScrollContainer(
            id: 1, frame: Rect(x: 0, y: y, width: 320, height: height), contentSize: Size(width: 320, height: content),
            contentOffset: Point(x: 0, y: offset))
    }

    /// Container 1 scrolled to `offset` with its bottom inset grown to `bottom`, and the host shifted by `hostOffset`.
    static func scrolled(_ offset: Double, insetBottom bottom: Double = 0, hostOffset: Double = 0) -> Placement {
        Placement(
            hostOffset: hostOffset,
            scroll: ScrollAdjustment(
                container: 1, contentInset: EdgeInsets(bottom: bottom), contentOffset: Point(x: 0, y: offset)))
    }

    /// The judge of `placement`, decided with field 1 focused and `keyboard` shown over `scene`
    /// (and then hidden, with `phase` a hide).
    static func judge(
        _ placement: Placement, in scene: Scene, keyboard: Rect? = keyboard,
        configuration: Configuration = Configuration(), phase: KeyboardPhase = .willShow
    ) -> StepJudge {
        var facts = Facts(scene: scene, configuration: configuration)
        facts.apply(.focus(1))
        let input = keyboard.map { Input.keyboard(KeyboardEvent(phase: phase, endFrame: $0)) } ?? .focus(1)
        facts.apply(input)
        let decision = Decision(
            placement: placement, animation: .keyboard, changed: true,
            keyboard: KeyboardClass(endFrame: keyboard, scene: scene))
        return StepJudge(
            facts: facts, input: input, decision: decision, repeatsPrevious: false, keyboardWasHidden: false)
    }

    /// The double nearest `guess` for which `exact` holds (rounding in the judge's arithmetic
    /// puts an edge a few units in the last place from where exact arithmetic would).
    static func edge(near guess: Double, where exact: (Double) -> Bool) -> Double? {
        var below = guess
        var above = guess
        for _ in 0..<256 {
            if exact(below) { return below }
            if exact(above) { return above }
            below = below.nextDown
            above = above.nextUp
        }
        return nil
    }

    /// The host offset that moves the field's reveal rectangle so that `edge` of it is exactly `y`.
    static func offset(moving edge: (Rect) -> Double, of field: Field, in scene: Scene, to y: Double) throws
        -> Double
    {
        let base = Oracle.baseReveal(field, in: scene)
        return try #require(
            Self.edge(near: y - edge(base)) { edge(base.offsetBy(dx: 0, dy: $0)) == y },
            "no offset puts the edge exactly at \(y)")
    }

    /// What `check` finds when the host shift puts `edge` of a field at `y` exactly on `limit`
    /// (nothing) and on `past` (`broken`).
    static func expectShifting(
        _ edge: (Rect) -> Double, ofFieldAt y: Double, to limit: Double, past: Double,
        _ check: (StepJudge) -> Finding?, broken: Check, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let field = Self.field(y: y)
        let scene = Self.scene(field)
        let on = try Self.offset(moving: edge, of: field, in: scene, to: limit)
        let beyond = try Self.offset(moving: edge, of: field, in: scene, to: past)
        Self.expect(
            check, on: Self.judge(Placement(hostOffset: on), in: scene),
            past: Self.judge(Placement(hostOffset: beyond), in: scene), broken: broken,
            sourceLocation: sourceLocation)
    }

    /// What `check` finds for a decision on each side of an edge: nothing on it, `broken` past it.
    static func expect(
        _ check: (StepJudge) -> Finding?, on: StepJudge, past: StepJudge, broken: Check,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let at = check(on)?.check
        let beyond = check(past)?.check
        #expect(at == nil, "on the edge: \(String(describing: at))", sourceLocation: sourceLocation)
        #expect(beyond == broken, "past the edge: \(String(describing: beyond))", sourceLocation: sourceLocation)
    }

    // MARK: I1 visible after shift

    /// The field's bottom may end up to the tolerance below B.
    @Test func visibleDownToTheToleranceBelowTheBottom() throws {
        let limit = Self.bottom + Self.eps
        try Self.expectShifting(
            \.maxY, ofFieldAt: 400, to: limit, past: limit.nextUp, { $0.visibleAfterShift() }, broken: .outsideRoom)
    }

    /// The field's top may be pushed up to the tolerance above T.
    @Test func visibleUpToTheToleranceAboveTheTop() throws {
        let limit = Self.top - Self.eps
        try Self.expectShifting(
            \.minY, ofFieldAt: 30, to: limit, past: limit.nextDown, { $0.visibleAfterShift() }, broken: .outsideRoom)
    }

    // MARK: I2 minimal

    /// A field already in the room needs no shift: up to the tolerance is no shift.
    @Test func aShiftOfTheToleranceIsNoShift() {
        let scene = Self.scene(Self.field(y: 200))
        Self.expect(
            { $0.minimal() }, on: Self.judge(Placement(hostOffset: -Self.eps), in: scene),
            past: Self.judge(Placement(hostOffset: -Self.eps.nextUp), in: scene), broken: .shiftNotNeeded)
    }

    /// A field whose bottom is at most the tolerance below B is not hidden; a hair lower, it is.
    @Test func notHiddenDownToTheToleranceBelowTheBottom() {
        let y = (Self.bottom + Self.eps) - 44
        let on = Self.scene(Self.field(y: y))
        let past = Self.scene(Self.field(y: y.nextUp))
        #expect(Self.field(y: y).frame.maxY == Self.bottom + Self.eps)
        Self.expect(
            { $0.minimal() }, on: Self.judge(.rest, in: on), past: Self.judge(.rest, in: past),
            broken: .hiddenButNotShifted)
    }

    /// A field whose top is at most the tolerance below T cannot be shifted up: it is not hidden.
    @Test func notHiddenWhenTheTopIsAtTheTolerance() {
        let y = Self.top + Self.eps
        let on = Self.scene(Self.field(y: y, height: 400))
        let past = Self.scene(Self.field(y: y.nextUp, height: 400))
        Self.expect(
            { $0.minimal() }, on: Self.judge(.rest, in: on), past: Self.judge(.rest, in: past),
            broken: .hiddenButNotShifted)
    }

    /// The shift may exceed what brings the bottom to B by the tolerance, not more.
    @Test func aShiftMayExceedTheNeedByTheTolerance() throws {
        let scene = Self.scene(Self.field(y: 400))
        let needed = { (offset: Double) in
            let placement = Placement(hostOffset: offset)
            let scrolled = Oracle.finalReveal(scene.fields[0], in: scene, placement: placement)
                .offsetBy(dx: 0, dy: -offset)
            return scrolled.maxY - Self.bottom + Self.eps
        }
        let on = try #require(Self.edge(near: -(444 - Self.bottom + Self.eps)) { -$0 == needed($0) })
        let past = try #require(Self.edge(near: on.nextDown) { -$0 > needed($0) })
        Self.expect(
            { $0.minimal() }, on: Self.judge(Placement(hostOffset: on), in: scene),
            past: Self.judge(Placement(hostOffset: past), in: scene), broken: .shiftMoreThanNeeded)
    }

    /// A field exactly as tall as the room (to the tolerance) must fit in it: its top at T is
    /// not enough, its bottom must be above B too. A hair taller, only its top counts.
    @Test func aFieldAsTallAsTheRoomMustFitIt() {
        let room = Self.bottom - Self.top + Self.eps
        let offset = (Self.top + Self.eps / 2) - 30
        let fitting = Self.scene(Self.field(y: 30, height: room))
        let tall = Self.scene(Self.field(y: 30, height: room.nextUp))
        #expect(Self.judge(Placement(hostOffset: offset), in: fitting).visibleAfterShift()?.check == .outsideRoom)
        #expect(Self.judge(Placement(hostOffset: offset), in: tall).visibleAfterShift() == nil)
        // Unshifted, from half the tolerance below T: just as much outside the room.
        let unshifted = Self.scene(Self.field(y: Self.top + Self.eps / 2, height: room))
        #expect(Self.judge(.rest, in: unshifted).visibleAfterShift()?.check == .outsideRoom)
    }

    /// Left alone above T means strictly above T less the tolerance: a tall field that nothing
    /// moved, exactly there, is judged, and (the double T - 1e-6 being a little more than the
    /// tolerance from 20) its top is not at T; one double higher, it is left alone.
    @Test func aFieldLeftAloneIsStrictlyAboveTheTolerance() {
        let limit = Self.top - Self.eps
        #expect(abs(limit - Self.top) > Self.eps)
        let judged = { (y: Double) in Self.judge(.rest, in: Self.scene(Self.field(y: y, height: 600))) }
        #expect(judged(limit).visibleAfterShift()?.check == .tallFieldNotAtTop)
        #expect(judged(limit.nextDown).visibleAfterShift() == nil)
    }

    /// A field already above T that nothing moved is left where it is; moved by the least
    /// double, it is judged, and outside the room.
    @Test func aFieldAboveTheTopThatNothingMovedIsNotJudged() {
        let scene = Self.scene(Self.field(y: 10))
        Self.expect(
            { $0.visibleAfterShift() }, on: Self.judge(.rest, in: scene),
            past: Self.judge(Placement(hostOffset: -.leastNonzeroMagnitude), in: scene), broken: .outsideRoom)
    }

    /// A field taller than the room may have its top up to the tolerance from T (T = 0 here, so
    /// the difference is exact).
    @Test func aTallFieldsTopWithinTheToleranceOfTheTop() {
        Self.expect(
            { $0.visibleAfterShift() },
            on: Self.judge(.rest, in: Self.scene(Self.field(y: Self.eps, height: 600), safeTop: 0)),
            past: Self.judge(.rest, in: Self.scene(Self.field(y: Self.eps.nextUp, height: 600), safeTop: 0)),
            broken: .tallFieldNotAtTop)
    }

    /// A hidden field shifted by less than a point is still shifted.
    @Test func aShiftBelowAPointIsAShift() {
        let scene = Self.scene(Self.field(y: Self.bottom + 0.5 - 44))
        #expect(Self.judge(Placement(hostOffset: -0.5), in: scene).minimal() == nil)
        #expect(Self.judge(.rest, in: scene).minimal()?.check == .hiddenButNotShifted)
    }

    /// Adjusting a container to the inset and offset it already has changes nothing; the
    /// container compared is the adjusted one, not another that happens to match.
    @Test func anAdjustmentToWhatTheContainerHasChangesNothing() {
        var other = Self.container(y: 400, height: 100, content: 100)
        other.id = 2
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(offset: 10), other])
        #expect(Self.judge(Self.scrolled(10), in: scene).minimal()?.check == .adjustmentChangesNothing)
        #expect(Self.judge(Self.scrolled(0), in: scene).minimal()?.check != .adjustmentChangesNothing)
    }

    /// A container's own bottom inset narrows its room: a field one point below the inset's top
    /// scrolls one point.
    @Test func aContainersBottomInsetNarrowsItsRoom() {
        var container = Self.container(content: 600)
        container.contentInset.bottom = 20
        let scene = Self.scene(Self.field(y: 281 - 44, container: 1), containers: [container])
        #expect(Self.judge(Self.scrolled(1, insetBottom: 20), in: scene).minimal() == nil)
        #expect(Self.judge(.rest, in: scene).minimal()?.check == .scrollNotLeast)
    }

    /// A container the keyboard overlaps (400 pt high, its own inset 20, its clear part ending
    /// 65 pt below K) has its room end at B = 305: a field ending at 300 stays, one ending at 306
    /// scrolls 1 pt (left where it is, it counts as hidden), its inset grown by the overlap.
    @Test func aContainerTheKeyboardOverlapsEndsItsRoomAtTheBottom() {
        var container = Self.container(height: 400, content: 1000)
        container.contentInset.bottom = 20
        let stays = Self.scene(Self.field(y: 256, container: 1), containers: [container])
        #expect(Self.judge(Self.scrolled(0, insetBottom: 85), in: stays).minimal() == nil)
        #expect(Self.judge(Self.scrolled(1, insetBottom: 85), in: stays).minimal()?.check == .scrollNotLeast)
        let scrolls = Self.scene(Self.field(y: 262, container: 1), containers: [container])
        #expect(Self.judge(Self.scrolled(1, insetBottom: 85), in: scrolls).minimal() == nil)
        #expect(Self.judge(Self.scrolled(0, insetBottom: 85), in: scrolls).minimal()?.check == .hiddenButNotShifted)
    }

    /// A field whose bottom is on the container's bottom limit (T = 20 to 300) and whose top is
    /// one double above T, its height rounding that double away: the least scroll is that
    /// double, the other way, and the tolerance counts from there.
    @Test func theLeastScrollFollowsTheTopWhenTheBottomFits() throws {
        let field = Self.field(y: Self.top.nextDown + 10, height: 280, container: 1)
        let scene = Self.scene(field, containers: [Self.container(content: 600, offset: 10)])
        let base = Oracle.baseReveal(field, in: scene)
        #expect(base.minY == Self.top.nextDown && base.maxY == 300)
        let expected = 10 + (base.minY - Self.top)
        let within = try #require(Self.edge(near: 10 + Self.eps) { abs($0 - expected) <= Self.eps })
        let beyond = try #require(Self.edge(near: within) { abs($0 - expected) > Self.eps })
        Self.expect(
            { $0.minimal() }, on: Self.judge(Self.scrolled(within), in: scene),
            past: Self.judge(Self.scrolled(beyond), in: scene), broken: .scrollNotLeast)
    }

    /// A container already scrolled a quarter point before its content's start (at the top of
    /// the screen, with no safe area) is not clamped back for a field that hangs below the
    /// container's end by the least double: the direction of so small a need rounds to none.
    @Test func aNeedThatRoundsToNothingKeepsTheOffset() {
        let container = ScrollContainer(
            id: 1, frame: Rect(x: 0, y: -0.25, width: 320, height: 0.25), contentSize: Size(width: 320, height: 600),
            contentOffset: Point(x: 0, y: -0.25))
        let field = Self.field(y: .leastNonzeroMagnitude, height: 0, container: 1)
        let scene = Self.scene(field, containers: [container], safeTop: 0)
        #expect(Oracle.baseReveal(field, in: scene).maxY == .leastNonzeroMagnitude)
        #expect(Self.judge(.rest, in: scene).minimal() == nil)
    }

    /// A container that need not scroll may be scrolled by up to the tolerance.
    @Test func aScrollOfTheToleranceIsNoScroll() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(content: 600)])
        Self.expect(
            { $0.minimal() }, on: Self.judge(Self.scrolled(Self.eps), in: scene),
            past: Self.judge(Self.scrolled(Self.eps.nextUp), in: scene), broken: .scrollNotLeast)
        let message = Self.judge(Self.scrolled(1), in: scene).minimal()?.message ?? ""
        #expect(message.contains("is already visible"), "\(message)")
    }

    /// A field hidden by half a point below the end of a container the keyboard does not reach:
    /// the container scrolls exactly that half point; in one that cannot scroll, it stays.
    @Test func theLeastScrollMayBeLessThanAPoint() {
        let field = Self.field(y: 300.5 - 44, container: 1)
        let scrolling = Self.scene(field, containers: [Self.container(content: 600)])
        #expect(Self.judge(Self.scrolled(0.5), in: scrolling).minimal() == nil)
        let message = Self.judge(.rest, in: scrolling).minimal()?.message ?? ""
        #expect(message.contains("needs the least scroll, clamped, to 0.5"), "\(message)")
        let fixed = Self.scene(Self.field(y: 301 - 44, container: 1), containers: [Self.container()])
        #expect(Self.judge(.rest, in: fixed).minimal() == nil)
    }

    /// A field exactly as tall as its container's room (T = 20 to the container's bottom at
    /// 300), one double below T, fits it: it is already visible, and a scroll of the tolerance
    /// either way is no scroll. Taken for taller than the room, it would have to scroll its top
    /// to T, and the tolerance upward would be more than that.
    @Test func aFieldExactlyAsTallAsItsContainersRoomFitsIt() {
        let field = Self.field(y: Self.top.nextUp, height: 280, container: 1)
        #expect(field.frame.maxY == 300)
        let scene = Self.scene(field, containers: [Self.container(content: 600)])
        #expect(Self.judge(Self.scrolled(-Self.eps), in: scene).minimal() == nil)
        #expect(Self.judge(Self.scrolled(Self.eps), in: scene).minimal() == nil)
    }

    // MARK: I3 never down, never past the top

    /// A scroll may leave the valid offsets by up to the tolerance, above or below.
    @Test func aScrollMayLeaveTheContentByTheTolerance() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(offset: 10)])
        Self.expect(
            { $0.neverDownNeverPastTop() }, on: Self.judge(Self.scrolled(-Self.eps), in: scene),
            past: Self.judge(Self.scrolled((-Self.eps).nextDown), in: scene), broken: .scrolledOutsideContent)
        Self.expect(
            { $0.neverDownNeverPastTop() }, on: Self.judge(Self.scrolled(Self.eps), in: scene),
            past: Self.judge(Self.scrolled(Self.eps.nextUp), in: scene), broken: .scrolledOutsideContent)
    }

    /// Moving the host view down by the least double is moving it down.
    @Test func theHostViewMovedDownByTheLeastDoubleMovedDown() {
        let scene = Self.scene(Self.field(y: 200))
        Self.expect(
            { $0.neverDownNeverPastTop() }, on: Self.judge(.rest, in: scene),
            past: Self.judge(Placement(hostOffset: .leastNonzeroMagnitude), in: scene), broken: .movedDown)
    }

    /// Any one of the top, left and right insets changed alone is an inset beside the original.
    @Test func anInsetChangedOnAnyOtherSideIsBesideTheOriginal() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(content: 600)])
        for inset in [EdgeInsets(top: 1), EdgeInsets(left: 1), EdgeInsets(right: 1)] {
            let placement = Placement(
                hostOffset: 0, scroll: ScrollAdjustment(container: 1, contentInset: inset, contentOffset: .zero))
            #expect(Self.judge(placement, in: scene).neverDownNeverPastTop()?.check == .insetBelowOriginal)
        }
    }

    /// The original bottom inset kept exactly is not below it.
    @Test func anInsetKeptAsItWasIsNotBelowIt() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(content: 600)])
        #expect(Self.judge(Self.scrolled(10), in: scene).neverDownNeverPastTop() == nil)
        #expect(
            Self.judge(Self.scrolled(10, insetBottom: -Self.eps), in: scene).neverDownNeverPastTop()?.check
                == .insetBelowOriginal)
    }

    /// A field whose top is at most the tolerance above T counts as below it: pushing it further
    /// up is pushing it past the top; one already further above may stay there.
    @Test func aFieldAtTheToleranceAboveTheTopMayNotBePushedPastIt() throws {
        let limit = Self.top - Self.eps
        let pushed = { (y: Double) in Self.judge(Placement(hostOffset: -10), in: Self.scene(Self.field(y: y))) }
        #expect(pushed(limit).neverDownNeverPastTop()?.check == .pushedAboveTop)
        #expect(pushed(limit.nextDown).neverDownNeverPastTop() == nil)
        try Self.expectShifting(
            \.minY, ofFieldAt: 30, to: limit, past: limit.nextDown, { $0.neverDownNeverPastTop() },
            broken: .pushedAboveTop)
    }

    // MARK: I4 restore on hide

    /// After a hide the container has its original inset and offset, stated or not; either one
    /// left changed is not restored.
    @Test func aHideRestoresTheContainersInsetAndOffset() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(content: 600)])
        let hidden = { (placement: Placement) in
            Self.judge(placement, in: scene, phase: .willHide).restoreOnHide()?.check
        }
        #expect(hidden(Self.scrolled(0)) == nil)
        #expect(hidden(Self.scrolled(10)) == .containerNotRestored)
        #expect(hidden(Self.scrolled(0, insetBottom: 10)) == .containerNotRestored)
    }

    // MARK: I11 scroll insets without a keyboard

    /// With no keyboard a container keeps its original inset; a scroll alone adds none.
    @Test func noKeyboardNoAddedInset() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container(content: 600)])
        #expect(Self.judge(Self.scrolled(10), in: scene, keyboard: nil).scrollInsets() == nil)
        #expect(
            Self.judge(Self.scrolled(0, insetBottom: 10), in: scene, keyboard: nil).scrollInsets()?.check
                == .insetWithoutKeyboard)
    }

    // MARK: I10 finite

    /// A non-finite offset alone, or a non-finite inset alone, is non-finite output.
    @Test func eitherPartOfAScrollNonFiniteIsNonFinite() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container()])
        for scroll in [
            ScrollAdjustment(container: 1, contentInset: EdgeInsets(), contentOffset: Point(x: 0, y: .nan)),
            ScrollAdjustment(container: 1, contentInset: EdgeInsets(bottom: .infinity), contentOffset: .zero),
        ] {
            #expect(Self.judge(Placement(hostOffset: 0, scroll: scroll), in: scene).finite()?.check == .nonFiniteScroll)
        }
        #expect(Self.judge(Self.scrolled(10), in: scene).finite() == nil)
    }

    // MARK: I6 hardware keyboards

    /// Under a hardware keyboard's bar a visible field may move by up to the tolerance.
    @Test func aHardwareKeyboardMayMoveAVisibleFieldByTheTolerance() {
        let bar = Rect(x: 0, y: 524, width: 320, height: 253)
        let scene = Self.scene(Self.field(y: 200))
        let configuration = Configuration(handlesScrollContainers: false)
        Self.expect(
            { $0.undockedAndHardware() },
            on: Self.judge(Placement(hostOffset: -Self.eps), in: scene, keyboard: bar, configuration: configuration),
            past: Self.judge(
                Placement(hostOffset: -Self.eps.nextUp), in: scene, keyboard: bar, configuration: configuration),
            broken: .hardwareShift)
    }

    /// A field hidden by a hardware keyboard's bar (B = 514) whose top is half a point below T:
    /// the shift is the lesser of what its bottom and its top need, half a point.
    @Test func aHardwareKeyboardShiftsByWhatTheTopAllows() {
        let bar = Rect(x: 0, y: 524, width: 320, height: 253)
        let scene = Self.scene(Self.field(y: Self.top + 0.5, height: 520))
        let configuration = Configuration(handlesScrollContainers: false)
        let shifted = { (offset: Double) in
            Self.judge(Placement(hostOffset: offset), in: scene, keyboard: bar, configuration: configuration)
                .undockedAndHardware()?.check
        }
        #expect(shifted(-0.5) == nil)
        #expect(shifted(-1) == .hardwareShift)
    }

    // MARK: I11 scroll insets

    /// A container the keyboard does not overlap may gain up to the tolerance of bottom inset.
    @Test func anInsetMayGrowByTheToleranceBeyondTheOverlap() {
        let scene = Self.scene(Self.field(y: 100, container: 1), containers: [Self.container()])
        Self.expect(
            { $0.scrollInsets() }, on: Self.judge(Self.scrolled(0, insetBottom: Self.eps), in: scene),
            past: Self.judge(Self.scrolled(0, insetBottom: Self.eps.nextUp), in: scene), broken: .insetNotOverlap)
    }

    // MARK: I13 container first

    /// The field hidden at the bottom of a container that could scroll 300 pt further: a host
    /// shift of up to the tolerance is no shift; more is a shift before the scroll.
    @Test func aHostShiftOfTheToleranceIsNoShiftBeforeTheScroll() {
        let scene = Self.scene(
            Self.field(y: 400, container: 1), containers: [Self.container(height: 568, content: 868)])
        Self.expect(
            { $0.containerFirst() }, on: Self.judge(Placement(hostOffset: -Self.eps), in: scene),
            past: Self.judge(Placement(hostOffset: -Self.eps.nextUp), in: scene), broken: .hostShiftBeforeScroll)
    }

    /// A container that can scroll only the tolerance further is at its end.
    @Test func aContainerTheToleranceFromItsEndIsAtItsEnd() {
        let scene = Self.scene(
            Self.field(y: 400, container: 1), containers: [Self.container(height: 568, content: 568)])
        Self.expect(
            { $0.containerFirst() }, on: Self.judge(Self.scrolled(-Self.eps, hostOffset: -50), in: scene),
            past: Self.judge(Self.scrolled((-Self.eps).nextDown, hostOffset: -50), in: scene),
            broken: .hostShiftBeforeScroll)
    }

    /// A tall field whose top is already at T in a container that could scroll far: scrolling
    /// would push its top past T, so the host view may move instead.
    @Test func aContainerThatWouldPushTheFieldsTopPastTheTopNeedNotScroll() {
        let scene = Self.scene(
            Self.field(y: Self.top, height: 400, container: 1), containers: [Self.container(height: 568, content: 2000)]
        )
        #expect(Self.judge(Placement(hostOffset: -50), in: scene).containerFirst() == nil)
    }

    /// A keyboard overlapping a container by half a point gives it something to scroll for.
    @Test func aContainerOverlappedByHalfAPointMustScrollFirst() {
        let scene = Self.scene(
            Self.field(y: 290, height: 20, container: 1), containers: [Self.container(height: 315.5, content: 900)])
        #expect(Self.judge(Placement(hostOffset: -5), in: scene).containerFirst()?.check == .hostShiftBeforeScroll)
    }

    /// A container the keyboard does not overlap, with the field inside its frame (even with its
    /// bottom on the frame's), has nothing to scroll for; a field below the frame has.
    @Test func aContainerTheKeyboardMissesHasNothingToScrollFor() {
        let judged = { (y: Double) in
            Self.judge(
                Placement(hostOffset: -50),
                in: Self.scene(Self.field(y: y, container: 1), containers: [Self.container(content: 900)]))
        }
        #expect(judged(300 - 44).containerFirst() == nil)
        #expect(judged((300 - 44).nextUp).containerFirst()?.check == .hostShiftBeforeScroll)
    }
}
