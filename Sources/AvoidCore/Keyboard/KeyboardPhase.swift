/// The six keyboard notifications UIKit posts, as phases of one keyboard.
public enum KeyboardPhase: String, Hashable, Sendable, Codable, CaseIterable {
    case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide

    /// Whether the phase announces the keyboard going away. After a hide the obstruction is
    /// gone whatever frame came with it (iOS 26 reports the accessory's height in hides).
    @inlinable public var isHide: Bool { self == .willHide || self == .didHide }

    /// The UIKit notification name, for example `UIKeyboardWillShowNotification`.
    public var notificationName: String {
        switch self {
        case .willShow: return "UIKeyboardWillShowNotification"
        case .didShow: return "UIKeyboardDidShowNotification"
        case .willChangeFrame: return "UIKeyboardWillChangeFrameNotification"
        case .didChangeFrame: return "UIKeyboardDidChangeFrameNotification"
        case .willHide: return "UIKeyboardWillHideNotification"
        case .didHide: return "UIKeyboardDidHideNotification"
        }
    }

    /// The phase posted under a UIKit notification name, or `nil` for any other name.
    public init?(notificationName: String) {
        guard let phase = Self.allCases.first(where: { $0.notificationName == notificationName }) else {
            return nil
        }
        self = phase
    }
}
