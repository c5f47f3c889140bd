/// Keys that Apple platforms still print in keyboard notifications but that AvoidCore does not
/// read: the bounds and centers (deprecated since iOS 3.2, in window coordinates) and the flag
/// older systems set when the user moved the keyboard.
public enum LegacyKey {
    /// `UIKeyboardBoundsUserInfoKey`: `NSRect: {{0, 0}, {width, height}}`.
    public static let bounds = "UIKeyboardBoundsUserInfoKey"
    /// `UIKeyboardCenterBeginUserInfoKey`: `NSPoint: {x, y}`.
    public static let centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    /// `UIKeyboardCenterEndUserInfoKey`: `NSPoint: {x, y}`.
    public static let centerEnd = "UIKeyboardCenterEndUserInfoKey"
    /// `UIKeyboardFrameChangedByUserInteraction`: 1 or 0.
    public static let changedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"
}
