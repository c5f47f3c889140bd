/// What the app may tune. The defaults are what a careful iOS engineer would pick.
public struct Configuration: Hashable, Sendable, Codable {
    /// Gap kept between the revealed rectangle and the keyboard line, in points (default 10).
    /// A field's own `keyboardDistance` overrides it.
    public var keyboardDistance: Double
    /// Reveal fields inside scroll containers by insetting and scrolling the container
    /// (default on). Off: such fields are treated like any other and the host view shifts.
    public var handlesScrollContainers: Bool
    /// Avoid undocked, floating and split iPad keyboards too (default off, as UIKit's
    /// `keyboardLayoutGuide.followsUndockedKeyboard`).
    public var followsUndockedKeyboard: Bool
    /// The animation for decisions not caused by a keyboard notification.
    public var defaultAnimation: Animation

    /// Creates a configuration.
    public init(
        keyboardDistance: Double = 10, handlesScrollContainers: Bool = true,
        followsUndockedKeyboard: Bool = false, defaultAnimation: Animation = .keyboard
    ) {
        self.keyboardDistance = keyboardDistance
        self.handlesScrollContainers = handlesScrollContainers
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.defaultAnimation = defaultAnimation
    }

    /// Checks that the distance (within `MagnitudeLimit`) and default animation are finite and non-negative.
    public func validate() throws(EngineError) {
        guard MagnitudeLimit.allows(keyboardDistance), keyboardDistance >= 0 else {
            throw .invalidConfiguration(
                "keyboardDistance must be finite, >= 0 and within \(Int(MagnitudeLimit.points)) points, got \(keyboardDistance)"
            )
        }
        guard defaultAnimation.duration.isFinite, defaultAnimation.duration >= 0 else {
            throw .invalidConfiguration(
                "defaultAnimation.duration must be finite and >= 0, got \(defaultAnimation.duration)")
        }
    }
}
