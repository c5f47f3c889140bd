import AvoidCore
import PropertyKit

/// A device as the app sees it: a model in an orientation, possibly with Display Zoom.
public struct DeviceSetup: Hashable, Sendable {
    /// The device.
    public var model: DeviceModel
    /// Whether the device is held in landscape.
    public var landscape: Bool
    /// Whether Display Zoom is on (a smaller screen in points).
    public var zoomed: Bool

    /// A device held one way, zoomed or not.
    public init(model: DeviceModel, landscape: Bool, zoomed: Bool) {
        self.model = model
        self.landscape = landscape
        self.zoomed = zoomed
    }

    /// Display Zoom renders a larger UI on fewer points: the screen takes the size of the next
    /// smaller family (for example 393 x 852 -> 320 x 693, 430 x 932 -> 375 x 812). The first
    /// iPhone SE and iPads have no zoom here.
    var zoomedPortrait: Size? {
        guard zoomed, !model.isPad else { return nil }
        switch (model.width, model.height) {
        case (375, 667): return Size(width: 320, height: 568)
        case (414, 736): return Size(width: 375, height: 667)
        case (375, 812), (390, 844), (393, 852), (402, 874): return Size(width: 320, height: 693)
        case (414, 896), (428, 926), (430, 932), (440, 956): return Size(width: 375, height: 812)
        default: return nil
        }
    }

    /// The screen in points, as held.
    public var screen: Size {
        let portrait = zoomedPortrait ?? Size(width: model.width, height: model.height)
        return landscape ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// The screen's safe-area insets, as held.
    public var safeArea: EdgeInsets {
        let zoomedFaceID = zoomedPortrait != nil && model.portraitSafeBottom > 0
        if landscape {
            if model.isPad { return EdgeInsets(top: model.portraitSafeTop, bottom: model.landscapeSafeBottom) }
            let side = zoomedFaceID ? 48 : model.landscapeSafeSide
            return EdgeInsets(top: 0, left: side, bottom: model.landscapeSafeBottom, right: side)
        }
        if zoomedFaceID { return EdgeInsets(top: 48, bottom: 28) }  // e.g. a zoomed 15 Pro
        return EdgeInsets(top: model.portraitSafeTop, bottom: model.portraitSafeBottom)
    }

    /// The software keyboard height without and with the predictive bar in this orientation:
    /// the table's figures, scaled with the screen under Display Zoom.
    public var keyboardHeights: (plain: Double, predictive: Double) {
        if landscape {
            if model.isPad { return (model.landscapeKeyboard - 50, model.landscapeKeyboard) }
            return (162, model.landscapeKeyboard)  // landscape phones: 162 (older) to about 200
        }
        let scale = zoomedPortrait.map { $0.width / model.width } ?? 1
        return ((model.keyboard * scale).rounded(), (model.keyboardWithPredictive * scale).rounded())
    }

    /// Top bar height: phones in landscape get the compact 32 pt bar; iPads 50.
    public var navigationBarHeight: Double { model.isPad ? 50 : (landscape ? 32 : 44) }

    /// The same device turned a quarter.
    public var rotated: DeviceSetup { DeviceSetup(model: model, landscape: !landscape, zoomed: zoomed) }
}
