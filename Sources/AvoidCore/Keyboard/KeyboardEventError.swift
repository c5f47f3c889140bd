/// Why a keyboard notification or event was rejected. Every case names the notification or
/// the UIKit userInfo key at fault. A rejected input changes nothing in the engine.
public enum KeyboardEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The notification's name is not one of the six keyboard notifications.
    case unknownNotification(name: String)
    /// The notification carries no userInfo at all.
    case missingUserInfo(notification: String)
    /// A required key is absent.
    case missingKey(String)
    /// A key holds a value of the wrong type (`found` is the value's dynamic type).
    case wrongType(key: String, expected: String, found: String)
    /// A frame or duration is NaN or infinite.
    case nonFinite(key: String)
    /// A frame has a negative width or height.
    case negativeSize(key: String)
    /// A frame coordinate or size beyond `MagnitudeLimit.points`.
    case outOfRange(key: String)
    /// A negative animation duration.
    case negativeDuration(key: String)

    /// What was wrong, naming the notification or the key.
    public var description: String {
        switch self {
        case .unknownNotification(let name): return "'\(name)' is not a keyboard notification"
        case .missingUserInfo(let name): return "\(name) has no userInfo"
        case .missingKey(let key): return "userInfo has no \(key)"
        case .wrongType(let key, let expected, let found):
            return "\(key) should be \(expected) but is \(found)"
        case .nonFinite(let key): return "\(key) is not finite"
        case .negativeSize(let key): return "\(key) has a negative size"
        case .outOfRange(let key): return "\(key) is beyond \(Int(MagnitudeLimit.points)) points"
        case .negativeDuration(let key): return "\(key) is negative"
        }
    }
}
