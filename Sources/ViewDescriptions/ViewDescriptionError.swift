import AvoidCore
import ViewTree

/// Why a printed view hierarchy was rejected. Every case names the 1-based line of the text at
/// fault (0 only for `focusNotFound`, which is about an option, not a line) and what was wrong
/// there; nothing of a rejected text is imported.
public enum ViewDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text holds no view description (`<UIView: 0x...; frame = ...>`) at all; `line` is its
    /// last line.
    case noViews(line: Int)
    /// A description that the text cuts before its closing `>` (or a quote that never closes).
    case truncated(line: Int, expected: String)
    /// Something that is not in the printed form at this place: `field` names the part (`class`,
    /// `address`, `frame`, a property such as `contentSize`, `depth`), `found` what is there.
    case malformed(line: Int, field: String, expected: String, found: String)
    /// A number printed as `nan` or `inf`, or too large to be a finite `Double`.
    case nonFinite(line: Int, field: String)
    /// A view description without a `frame`.
    case missingFrame(line: Int)
    /// A view deeper than one below the view before it, or shallower than the dump's first view,
    /// with no cut mark between: `allowed` is the depths it could have.
    case wrongDepth(line: Int, depth: Int, allowed: ClosedRange<Int>)
    /// The same view (address) printed twice.
    case duplicateView(line: Int, address: String, firstLine: Int)
    /// A second view beside the window the dump starts with: one window per dump.
    case secondWindow(line: Int)
    /// Values that read correctly but that the view-tree model rejects (a negative size, a
    /// coordinate beyond `MagnitudeLimit.points`), for the view printed on `line`.
    case invalidTree(line: Int, reason: ViewTreeError)
    /// `--focus` names a view the dump does not have (`line` 0: no line is at fault).
    case focusNotFound(String)
    /// `--focus` names a view that is not a text input: it cannot be the first responder.
    case focusNotATextInput(line: Int, name: String)

    /// The 1-based line of the text at fault; 0 for an option that names no printed view.
    public var line: Int {
        switch self {
        case .noViews(let line), .truncated(let line, _), .malformed(let line, _, _, _), .nonFinite(let line, _),
            .missingFrame(let line), .wrongDepth(let line, _, _), .duplicateView(let line, _, _),
            .secondWindow(let line), .invalidTree(let line, _), .focusNotATextInput(let line, _):
            return line
        case .focusNotFound: return 0
        }
    }

    /// `line N: what is wrong`.
    public var description: String {
        let problem: String
        switch self {
        case .noViews: problem = "no view description (`<UIView: 0x...; frame = (x y; w h); ...>`) in the text"
        case .truncated(_, let expected): problem = "the description is cut before \(expected)"
        case .malformed(_, let field, let expected, let found):
            problem = "\(field): expected \(expected), found '\(found)'"
        case .nonFinite(_, let field): problem = "\(field): not a finite number"
        case .missingFrame: problem = "the view prints no frame"
        case .wrongDepth(_, let depth, let allowed):
            problem =
                "depth \(depth), where only \(allowed.lowerBound)...\(allowed.upperBound) fits the views before it"
        case .duplicateView(_, let address, let first):
            problem = "view \(address) is printed again (first on line \(first))"
        case .secondWindow: problem = "a second view beside the window the dump starts with"
        case .invalidTree(_, let reason): problem = "rejected: \(reason)"
        case .focusNotFound(let name): return "--focus: no text input in the dump is '\(name)'"
        case .focusNotATextInput(_, let name): problem = "--focus: '\(name)' is not a text field or text view"
        }
        return "line \(line): \(problem)"
    }
}
