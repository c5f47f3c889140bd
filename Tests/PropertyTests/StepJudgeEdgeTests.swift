import AvoidCore
import AvoidanceModels
import Testing

@testable import Invariants

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

    static func scene(_ field: Field, containers: [ScrollContainer] = []) -> Scene {
        Scene(
            screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20), fields: [field],
            containers: containers)
    }

    /// The judge of `placement`, decided with field 1 focused and `keyboard` shown over `scene`.
    static func judge(
        _ placement: Placement, in scene: Scene, keyboard: Rect? = keyboard,
        configuration: Configuration = Configuration()
    ) -> StepJudge {
        var facts = Facts(scene: scene, configuration: configuration)
        facts.apply(.focus(1))
        let input = keyboard.map { Input.keyboard(KeyboardEvent(phase: .willShow, endFrame: $0)) } ?? .focus(1)
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
        let field = Self.field(y: 400)
        let scene = Self.scene(field)
        let limit = Self.bottom + Self.eps
        let on = try Self.offset(moving: \.maxY, of: field, in: scene, to: limit)
        let past = try Self.offset(moving: \.maxY, of: field, in: scene, to: limit.nextUp)
        Self.expect(
            { $0.visibleAfterShift() }, on: Self.judge(Placement(hostOffset: on), in: scene),
            past: Self.judge(Placement(hostOffset: past), in: scene), broken: .outsideRoom)
    }

    /// The field's top may be pushed up to the tolerance above T.
    @Test func visibleUpToTheToleranceAboveTheTop() throws {
        let field = Self.field(y: 30)
        let scene = Self.scene(field)
        let limit = Self.top - Self.eps
        let on = try Self.offset(moving: \.minY, of: field, in: scene, to: limit)
        let past = try Self.offset(moving: \.minY, of: field, in: scene, to: limit.nextDown)
        Self.expect(
            { $0.visibleAfterShift() }, on: Self.judge(Placement(hostOffset: on), in: scene),
            past: Self.judge(Placement(hostOffset: past), in: scene), broken: .outsideRoom)
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
}
