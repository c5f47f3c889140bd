import AvoidCore

/// The window the host is in, as UIKit has it: its frame in the screen's coordinates (the
/// space keyboard frames are in), the screen's size, and the window's safe area.
public struct LiveWindow: Hashable, Sendable {
    /// `window.convert(window.bounds, to: window.screen.coordinateSpace)`.
    public var frame: Rect
    /// `window.screen.bounds.size`.
    public var screen: Size
    /// `window.safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// The identity of `window.screen`, to tell a keyboard on another screen; `nil` where unknown.
    public var screenID: Int?

    /// Creates one.
    public init(frame: Rect, screen: Size, safeAreaInsets: EdgeInsets, screenID: Int? = nil) {
        self.frame = frame
        self.screen = screen
        self.safeAreaInsets = safeAreaInsets
        self.screenID = screenID
    }
}
