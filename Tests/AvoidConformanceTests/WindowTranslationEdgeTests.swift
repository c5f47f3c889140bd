import AvoidCore
import Generators
import Testing

@testable import AvoidConformance

/// Invariant 7 moves the window down and sideways, unless a keyboard frame of the scenario is
/// within a point of the screen's top (such frames are special, and moving one down would change
/// its meaning): then it moves sideways only. Only keyboard frames count.
@Suite struct WindowTranslationEdgeTests {
    static func fitted(keyboardTop: Double) -> WindowTranslation {
        let scene = Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 16, y: 100, width: 288, height: 44))])
        let show = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: keyboardTop, width: 320, height: 253))
        return WindowTranslation(dx: 37, dy: 23).fitted(
            to: Scenario(scene: scene, inputs: [.focus(1), .keyboard(show)]))
    }

    @Test func aKeyboardWithinAPointOfTheTopMovesTheWindowSidewaysOnly() {
        for top in [0, 0.5, 1] {
            let moved = Self.fitted(keyboardTop: top)
            #expect(moved.dx == 37 && moved.dy == 0, "keyboard top \(top)")
        }
        let moved = Self.fitted(keyboardTop: 1.nextUp)
        #expect(moved.dx == 37 && moved.dy == 23)
    }

    /// Both frames of a keyboard event move with the window, each from where it was: an engine
    /// that reads the frame the keyboard comes from sees it moved as well.
    @Test func aKeyboardEventMovesBothItsFrames() {
        let event = KeyboardEvent(
            phase: .willChangeFrame, beginFrame: Rect(x: 0, y: 568, width: 320, height: 253),
            endFrame: Rect(x: 0, y: 315, width: 320, height: 253))
        guard case .keyboard(let moved) = WindowTranslation(dx: 37, dy: 23).apply(to: .keyboard(event)) else {
            Issue.record("a keyboard input became another input")
            return
        }
        #expect(moved.beginFrame == Rect(x: 37, y: 591, width: 320, height: 253))
        #expect(moved.endFrame == Rect(x: 37, y: 338, width: 320, height: 253))
    }
}
