import AvoidCore

extension DeviceSetup {
    /// Every reference device in both orientations, without Display Zoom, in table order.
    package static var allHeld: [DeviceSetup] {
        DeviceModel.all.flatMap { model in
            [false, true].map { DeviceSetup(model: model, landscape: $0, zoomed: false) }
        }
    }

    /// The device a log's keyboard end frames imply. A frame fits a screen when it is as wide
    /// as the screen with its top (hidden) or bottom (shown) on the bottom edge, or, as systems
    /// before iOS 8 reported landscape keyboards in the portrait screen's space, as tall as the
    /// screen against its left or right edge. The reference device (either orientation, no
    /// Display Zoom) that the most frames fit wins, ties going to the first in the table; when
    /// none fits, a phone-like screen as wide as the widest frame and as tall as the edge the
    /// most frames share (the lower one on a tie). `nil` only without a frame. O(frames x devices).
    package static func implied(byKeyboardFrames frames: [Rect]) -> DeviceSetup? {
        var best: (device: DeviceSetup, fits: Int)?
        for device in allHeld {
            var fits = 0
            for frame in frames where fitsKeyboard(frame, on: device.screen) { fits += 1 }
            if fits > 0, fits > best?.fits ?? 0 { best = (device, fits) }
        }
        if let best { return best.device }
        guard let width = frames.map(\.width).max(), width > 0 else { return nil }
        var edges: [Double: Int] = [:]
        for frame in frames where frame.width == width {
            edges[frame.minY, default: 0] += 1
            edges[frame.maxY, default: 0] += 1
        }
        guard let height = edges.filter({ $0.key > 0 }).max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key
        else { return nil }
        let keyboard = frames.first { $0.maxY == height && $0.height > 0 }?.height ?? 216
        let model = DeviceModel(
            name: "\(Int(width)) x \(Int(height)) screen", width: width, height: height, isPad: width >= 768,
            portraitSafeTop: 20, portraitSafeBottom: 0, landscapeSafeSide: 0, landscapeSafeBottom: 0,
            keyboard: keyboard, keyboardWithPredictive: keyboard, landscapeKeyboard: 162)
        return DeviceSetup(model: model, landscape: false, zoomed: false)
    }

    /// Whether a keyboard frame fits `screen`: as wide with an edge on the bottom, or (a landscape
    /// frame reported in portrait space) as tall against the left or right edge. Each test is its
    /// own statement: on Apple platforms `CGFloat` and `Double` overloads make one expression of
    /// them too much for the type checker.
    private static func fitsKeyboard(_ frame: Rect, on screen: Size) -> Bool {
        if frame.width == screen.width {
            if frame.minY == screen.height || frame.maxY == screen.height { return true }
        }
        guard frame.height == screen.height, frame.minY == 0 else { return false }
        let onLeft = frame.minX == 0 || frame.maxX == 0
        let onRight = frame.maxX == screen.width || frame.minX == screen.width
        return onLeft || onRight
    }

    /// The device's name as the command line shows it, for example `iPhone 8 Plus landscape`.
    package var displayName: String {
        "\(model.name) \(landscape ? "landscape" : "portrait")\(zoomed ? " zoomed" : "")"
    }
}
