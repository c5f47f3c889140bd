/// The UIKit userInfo keys of keyboard notifications, spelled as UIKit spells them.
public enum KeyboardUserInfoKey {
    /// The keyboard's frame before the change, in screen coordinates.
    public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates.
    public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds.
    public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's raw curve (7 for the keyboard's own).
    public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}
