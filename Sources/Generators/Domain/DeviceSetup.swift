import AvoidCore

/// A device as the app sees it: a model in an orientation, possibly with Display Zoom.
public struct DeviceSetup: Hashable, Sendable {
    public var model: DeviceModel
    public var landscape: Bool
    public var zoomed: Bool

    public init(model: DeviceModel, landscape: Bool, zoomed: Bool) {
        self.model = model
        self.landscape = landscape
        self.zoomed = zoomed
    }

    /// Display Zoom renders a larger UI on fewer points: the screen shrinks to the next
    /// smaller width class (for example 393 x 852 -> 320 x 693) and the safe areas change.
    var zoomFactor: Double { zoomed && !model.isPad ? (model.width > 380 ? 320 / model.width : 320 / 375) : 1 }

    public var screen: Size {
        let w = (model.width * zoomFactor).rounded(), h = (model.height * zoomFactor).rounded()
        return landscape ? Size(width: h, height: w) : Size(width: w, height: h)
    }

    public var safeArea: EdgeInsets {
        if landscape {
            if model.isPad { return EdgeInsets(top: model.portraitSafeTop, bottom: model.landscapeSafeBottom) }
            return EdgeInsets(top: 0, left: model.landscapeSafeSide, bottom: model.landscapeSafeBottom, right: model.landscapeSafeSide)
        }
        if zoomed && model.portraitSafeBottom > 0 { return EdgeInsets(top: 48, bottom: 28) }  // e.g. a zoomed 15 Pro
        return EdgeInsets(top: model.portraitSafeTop, bottom: model.portraitSafeBottom)
    }

    /// The software keyboard height without and with the predictive bar in this orientation.
    public var keyboardHeights: (plain: Double, predictive: Double) {
        if landscape { return (model.landscapeKeyboard - (model.isPad ? 50 : 38), model.landscapeKeyboard) }
        return ((model.keyboard * zoomFactor).rounded(), (model.keyboardWithPredictive * zoomFactor).rounded())
    }

    /// Top bar height: phones in landscape get the compact 32 pt bar; iPads 50.
    public var navigationBarHeight: Double { model.isPad ? 50 : (landscape ? 32 : 44) }

    /// The same device turned a quarter.
    public var rotated: DeviceSetup { DeviceSetup(model: model, landscape: !landscape, zoomed: zoomed) }
}
