import AvoidCore
import AvoidanceShell
import FakeUIKit
import ViewTree

/// The screens the shell's tests share: a phone (393 x 852, safe area 59 / 34), a view
/// controller's root view (view 1) with a text field low on it (view 2), the keyboard 336 pt
/// tall. Its field ends 288 pt too low for the keyboard line less the distance.
enum ShellScreens {
    static let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
    static let show = KeyboardEvent(
        phase: .willShow, beginFrame: keyboard.offsetBy(dx: 0, dy: 336), endFrame: keyboard)
    static let didShow = KeyboardEvent(phase: .didShow, beginFrame: keyboard, endFrame: keyboard)
    static let hide = KeyboardEvent(
        phase: .willHide, beginFrame: keyboard, endFrame: keyboard.offsetBy(dx: 0, dy: 336))

    /// The phone screen, with `extra` views and the field focused when `focused`.
    static func phone(extra: [ViewNode] = [], focused: Bool = true) throws -> FakeViews {
        let nodes =
            [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 393, height: 852), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 16, y: 760, width: 361, height: 34)),
            ] + extra
        let tree = try ViewTree(
            screen: Size(width: 393, height: 852), screenSafeArea: EdgeInsets(top: 59, bottom: 34), nodes: nodes,
            firstResponder: focused ? 2 : nil)
        return FakeViews(tree, host: 1)
    }

    /// The phone screen with the field in a form: a scroll view (view 3) filling the root view,
    /// its content 820 pt tall.
    static func form() throws -> FakeViews {
        let scroll = ScrollGeometry(contentSize: Size(width: 393, height: 820))
        let whole = Rect(x: 0, y: 0, width: 393, height: 852)
        let tree = try ViewTree(
            screen: whole.size, screenSafeArea: EdgeInsets(top: 59, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 3, parent: 1, kind: .scrollView(scroll), frame: whole),
                ViewNode(id: 2, parent: 3, kind: .textField, frame: Rect(x: 16, y: 760, width: 361, height: 34)),
            ], firstResponder: 2)
        return FakeViews(tree, host: 1)
    }
}
