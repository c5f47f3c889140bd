/// How a decision is animated: the keyboard's own duration and raw curve when a keyboard
/// notification caused it, the configuration's default otherwise.
public struct Animation: Hashable, Sendable, Codable {
    /// Seconds; 0 means apply immediately.
    public var duration: Double
    /// The raw `UIView.AnimationCurve` value, kept even when outside the public enum (7).
    public var curve: Int

    /// Creates an animation description.
    @inlinable public init(duration: Double, curve: Int) {
        self.duration = duration
        self.curve = curve
    }

    /// The keyboard's usual animation on current iOS: 0.25 s, raw curve 7.
    public static let keyboard = Animation(duration: 0.25, curve: 7)

    /// No animation: 0 s, raw curve 0 (`easeInOut`, UIKit's default, moot at 0 s). What a keyboard
    /// notification that states no duration or curve means: UIKit sends some (frame changes and
    /// hides during a rotation, which animates the screen itself) after the keyboard has moved.
    public static let immediate = Animation(duration: 0, curve: 0)
}
