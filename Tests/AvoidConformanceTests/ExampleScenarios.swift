import AvoidConformance
import AvoidCore
import Generators

/// Hand-written scenarios from the engine's named examples, in scenario form.
enum ExampleScenarios {
    static func docked(_ screen: Size, _ height: Double, _ phase: KeyboardPhase = .willShow, duration: Double = 0.25)
        -> Input
    {
        .keyboard(
            KeyboardEvent(
                phase: phase, endFrame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height),
                duration: duration))
    }

    static func hide(_ screen: Size, _ phase: KeyboardPhase = .willHide) -> Input {
        .keyboard(KeyboardEvent(phase: phase, endFrame: Rect(x: 0, y: screen.height, width: screen.width, height: 291)))
    }

    static let phone = Size(width: 375, height: 812)

    static let phoneScene = Scene(
        screen: phone, screenSafeArea: EdgeInsets(top: 44, bottom: 34),
        bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44))],
        fields: [
            Field(id: 1, frame: Rect(x: 16, y: 600, width: 343, height: 44)),
            Field(id: 2, frame: Rect(x: 16, y: 120, width: 343, height: 44)),
            Field(
                id: 3, frame: Rect(x: 16, y: 300, width: 343, height: 400),
                kind: .multiLine(caret: Rect(x: 4, y: 300, width: 2, height: 20))),
            Field(id: 4, frame: Rect(x: 16, y: 560, width: 343, height: 44), container: 9),
        ],
        containers: [
            ScrollContainer(
                id: 9, frame: Rect(x: 0, y: 88, width: 375, height: 600), contentSize: Size(width: 375, height: 1200))
        ])

    /// Focus switches, repeated WillShow as the bar grows, caret moves, hide, detach.
    static let phoneStory = Scenario(
        scene: phoneScene,
        inputs: [
            .focus(1), docked(phone, 291, .willChangeFrame), docked(phone, 291), docked(phone, 335), docked(phone, 335),
            .focus(2), .focus(3), .caretMoved(3, Rect(x: 4, y: 20, width: 2, height: 20)), .focus(4),
            docked(phone, 366.67, .willChangeFrame, duration: 0), hide(phone), hide(phone, .didHide),
            .focus(1), docked(phone, 335, .didShow), .detach, docked(phone, 291), .attach, docked(phone, 291),
        ])

    /// A Stage Manager window away from the origin, and a floating keyboard.
    static let iPad = Size(width: 1366, height: 1024)
    static let stageManager = Scenario(
        scene: Scene(
            screen: iPad, screenSafeArea: EdgeInsets(top: 24, bottom: 20),
            window: Rect(x: 300, y: 120, width: 800, height: 600),
            windowMode: .stageManager, hostSafeArea: EdgeInsets(),
            bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 0, width: 800, height: 50))],
            fields: [
                Field(id: 1, frame: Rect(x: 20, y: 480, width: 760, height: 44)),
                Field(id: 2, frame: Rect(x: 20, y: 60, width: 760, height: 44)),
            ]),
        inputs: [
            .focus(1), docked(iPad, 398),
            .keyboard(KeyboardEvent(phase: .didChangeFrame, endFrame: Rect(x: 400, y: 500, width: 320, height: 260))),
            docked(iPad, 55 + 313 - 313), .focus(2), .focus(1),
            .keyboard(KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 969, width: 1366, height: 313))),
            hide(iPad),
        ])

    static let all = [phoneStory, stageManager]
}
