import AvoidCore

/// Something a description does not print that the imported tree needed, and what was taken
/// for it. The command prints each; tests read them as data. `line` is the line of the view
/// concerned (0 for the screen as a whole).
public enum ImportAssumption: Hashable, Sendable, CustomStringConvertible {
    /// The screen is the window's size (no `--screen`).
    case screenFromWindow(Size)
    /// No window is printed: the screen is what the root view's frame reaches (no `--screen`).
    case screenFromRoot(Size)
    /// The screen's safe area, from the device with this screen.
    case screenSafeArea(EdgeInsets, device: String)
    /// No phone has this screen: no screen safe area.
    case unknownDevice(Size)
    /// A view taken as a view controller's root view, and why.
    case controllerRoot(line: Int, why: String)
    /// The safe area a bar gives a controller's root view (UIKit prints no safe area).
    case barSafeArea(line: Int, barLine: Int, insets: EdgeInsets)
    /// A scroll view that prints no `contentSize` (up to iOS 7): its content is its frame's size.
    case contentSizeFromFrame(line: Int)
    /// Before iOS 11: the content inset taken as what the resting offset shows (`-contentOffset`).
    case contentInsetFromOffset(line: Int, inset: EdgeInsets)
    /// From iOS 11: `contentInset` is never printed; taken as zero, so UIKit's part of the
    /// adjusted inset (`ScrollGeometry.systemInset`) is the printed `adjustedContentInset`.
    case contentInsetZero(line: Int)
    /// A transform with a scale: centre and bounds derived from the printed frame, its bounding box.
    case transformFromFrame(line: Int)
    /// A transform the model does not hold (a rotation, a flip): imported without it.
    case transformDropped(line: Int)
    /// A text view's caret is never printed: taken at its top left.
    case caretAtTop(line: Int)
    /// A text input, or a view holding one, at alpha 0: imported as shown (the model has no alpha).
    case alphaZero(line: Int)
    /// The first responder: the text field holding a field editor.
    case focusFromFieldEditor(line: Int, editorLine: Int)
    /// No first responder: the dump shows none (no field editor) and no `--focus` names one.
    case noFocus
    /// A view after a cut mark, attached to the last view before the cut one level up (or made a root).
    case attachedAcrossCut(line: Int, parentLine: Int?)

    /// The view's line, 0 for the screen.
    public var line: Int {
        switch self {
        case .screenFromWindow, .screenFromRoot, .screenSafeArea, .unknownDevice, .noFocus: return 0
        case .controllerRoot(let line, _), .barSafeArea(let line, _, _), .contentSizeFromFrame(let line),
            .contentInsetFromOffset(let line, _), .contentInsetZero(let line), .transformFromFrame(let line),
            .transformDropped(let line), .caretAtTop(let line), .alphaZero(let line),
            .focusFromFieldEditor(let line, _), .attachedAcrossCut(let line, _):
            return line
        }
    }

    /// What was assumed, in a sentence.
    public var description: String {
        switch self {
        case .screenFromWindow(let size): return "screen \(Self.format(size)): the window's size (--screen for another)"
        case .screenFromRoot(let size):
            return
                "screen \(Self.format(size)): no window printed, the root view's frame reaches this far (--screen for another)"
        case .screenSafeArea(let insets, let device):
            return "screen safe area \(Self.format(insets)): \(device) (safe areas are not printed)"
        case .unknownDevice(let size): return "no phone has a \(Self.format(size)) screen: no screen safe area"
        case .controllerRoot(let line, let why): return "line \(line): a view controller's root view (\(why))"
        case .barSafeArea(let line, let barLine, let insets):
            return
                "line \(line): safe area \(Self.format(insets)) from the bar on line \(barLine) (safe areas are not printed)"
        case .contentSizeFromFrame(let line):
            return "line \(line): no contentSize printed: the content is the frame's size"
        case .contentInsetFromOffset(let line, let inset):
            return "line \(line): contentInset \(Self.format(inset)), as the resting offset shows (before iOS 11)"
        case .contentInsetZero(let line):
            return
                "line \(line): contentInset is not printed: taken as zero, UIKit's part is the printed adjustedContentInset"
        case .transformFromFrame(let line):
            return
                "line \(line): centre and bounds derived from the printed frame, the bounding box under the transform"
        case .transformDropped(let line):
            return "line \(line): a rotation or flip the model does not hold: imported without it"
        case .caretAtTop(let line): return "line \(line): the caret is not printed: taken at the text view's top left"
        case .alphaZero(let line): return "line \(line): alpha 0, imported as shown"
        case .focusFromFieldEditor(let line, let editorLine):
            return "line \(line): the first responder (its field editor is on line \(editorLine))"
        case .noFocus: return "no first responder: the dump shows no field editor (--focus names one)"
        case .attachedAcrossCut(let line, let parentLine):
            return "line \(line): after a cut, "
                + (parentLine.map { "attached to the view on line \($0)" } ?? "a subview of the window")
        }
    }

    static func format(_ size: Size) -> String { "\(number(size.width))x\(number(size.height))" }

    static func format(_ insets: EdgeInsets) -> String {
        "(\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right)))"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
