import PropertyKit

/// A device family as public device tables and logged keyboard notifications describe it: portrait
/// size, safe areas and the software keyboard heights it reports.
public struct DeviceModel: Hashable, Sendable {
    /// The marketing name, for example `iPhone 15 Pro`.
    public var name: String
    /// The portrait screen width in points.
    public var width: Double
    /// The portrait screen height in points.
    public var height: Double
    /// Whether the device is an iPad (split, floating and multitasking windows exist).
    public var isPad: Bool
    /// The top safe-area inset in portrait.
    public var portraitSafeTop: Double
    /// The bottom safe-area inset in portrait (the home indicator).
    public var portraitSafeBottom: Double
    /// The side safe-area insets in landscape (the status bar is hidden on phones).
    public var landscapeSafeSide: Double
    /// The bottom safe-area inset in landscape.
    public var landscapeSafeBottom: Double
    /// The docked keyboard height in portrait without the predictive bar.
    public var keyboard: Double
    /// The docked keyboard height in portrait with the predictive bar.
    public var keyboardWithPredictive: Double
    /// Landscape keyboard with the predictive bar (phones: 162 without it).
    public var landscapeKeyboard: Double

    /// The reference table, phones first (the simplest device a shrunk case can reach is the first).
    public static let all: [DeviceModel] = [
        .init(
            name: "iPhone SE (1st)", width: 320, height: 568, isPad: false, portraitSafeTop: 20, portraitSafeBottom: 0,
            landscapeSafeSide: 0, landscapeSafeBottom: 0, keyboard: 216, keyboardWithPredictive: 253,
            landscapeKeyboard: 193),
        .init(
            name: "iPhone 8 / SE 2-3", width: 375, height: 667, isPad: false, portraitSafeTop: 20,
            portraitSafeBottom: 0, landscapeSafeSide: 0, landscapeSafeBottom: 0, keyboard: 216,
            keyboardWithPredictive: 260, landscapeKeyboard: 193),
        .init(
            name: "iPhone 8 Plus", width: 414, height: 736, isPad: false, portraitSafeTop: 20, portraitSafeBottom: 0,
            landscapeSafeSide: 0, landscapeSafeBottom: 0, keyboard: 226, keyboardWithPredictive: 271,
            landscapeKeyboard: 193),
        .init(
            name: "iPhone X / 12 mini", width: 375, height: 812, isPad: false, portraitSafeTop: 44,
            portraitSafeBottom: 34, landscapeSafeSide: 44, landscapeSafeBottom: 21, keyboard: 291,
            keyboardWithPredictive: 335, landscapeKeyboard: 200),
        .init(
            name: "iPhone XR / 11", width: 414, height: 896, isPad: false, portraitSafeTop: 48, portraitSafeBottom: 34,
            landscapeSafeSide: 48, landscapeSafeBottom: 21, keyboard: 301, keyboardWithPredictive: 346,
            landscapeKeyboard: 200),
        .init(
            name: "iPhone 12-14", width: 390, height: 844, isPad: false, portraitSafeTop: 47, portraitSafeBottom: 34,
            landscapeSafeSide: 47, landscapeSafeBottom: 21, keyboard: 291, keyboardWithPredictive: 336,
            landscapeKeyboard: 200),
        .init(
            name: "iPhone 12/13 Pro Max", width: 428, height: 926, isPad: false, portraitSafeTop: 47,
            portraitSafeBottom: 34, landscapeSafeSide: 47, landscapeSafeBottom: 21, keyboard: 301,
            keyboardWithPredictive: 346, landscapeKeyboard: 200),
        .init(
            name: "iPhone 14 Pro / 15 / 16", width: 393, height: 852, isPad: false, portraitSafeTop: 59,
            portraitSafeBottom: 34, landscapeSafeSide: 59, landscapeSafeBottom: 21, keyboard: 291,
            keyboardWithPredictive: 336, landscapeKeyboard: 200),
        .init(
            name: "iPhone 14 Pro Max / 16 Plus", width: 430, height: 932, isPad: false, portraitSafeTop: 59,
            portraitSafeBottom: 34, landscapeSafeSide: 59, landscapeSafeBottom: 21, keyboard: 301,
            keyboardWithPredictive: 346, landscapeKeyboard: 200),
        .init(
            name: "iPhone 16 Pro", width: 402, height: 874, isPad: false, portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeBottom: 21, keyboard: 291, keyboardWithPredictive: 336,
            landscapeKeyboard: 200),
        .init(
            name: "iPhone 16 Pro Max", width: 440, height: 956, isPad: false, portraitSafeTop: 62,
            portraitSafeBottom: 34, landscapeSafeSide: 62, landscapeSafeBottom: 21, keyboard: 301,
            keyboardWithPredictive: 346, landscapeKeyboard: 200),
        .init(
            name: "iPad 9.7\"", width: 768, height: 1024, isPad: true, portraitSafeTop: 20, portraitSafeBottom: 0,
            landscapeSafeSide: 0, landscapeSafeBottom: 0, keyboard: 264, keyboardWithPredictive: 313,
            landscapeKeyboard: 398),
        .init(
            name: "iPad 10.2\"", width: 810, height: 1080, isPad: true, portraitSafeTop: 20, portraitSafeBottom: 0,
            landscapeSafeSide: 0, landscapeSafeBottom: 0, keyboard: 265, keyboardWithPredictive: 320,
            landscapeKeyboard: 398),
        .init(
            name: "iPad Air / Pro 10.5\"", width: 834, height: 1112, isPad: true, portraitSafeTop: 20,
            portraitSafeBottom: 0, landscapeSafeSide: 0, landscapeSafeBottom: 0, keyboard: 265,
            keyboardWithPredictive: 320, landscapeKeyboard: 398),
        .init(
            name: "iPad Pro 11\"", width: 834, height: 1194, isPad: true, portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeBottom: 20, keyboard: 282, keyboardWithPredictive: 337,
            landscapeKeyboard: 398),
        .init(
            name: "iPad Pro 12.9\"", width: 1024, height: 1366, isPad: true, portraitSafeTop: 24,
            portraitSafeBottom: 20, landscapeSafeSide: 0, landscapeSafeBottom: 20, keyboard: 328,
            keyboardWithPredictive: 378, landscapeKeyboard: 423),
        .init(
            name: "iPad mini 6", width: 744, height: 1133, isPad: true, portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeBottom: 20, keyboard: 262, keyboardWithPredictive: 313,
            landscapeKeyboard: 371),
        .init(
            name: "iPad Air 4/5, iPad 10", width: 820, height: 1180, isPad: true, portraitSafeTop: 24,
            portraitSafeBottom: 20, landscapeSafeSide: 0, landscapeSafeBottom: 20, keyboard: 282,
            keyboardWithPredictive: 337, landscapeKeyboard: 398),
        .init(
            name: "iPad Pro 13\" (M4)", width: 1032, height: 1376, isPad: true, portraitSafeTop: 24,
            portraitSafeBottom: 20, landscapeSafeSide: 0, landscapeSafeBottom: 20, keyboard: 328,
            keyboardWithPredictive: 378, landscapeKeyboard: 423),
    ]
}
