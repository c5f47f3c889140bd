import AvoidCore
import Testing

/// Rotation, detach/attach and the real notification orders iOS produces.
@Suite struct LifecycleExampleTests {
    @Test func rotationWhileTheKeyboardIsUp() throws {
        // iPhone 15 Pro portrait 393 x 852: safe top 59, bar 44 -> T = 103; keyboard 336: K = 516, B = 506.
        let portrait = Size(width: 393, height: 852)
        let scene = Fixture.phone(
            portrait, safeTop: 59, safeBottom: 34,
            fields: [Field(id: 1, frame: Rect(x: 16, y: 600, width: 361, height: 44))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // needed = 644 - 506 = 138, room = 497 -> -138.
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(portrait, height: 336))).hostOffset == -138)

        // Landscape 852 x 393: no status bar, compact bar 32 -> T = 32; the field moved to y = 250.
        let landscape = Size(width: 852, height: 393)
        let rotated = Scene(
            screen: landscape, screenSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            bars: [Fixture.navigationBar(top: 0, width: 852, height: 32)],
            fields: [Field(id: 1, frame: Rect(x: 75, y: 250, width: 702, height: 44))])
        // The stale portrait frame starts at y = 516, below the new 393 pt screen: no obstruction.
        let relaid = try engine.handle(.layoutChanged(rotated))
        #expect(relaid.hostOffset == 0)
        #expect(relaid.keyboard == .hidden)
        // iOS posts WillHide then WillShow around rotation.
        #expect(try engine.handle(Fixture.hide(landscape, height: 336)).hostOffset == 0)
        // Landscape keyboard 200: K = 193, B = 183, needed = 294 - 183 = 111, room = 218 -> -111.
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(landscape, height: 200))).hostOffset == -111)
    }

    @Test func detachWhileShiftedRestoresAndTheNextAttachAvoidsTheKeyboardUp() throws {
        let screen = Size(width: 320, height: 568)
        let scene = Fixture.phone(
            screen, safeTop: 20, fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])
        let keyboard = Fixture.dockedKeyboard(screen, height: 253)
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        #expect(try engine.handle(Fixture.show(keyboard)).hostOffset == -139)

        let detached = try engine.handle(.detach)
        #expect(detached.hostOffset == 0)
        #expect(detached.changed)
        // The keyboard stays up while the view is away (a full-screen modal over it): nothing
        // moves, and the engine keeps it.
        #expect(engine.keyboard == keyboard)
        let repeated = try engine.handle(Fixture.show(keyboard))
        #expect(repeated.hostOffset == 0)
        #expect(!repeated.changed)

        // Back: the attach alone avoids the keyboard on screen; no notification comes.
        #expect(try engine.handle(.attach).hostOffset == -139)
    }

    @Test func aKeyboardShownWhileAwayIsAvoidedAtTheAttach() throws {
        let screen = Size(width: 320, height: 568)
        let scene = Fixture.phone(
            screen, safeTop: 20, fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        _ = try engine.handle(.detach)
        // The field is focused as the screen comes back: the show is posted before the attach.
        let shown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 253)))
        #expect(shown.hostOffset == 0)
        #expect(!shown.changed)
        #expect(shown.animation == engine.configuration.defaultAnimation)
        #expect(try engine.handle(.attach).hostOffset == -139)
        // A hide while away is kept too: the next attach moves nothing.
        _ = try engine.handle(.detach)
        _ = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 253), phase: .willHide))
        #expect(try engine.handle(.attach).hostOffset == 0)
    }

    @Test func realNotificationOrders() throws {
        let screen = Size(width: 375, height: 812)
        let scene = Fixture.phone(
            screen, safeTop: 44, fields: [Field(id: 1, frame: Rect(x: 16, y: 600, width: 343, height: 44))])
        let frame = Fixture.dockedKeyboard(screen, height: 335)
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // WillChangeFrame arrives first and already carries the truth: -177 (see above).
        #expect(try engine.handle(Fixture.show(frame, phase: .willChangeFrame)).hostOffset == -177)
        #expect(!(try engine.handle(Fixture.show(frame, phase: .willShow)).changed))
        #expect(!(try engine.handle(Fixture.show(frame, phase: .didShow)).changed))
        // Hide without show, twice: exactly 0, and the second hide changes nothing.
        #expect(try engine.handle(Fixture.hide(screen)).hostOffset == 0)
        let again = try engine.handle(Fixture.hide(screen, phase: .didHide))
        #expect(again.hostOffset == 0 && !again.changed)
        // DidShow without WillShow still shows; a hide with the accessory's height (iOS 26) still hides.
        #expect(try engine.handle(Fixture.show(frame, phase: .didShow)).hostOffset == -177)
        let accessoryHide = Input.keyboard(
            KeyboardEvent(phase: .willHide, endFrame: Rect(x: 0, y: 768, width: 375, height: 44)))
        #expect(try engine.handle(accessoryHide).hostOffset == 0)
        // Begin frame is only a hint: a wrong begin frame changes nothing.
        let misleading = Input.keyboard(
            KeyboardEvent(phase: .willShow, beginFrame: Rect(x: 0, y: 0, width: 10, height: 10), endFrame: frame))
        #expect(try engine.handle(misleading).hostOffset == -177)
    }
}
