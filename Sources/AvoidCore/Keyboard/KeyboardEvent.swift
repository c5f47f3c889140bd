/// One keyboard notification as the engine sees it: UIKit's userInfo, typed.
public struct KeyboardEvent: Hashable, Sendable, Codable {
    /// Which of the six notifications this is.
    public var phase: KeyboardPhase
    /// `UIKeyboardFrameBeginUserInfoKey`, in screen coordinates. Only a hint: never used to decide.
    public var beginFrame: Rect
    /// `UIKeyboardFrameEndUserInfoKey`, in screen coordinates. The truth.
    public var endFrame: Rect
    /// `UIKeyboardAnimationDurationUserInfoKey`, seconds (0 for in-place changes).
    public var duration: Double
    /// `UIKeyboardAnimationCurveUserInfoKey` as its raw value. iOS sends 7, outside the public
    /// enum; it is kept as is (UIKit's animation option is `curve << 16`).
    public var curve: Int
    /// `UIKeyboardIsLocalUserInfoKey`: false when the keyboard belongs to another app in
    /// multitasking. Such a keyboard still covers the screen, so it still counts.
    public var isLocal: Bool

    /// Creates an event; the begin frame defaults to the end frame.
    public init(
        phase: KeyboardPhase, beginFrame: Rect? = nil, endFrame: Rect, duration: Double = 0.25,
        curve: Int = 7, isLocal: Bool = true
    ) {
        self.phase = phase
        self.beginFrame = beginFrame ?? endFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }

    /// The animation the decision caused by this event must use.
    @inlinable public var animation: Animation { Animation(duration: duration, curve: curve) }

    /// Checks the frames and duration, naming the UIKit key at fault. Cost: O(1); the key
    /// strings are only touched on the failure path (this runs on every notification).
    public func validate() throws(KeyboardEventError) {
        if !Self.isValid(endFrame) { try Self.check(endFrame, key: KeyboardUserInfoKey.frameEnd) }
        if !Self.isValid(beginFrame) { try Self.check(beginFrame, key: KeyboardUserInfoKey.frameBegin) }
        guard duration.isFinite else { throw .nonFinite(key: KeyboardUserInfoKey.animationDuration) }
        guard duration >= 0 else { throw .negativeDuration(key: KeyboardUserInfoKey.animationDuration) }
    }

    @inlinable static func isValid(_ frame: Rect) -> Bool {
        MagnitudeLimit.allows(frame) && frame.width >= 0 && frame.height >= 0
    }

    static func check(_ frame: Rect, key: String) throws(KeyboardEventError) {
        guard frame.isFinite else { throw .nonFinite(key: key) }
        guard frame.width >= 0, frame.height >= 0 else { throw .negativeSize(key: key) }
        guard MagnitudeLimit.allows(frame) else { throw .outOfRange(key: key) }
    }
}
