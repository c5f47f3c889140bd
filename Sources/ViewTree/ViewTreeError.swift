import AvoidCore

/// Why a view tree, or a change to one, was rejected. Each case names the view at fault and,
/// for numbers, the property (for example `view 12: bounds is not finite`). A rejected change
/// leaves the tree as it was.
public enum ViewTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two views share an identifier.
    case duplicateView(ViewID)
    /// A view names a superview that does not come before it in the tree.
    case unknownParent(view: ViewID, parent: ViewID)
    /// No view has this identifier.
    case unknownView(ViewID)
    /// A change tried to give a view another identifier or superview.
    case identityChanged(ViewID)
    /// A number is NaN or infinite (`path` names the property, `screen` and `window` the tree's own).
    case nonFinite(view: ViewID?, path: String)
    /// A width or height is negative.
    case negativeSize(view: ViewID?, path: String)
    /// A finite number beyond `MagnitudeLimit.points`.
    case outOfRange(view: ViewID?, path: String)
    /// A transform whose scale is zero or negative (flips are not modelled).
    case unsupportedTransform(ViewID)
    /// The first responder is not a text field or text view.
    case firstResponderNotTextInput(ViewID)
    /// An edit that needs a kind of view (`text view`, `scroll view`) names another kind.
    case notA(String, ViewID)

    /// What was wrong, naming the view and property at fault.
    public var description: String {
        switch self {
        case .duplicateView(let id): return "view tree: two views have id \(id.rawValue)"
        case .unknownParent(let view, let parent):
            return "view tree: \(view) names \(parent) as its superview, which does not come before it"
        case .unknownView(let id): return "view tree: no \(id)"
        case .identityChanged(let id): return "view tree: a change to \(id) changed its id or superview"
        case .nonFinite(let view, let path): return "view tree: \(Self.place(view, path)) is not finite"
        case .negativeSize(let view, let path): return "view tree: \(Self.place(view, path)) has a negative size"
        case .outOfRange(let view, let path):
            return "view tree: \(Self.place(view, path)) is beyond \(Int(MagnitudeLimit.points)) points"
        case .unsupportedTransform(let id): return "view tree: \(id) has a zero or negative scale"
        case .firstResponderNotTextInput(let id): return "view tree: the first responder \(id) is not a text input"
        case .notA(let kind, let id): return "view tree: \(id) is not a \(kind)"
        }
    }

    private static func place(_ view: ViewID?, _ path: String) -> String {
        view.map { "\($0): \(path)" } ?? path
    }
}
