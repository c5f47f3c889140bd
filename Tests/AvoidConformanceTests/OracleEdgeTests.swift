import AvoidCore
import Testing

@testable import AvoidConformance

/// The oracle's classifications at their edges, on an iPhone SE (320 x 568): each bound of a
/// keyboard class, a covered band and a container's overlap, exactly on it and one double past.
@Suite struct OracleEdgeTests {
    static let screen = Size(width: 320, height: 568)

    static func scene(window: Rect? = nil, host: Rect? = nil) -> Scene {
        Scene(screen: screen, window: window, hostFrame: host)
    }

    static func kind(_ frame: Rect, window: Rect? = nil) -> Oracle.KeyboardKind {
        Oracle.kind(of: frame, in: scene(window: window))
    }

    /// A keyboard 253 pt high whose bottom is at `bottom` (exactly: the top is chosen so).
    static func keyboard(bottom: Double, x: Double = 0, width: Double = 320) -> Rect {
        let frame = Rect(x: x, y: bottom - 253, width: width, height: 253)
        precondition(frame.maxY == bottom, "\(bottom) is not an exact bottom")
        return frame
    }

    @Test func aKeyboardAtTheScreensBottomIsHidden() {
        #expect(Self.kind(Rect(x: 0, y: 568, width: 320, height: 253)) == .none)
        #expect(Self.kind(Rect(x: 0, y: 568.nextDown, width: 320, height: 253)) == .hardware)
    }

    /// Docked within a point of the bottom, below it a hardware keyboard's bar, above it undocked.
    @Test func aDockedKeyboardTouchesTheBottomWithinAPoint() {
        #expect(Self.kind(Self.keyboard(bottom: 567)) == .docked)
        #expect(Self.kind(Self.keyboard(bottom: 567.nextDown)) == .undocked)
        #expect(Self.kind(Self.keyboard(bottom: 569)) == .docked)
        #expect(Self.kind(Self.keyboard(bottom: 569.nextUp)) == .hardware)
    }

    /// Docked when it spans the window within a point on each side.
    @Test func aDockedKeyboardSpansTheWindowWithinAPoint() {
        #expect(Self.kind(Self.keyboard(bottom: 568, x: 1, width: 319)) == .docked)
        #expect(Self.kind(Self.keyboard(bottom: 568, x: 1.nextUp, width: 319)) == .undocked)
        #expect(Self.kind(Self.keyboard(bottom: 568, width: 319)) == .docked)
        #expect(Self.kind(Self.keyboard(bottom: 568, width: 319.nextDown)) == .undocked)
    }

    /// A window on one half of the screen: the keyboard spans the window, not the screen.
    @Test func aDockedKeyboardSpansItsWindowNotTheScreen() {
        let left = Rect(x: 0, y: 0, width: 160, height: 568)
        let right = Rect(x: 160, y: 0, width: 160, height: 568)
        #expect(Self.kind(Self.keyboard(bottom: 568, width: 160), window: left) == .docked)
        #expect(Self.kind(Self.keyboard(bottom: 568, x: 160, width: 160), window: right) == .docked)
    }

    /// A keyboard from the very top is undocked (full-screen keyboards are not docked).
    @Test func aKeyboardFromTheTopIsUndocked() {
        #expect(Self.kind(Rect(x: 0, y: 0, width: 320, height: 568)) == .undocked)
        #expect(Self.kind(Rect(x: 0, y: 0.5, width: 320, height: 567.5)) == .docked)
    }

    /// A floating keyboard that reaches the top covers no band: nothing can move above it.
    @Test func aFloatingKeyboardFromTheTopCoversNoBand() {
        let band = { (top: Double) in
            Oracle.band(
                keyboard: Rect(x: 60, y: top, width: 200, height: 300), scene: Self.scene(), followsUndocked: true)
        }
        #expect(band(0) == nil)
        #expect(band(0.5)?.floating == true)
    }

    /// A keyboard that reaches the host view's bottom edge only, or its side edge only, covers
    /// nothing of it.
    @Test func aKeyboardOnTheHostsEdgeCoversNoBand() {
        let host = Rect(x: 0, y: 0, width: 160, height: 400)
        let band = { (frame: Rect, follows: Bool) in
            Oracle.band(keyboard: frame, scene: Self.scene(host: host), followsUndocked: follows)
        }
        #expect(band(Rect(x: 0, y: 400, width: 320, height: 168), false) == nil)
        #expect(band(Rect(x: 0, y: 400.nextDown, width: 320, height: 168), false) != nil)
        #expect(band(Rect(x: 160, y: 200, width: 100, height: 100), true) == nil)
        #expect(band(Rect(x: 160.nextDown, y: 200, width: 100, height: 100), true) != nil)
    }

