/// The UIKit userInfo keys of keyboard notifications, spelled as UIKit spells them.
public enum KeyboardUserInfoKey {
    public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}
