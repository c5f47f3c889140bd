import AvoidCore

/// What a description never prints about its device, looked up by the screen's size in points
/// (portrait): the screen's safe-area insets with the status bar shown, and the height of the
/// standard software keyboard. Figures from public device tables and logged keyboard
/// notifications (the trace corpus, `Tests/RegressionTests/Traces`). A size two families share is
/// taken as the one listed: 414 x 896 is also the XR's and the 11's, whose top inset is 48, not 44.
public struct DeviceFacts: Hashable, Sendable {
    /// The devices with this screen.
    public var name: String
    /// The screen's safe-area insets, status bar shown.
    public var safeArea: EdgeInsets
    /// The standard keyboard with the predictive bar (iOS 8 on).
    public var keyboard: Double
    /// The standard keyboard before the predictive bar (up to iOS 7).
    public var keyboardWithoutPredictiveBar: Double

    /// The devices of a portrait screen of `size`, or `nil` when no phone has it.
    public static func device(for size: Size) -> DeviceFacts? {
        table.first { $0.size == size }?.facts
    }

    /// The keyboard height for this device in `era`: without the predictive bar before iOS 8.
    public func keyboard(in era: DescriptionEra) -> Double {
        era == .upToIOS7 ? keyboardWithoutPredictiveBar : keyboard
    }

    private static func phone(_ name: String, top: Double, bottom: Double, keyboard: Double, without: Double)
        -> DeviceFacts
    {
        DeviceFacts(
            name: name, safeArea: EdgeInsets(top: top, bottom: bottom), keyboard: keyboard,
            keyboardWithoutPredictiveBar: without)
    }

    private static let table: [(size: Size, facts: DeviceFacts)] = [
        (Size(width: 320, height: 480), phone("iPhone 4S or earlier", top: 20, bottom: 0, keyboard: 253, without: 216)),
        (
            Size(width: 320, height: 568),
            phone("iPhone 5, 5s, SE (1st)", top: 20, bottom: 0, keyboard: 253, without: 216)
        ),
        (
            Size(width: 375, height: 667),
            phone("iPhone 6-8, SE (2nd, 3rd)", top: 20, bottom: 0, keyboard: 258, without: 216)
        ),
        (Size(width: 414, height: 736), phone("iPhone 6-8 Plus", top: 20, bottom: 0, keyboard: 271, without: 226)),
        (
            Size(width: 375, height: 812),
            phone("iPhone X, XS, 11 Pro", top: 44, bottom: 34, keyboard: 335, without: 291)
        ),
        (
            Size(width: 414, height: 896),
            phone("iPhone XS Max, 11 Pro Max", top: 44, bottom: 34, keyboard: 346, without: 301)
        ),
        (Size(width: 390, height: 844), phone("iPhone 12-14", top: 47, bottom: 34, keyboard: 336, without: 291)),
        (
            Size(width: 428, height: 926),
            phone("iPhone 12-13 Pro Max, 14 Plus", top: 47, bottom: 34, keyboard: 346, without: 301)
        ),
        (
            Size(width: 393, height: 852),
            phone("iPhone 14 Pro, 15, 15 Pro, 16", top: 59, bottom: 34, keyboard: 336, without: 291)
        ),
        (
            Size(width: 430, height: 932),
            phone("iPhone 14-16 Plus and Pro Max", top: 59, bottom: 34, keyboard: 346, without: 301)
        ),
        (
            Size(width: 402, height: 874),
            phone("iPhone 16 Pro, 17 Pro", top: 62, bottom: 34, keyboard: 336, without: 291)
        ),
        (Size(width: 440, height: 956), phone("iPhone 16 Pro Max", top: 62, bottom: 34, keyboard: 346, without: 301)),
    ]
}