    /// A floating band beside a container, edge to edge, does not overlap it.
    @Test func aBandEdgeToEdgeWithAContainerDoesNotOverlapIt() {
        let band = Oracle.Band(line: 200, left: 100, right: 200, bottom: 400, floating: true)
        let container = { (x: Double, width: Double) in
            ScrollContainer(
                id: 1, frame: Rect(x: x, y: 0, width: width, height: 300), contentSize: Size(width: width, height: 300))
        }
        #expect(Oracle.overlap(of: band, with: container(0, 100)) == 0)
        #expect(Oracle.overlap(of: band, with: container(0, 100.nextUp)) == 100)
        #expect(Oracle.overlap(of: band, with: container(200, 100)) == 0)
        #expect(Oracle.overlap(of: band, with: container(200.nextDown, 100)) == 100)
    }

    static func expectBand(
        _ band: Oracle.Band?, line: Double, left: Double, right: Double, bottom: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = band.map { [$0.line, $0.left, $0.right, $0.bottom] }
        #expect(found == [line, left, right, bottom], sourceLocation: sourceLocation)
    }

    /// A floating keyboard's band is its frame, clipped to nothing on a full screen.
    @Test func aFloatingBandIsTheKeyboardsFrame() {
        let frame = Rect(x: 0.5, y: 0.5, width: 200, height: 300)
        let band = Oracle.band(keyboard: frame, scene: Self.scene(), followsUndocked: true)
        Self.expectBand(band, line: 0.5, left: 0.5, right: 200.5, bottom: 300.5)
    }

    /// A docked keyboard's band in a window and host view moved on the screen: clipped to the
    /// window, then to the host view, in host-view coordinates.
    @Test func aDockedBandIsInHostViewCoordinates() {
        let scene = Self.scene(
            window: Rect(x: 10, y: 20, width: 300, height: 540), host: Rect(x: 0, y: 4, width: 300, height: 530))
        let band = Oracle.band(
            keyboard: Rect(x: 0, y: 315, width: 320, height: 253), scene: scene, followsUndocked: false)
        Self.expectBand(band, line: 291, left: 0, right: 300, bottom: 530)
    }

    /// A tab bar above a hardware keyboard's bar lowers the line to the tab bar's top; a
    /// navigation bar does not.
    @Test func aBottomBarLowersTheLine() {
        var scene = Self.scene()
        scene.bars = [
            Bar(kind: .navigationBar, frame: Rect(x: 0, y: 20, width: 320, height: 44)),
            Bar(kind: .tabBar, frame: Rect(x: 0, y: 519, width: 320, height: 49)),
        ]
        let band = Oracle.band(
            keyboard: Rect(x: 0, y: 524, width: 320, height: 253), scene: scene, followsUndocked: false)
        Self.expectBand(band, line: 519, left: 0, right: 320, bottom: 568)
    }

    /// A field's reveal follows its container's scroll on each axis apart, and then the host's
    /// shift: a container scrolled across and down by different amounts moves it by each.
    @Test func theFinalRevealFollowsEachAxisOfTheScroll() {
        let container = ScrollContainer(
            id: 1, frame: Rect(x: 10, y: 100, width: 300, height: 300), contentSize: Size(width: 600, height: 900),
            contentOffset: Point(x: 5, y: 40))
        let field = Field(id: 1, frame: Rect(x: 16, y: 200, width: 200, height: 44), container: 1)
        let scene = Scene(screen: Self.screen, fields: [field], containers: [container])
        let base = Oracle.baseReveal(field, in: scene)
        #expect(base == Rect(x: 21, y: 260, width: 200, height: 44))
        let placement = Placement(
            hostOffset: -12,
            scroll: ScrollAdjustment(container: 1, contentInset: EdgeInsets(), contentOffset: Point(x: 8, y: 70)))
        #expect(
            Oracle.finalReveal(field, in: scene, placement: placement) == Rect(x: 18, y: 218, width: 200, height: 44))
    }

    /// A text view reveals its caret, placed by its own origin within the text view.
    @Test func aTextViewRevealsItsCaretWhereItIs() {
        let textView = Field(
            id: 1, frame: Rect(x: 16, y: 200, width: 288, height: 120),
            kind: .multiLine(caret: Rect(x: 40, y: 60, width: 2, height: 18)))
        let scene = Scene(screen: Self.screen, fields: [textView])
        #expect(Oracle.baseReveal(textView, in: scene) == Rect(x: 56, y: 260, width: 2, height: 18))
    }

    /// A rectangle is valid only with every number within a million points and no negative
    /// size: each of the four is checked on its own.
    @Test func aRectIsValidOnlyWithEveryNumberInRange() {
        let big = Validity.limit.nextUp
        #expect(Validity.isValid(Rect(x: 0, y: 0, width: Validity.limit, height: Validity.limit)))
        for rect in [
            Rect(x: big, y: 0, width: 1, height: 1), Rect(x: 0, y: big, width: 1, height: 1),
            Rect(x: 0, y: 0, width: big, height: 1), Rect(x: 0, y: 0, width: 1, height: big),
            Rect(x: 0, y: 0, width: -1, height: 1), Rect(x: 0, y: 0, width: 1, height: -1),
        ] {
            #expect(!Validity.isValid(rect), "\(rect)")
        }
    }
}
