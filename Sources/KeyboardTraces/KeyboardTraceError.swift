import AvoidCore

/// Why a keyboard trace was rejected. Every case names the 1-based line of the text at fault and
/// the field being read: a UIKit userInfo key, or `name`, `object`, `userInfo` or `notification`
/// for the notification's own parts.
public enum KeyboardTraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text ends inside a notification: a brace, bracket, parenthesis or quote is never closed.
    case truncated(line: Int, field: String, expected: String)
    /// Something the printed form does not allow at this place (`found` is what is there).
    case unexpected(line: Int, field: String, expected: String, found: String)
    /// A value of the wrong form for its key: a rect with three numbers, a duration that is not
    /// a number, a curve that is not an integer.
    case malformedValue(line: Int, field: String, expected: String, found: String)
    /// A number printed as `nan` or `inf`, or too large to be a finite `Double`.
    case nonFinite(line: Int, field: String)
    /// A key printed twice in one dictionary.
    case duplicateKey(line: Int, field: String)
    /// A notification that carries keyboard userInfo keys under a name that is not one of the
    /// six keyboard notifications.
    case unknownNotification(line: Int, name: String)
    /// A keyboard notification without a required key (the end frame, duration or curve).
    case missingKey(line: Int, field: String)
    /// Values that read correctly but that AvoidCore rejects (a negative size, a coordinate
    /// beyond `MagnitudeLimit.points`, a negative duration).
    case invalidEvent(line: Int, field: String, reason: KeyboardEventError)

    /// The 1-based line of the text at fault.
    public var line: Int {
        switch self {
        case .truncated(let line, _, _), .unexpected(let line, _, _, _), .malformedValue(let line, _, _, _),
            .nonFinite(let line, _), .duplicateKey(let line, _), .unknownNotification(let line, _),
            .missingKey(let line, _), .invalidEvent(let line, _, _):
            return line
        }
    }

    /// The field being read: a userInfo key, `name`, `object`, `userInfo` or `notification`.
    public var field: String {
        switch self {
        case .truncated(_, let field, _), .unexpected(_, let field, _, _), .malformedValue(_, let field, _, _),
            .nonFinite(_, let field), .duplicateKey(_, let field), .missingKey(_, let field),
            .invalidEvent(_, let field, _):
            return field
        case .unknownNotification: return "name"
        }
    }

    /// `line N, FIELD: what is wrong`.
    public var description: String {
        let problem: String
        switch self {
        case .truncated(_, _, let expected): problem = "the text ends where \(expected) should follow"
        case .unexpected(_, _, let expected, let found): problem = "expected \(expected), found \(found)"
        case .malformedValue(_, _, let expected, let found): problem = "expected \(expected), found \(found)"
        case .nonFinite: problem = "not a finite number"
        case .duplicateKey: problem = "the key appears twice"
        case .unknownNotification(_, let name): problem = "'\(name)' is not a keyboard notification"
        case .missingKey: problem = "missing"
        case .invalidEvent(_, _, let reason): problem = "rejected: \(reason)"
        }
        return "line \(line), \(field): \(problem)"
    }
}
