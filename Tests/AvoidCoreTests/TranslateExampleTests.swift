import AvoidCore
import Testing

/// The translate strategy on named situations, each number computed by hand in a comment:
/// T = visible top, K = keyboard line, B = K - d (d = 10), needed = max(0, f.maxY - B),
/// room = max(0, f.minY - T), shift = min(needed, room), hostOffset = -shift.
@Suite struct TranslateExampleTests {
    @Test func iPhoneSEFieldHiddenByPredictiveKeyboard() throws {
        let screen = Size(width: 320, height: 568)
        // T = 20 (status bar) + 44 (navigation bar) = 64.
        let scene = Fixture.phone(
            screen, safeTop: 20,
            fields: [
                Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44)),
                Field(id: 2, frame: Rect(x: 20, y: 100, width: 280, height: 44)),
            ])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // Keyboard with the predictive bar: 253 high, K = 568 - 253 = 315, B = 305.
        let decision = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 253)))
        // needed = 444 - 305 = 139, room = 400 - 64 = 336, shift = 139.
        #expect(decision.hostOffset == -139)
        #expect(decision.changed)
        #expect(decision.keyboard == .docked)
        // The field high on the screen (maxY 144 <= 305) is already visible: no shift.
        #expect(try engine.handle(.focus(2)).hostOffset == 0)
    }

    @Test func focusSwitchWithNoNotificationRecomputesFromBase() throws {
        let screen = Size(width: 375, height: 667)
        // T = 20 + 44 = 64; keyboard 258: K = 409, B = 399.
        let scene = Fixture.phone(
            screen, safeTop: 20,
            fields: [
                Field(id: 1, frame: Rect(x: 16, y: 500, width: 343, height: 40)),
                Field(id: 2, frame: Rect(x: 16, y: 300, width: 343, height: 40)),
                Field(id: 3, frame: Rect(x: 16, y: 600, width: 343, height: 40)),
            ])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // Field 1: needed = 540 - 399 = 141, room = 500 - 64 = 436 -> -141.
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 258))).hostOffset == -141)
        // iOS 11+ posts nothing on a focus switch. Field 2: maxY 340 <= 399 -> 0.
        let toTwo = try engine.handle(.focus(2))
        #expect(toTwo.hostOffset == 0)
        #expect(toTwo.changed)
        // Field 3: needed = 640 - 399 = 241, room = 536 -> -241 (not -141 - 241 = -382).
        #expect(try engine.handle(.focus(3)).hostOffset == -241)
        // Back to field 1: -141 again, whatever the history.
        #expect(try engine.handle(.focus(1)).hostOffset == -141)
    }

    @Test func repeatedWillShowAsThePredictiveBarGrows() throws {
        let screen = Size(width: 375, height: 812)
        // T = 44 + 44 = 88; field maxY = 600 + 44 = 644.
        let scene = Fixture.phone(
            screen, safeTop: 44, safeBottom: 34,
            fields: [Field(id: 1, frame: Rect(x: 16, y: 600, width: 343, height: 44))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // 291: K = 521, B = 511, needed = 644 - 511 = 133, room = 512 -> -133.
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 291))).hostOffset == -133)
        // 335 without a hide: K = 477, B = 467, needed = 177 -> -177 (not -133 - 177).
        let grown = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 335)))
        #expect(grown.hostOffset == -177)
        #expect(grown.changed)
        // The same WillShow again is a no-op.
        let repeated = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 335)))
        #expect(repeated.hostOffset == -177)
        #expect(!repeated.changed)
    }

    @Test func fieldNearTheTopWithATallKeyboardIsPinnedAtTheTop() throws {
        // iPhone SE landscape: no status bar, compact navigation bar 32 -> T = 32.
        let screen = Size(width: 568, height: 320)
        let scene = Scene(
            screen: screen, bars: [Fixture.navigationBar(top: 0, width: 568, height: 32)],
            fields: [Field(id: 1, frame: Rect(x: 20, y: 40, width: 300, height: 30))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // A third-party keyboard with an accessory, 260 high: K = 60, B = 50.
        // needed = 70 - 50 = 20, room = 40 - 32 = 8 -> shift 8: the top lands exactly on T.
        let decision = try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 260)))
        #expect(decision.hostOffset == -8)
        #expect(40 + decision.hostOffset == 32)
    }

    @Test func fieldTallerThanTheRoomGetsItsTopPinned() throws {
        let screen = Size(width: 375, height: 667)
        // T = 64; keyboard 258: K = 409, B = 399; room between T and B = 335 < 400.
        let scene = Fixture.phone(
            screen, safeTop: 20, fields: [Field(id: 1, frame: Rect(x: 0, y: 200, width: 375, height: 400))])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // needed = 600 - 399 = 201, room = 200 - 64 = 136 -> -136: top at 64, never above T.
        #expect(try engine.handle(Fixture.show(Fixture.dockedKeyboard(screen, height: 258))).hostOffset == -136)
    }

    @Test func hardwareKeyboardObstructsOnlyItsVisibleBar() throws {
        // iPad Air 820 x 1180: safe top 24, navigation bar 50 -> T = 74.
        let screen = Size(width: 820, height: 1180)
        let scene = Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 24, bottom: 20),
            bars: [Fixture.navigationBar(top: 24, width: 820, height: 50)],
            fields: [
                Field(id: 1, frame: Rect(x: 40, y: 1080, width: 740, height: 44)),
                Field(id: 2, frame: Rect(x: 40, y: 1000, width: 740, height: 44)),
            ])
        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        // The frame keeps a 313 pt software height but only 55 pt are on screen: y = 1125.
        let hardware = Rect(x: 0, y: 1125, width: 820, height: 313)
        // K = 1125, B = 1115, needed = 1124 - 1115 = 9, room = 1006 -> -9.
        let decision = try engine.handle(Fixture.show(hardware))
        #expect(decision.keyboard == .hardwareBar)
        #expect(decision.hostOffset == -9)
        // Field 2 (maxY 1044 <= 1115) stays put; a full-height reading (K = 867) would move it.
        #expect(try engine.handle(.focus(2)).hostOffset == 0)
    }

    @Test func floatingIPadKeyboardCausesNoShiftUnlessFollowed() throws {
        let screen = Size(width: 820, height: 1180)
        let scene = Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 24, bottom: 20),
            bars: [Fixture.navigationBar(top: 24, width: 820, height: 50)],
            fields: [Field(id: 1, frame: Rect(x: 40, y: 900, width: 740, height: 44))])
        let floating = Rect(x: 250, y: 700, width: 320, height: 260)  // maxY 960: off the bottom edge

        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let ignored = try engine.handle(Fixture.show(floating, phase: .didChangeFrame))
        #expect(ignored.keyboard == .undocked)
        #expect(ignored.hostOffset == 0)
        // Zero-sized and y = 0 full-height frames (seen while dragging) are no obstruction either.
        #expect(try engine.handle(Fixture.show(Rect(x: 300, y: -64, width: 0, height: 0))).hostOffset == 0)
        #expect(try engine.handle(Fixture.show(Rect(x: 0, y: 0, width: 820, height: 1180))).hostOffset == 0)

        // Opted in: K = 700, B = 690, needed = 944 - 690 = 254, room = 900 - 74 = 826 -> -254.
        var following = try AvoidanceEngine(scene: scene, configuration: Configuration(followsUndockedKeyboard: true))
        _ = try following.handle(.focus(1))
        #expect(try following.handle(Fixture.show(floating, phase: .didChangeFrame)).hostOffset == -254)
        // Followed, but covering nothing of the field (keyboard 100 ... 360, field 900 ... 944): no
        // shift; moving everything below a floating keyboard up would hide the field behind it.
        #expect(
            try following.handle(Fixture.show(Rect(x: 250, y: 100, width: 320, height: 260), phase: .didChangeFrame))
                .hostOffset == 0)
        // A followed frame reaching the top of the screen cannot be avoided by moving up.
        #expect(
            try following.handle(Fixture.show(Rect(x: 0, y: -264, width: 820, height: 1300), phase: .didChangeFrame))
                .hostOffset == 0)
    }

    @Test func animationDurationAndCurvePassThrough() throws {
        let screen = Size(width: 320, height: 568)
        let scene = Fixture.phone(
            screen, safeTop: 20, fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])
        var engine = try AvoidanceEngine(
            scene: scene, configuration: Configuration(defaultAnimation: Animation(duration: 0.3, curve: 3)))
        _ = try engine.handle(.focus(1))
        let frame = Fixture.dockedKeyboard(screen, height: 253)
        // Old systems: 0.4 s. Raw curve 7 stays 7 (outside the public enum).
        #expect(
            try engine.handle(Fixture.show(frame, duration: 0.4, curve: 7)).animation
                == Animation(duration: 0.4, curve: 7))
        // An in-place size change arrives with duration 0.
        let resized = try engine.handle(
            Fixture.show(Fixture.dockedKeyboard(screen, height: 216), phase: .willChangeFrame, duration: 0, curve: 7))
        #expect(resized.animation == Animation(duration: 0, curve: 7))
        // A focus change is not a keyboard notification: the configured default applies.
        #expect(try engine.handle(.focus(nil)).animation == Animation(duration: 0.3, curve: 3))
    }
}
