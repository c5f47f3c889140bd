import AvoidCore
import Testing

/// Keyboard frames arrive in screen coordinates; windows that are not the whole screen must be
/// converted (screen -> window -> host view). Numbers computed by hand in the comments.
@Suite struct MultitaskingExampleTests {
    @Test func rightHandSplitViewWindow() throws {
        // iPad Air landscape 1180 x 820; our app is the right-hand window, 586 wide at x = 594.
        let screen = Size(width: 1180, height: 820)
        let window = Rect(x: 594, y: 0, width: 586, height: 820)
        let scene = Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 24, bottom: 20), window: window,
            windowMode: .splitView, bars: [Fixture.navigationBar(top: 24, width: 586, height: 50)],
            fields: [Field(id: 1, frame: Rect(x: 20, y: 500, width: 546, height: 44))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // The keyboard spans the whole screen: (0, 422, 1180 x 398) in screen coordinates;
        // in host coordinates (-594, 422, 1180 x 398), clipped to the host: (0, 422, 586 x 398).
        // T = 24 + 50 = 74, K = 422, B = 412, needed = 544 - 412 = 132, room = 426 -> -132.
        let decision = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 398)))
        #expect(decision.keyboard == .docked)
        #expect(decision.hostOffset == -132)
    }

    @Test func stageManagerWindowAwayFromTheScreenOrigin() throws {
        // iPad Pro 12.9" landscape 1366 x 1024; a Stage Manager window at (300, 120), 800 x 600,
        // so its bottom edge is at 720 on screen.
        let screen = Size(width: 1366, height: 1024)
        let scene = Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 24, bottom: 20),
            window: Rect(x: 300, y: 120, width: 800, height: 600), windowMode: .stageManager,
            hostSafeArea: EdgeInsets(), bars: [Fixture.navigationBar(top: 0, width: 800, height: 50)],
            fields: [
                Field(id: 1, frame: Rect(x: 20, y: 480, width: 760, height: 44)),
                Field(id: 2, frame: Rect(x: 20, y: 380, width: 760, height: 44)),
            ])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // Keyboard (0, 626, 1366 x 398) on screen -> (-300, 506) in the window -> clipped to
        // (0, 506, 800 x 94). T = 50, K = 506, B = 496, needed = 524 - 496 = 28, room = 430 -> -28.
        // Measured against the screen instead (K = 626) the field would wrongly stay covered.
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 398))).hostOffset == -28)
        // Field 2: maxY 424 <= 496 -> 0.
        #expect(try engine.handle(.focus(2)).hostOffset == 0)
    }

    @Test func keyboardBesideTheHostViewDoesNotObstruct() throws {
        // A host view in the top half of a window: the keyboard never reaches it.
        let screen = Size(width: 1180, height: 820)
        let scene = Scene(
            screen: screen, hostFrame: Rect(x: 0, y: 0, width: 1180, height: 400),
            fields: [Field(id: 1, frame: Rect(x: 20, y: 350, width: 300, height: 40))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 398))).hostOffset == 0)
    }
}
