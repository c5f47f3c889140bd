import AvoidCore
import PropertyKit

/// A keyboard frame as a device would report it, described abstractly so it fits any screen.
public enum KeyboardPlan: Hashable, Sendable {
    /// A docked software keyboard.
    case docked(DockedHeight)
    /// A hardware keyboard: `visible` points of a `reported`-high frame are on screen.
    case hardware(visible: Double, reported: Double)
    /// A floating keyboard at a position (percent of the free room).
    case floating(x: Int, y: Int)
    /// iPad's `{{0,-264},{768,304}}`: above the top of the screen.
    case undockedAbove
    /// A split keyboard: full width but raised off the bottom edge.
    case split(raised: Int)
    /// The full-height frame seen while dragging a floating keyboard.
    case fullHeight
    /// `{{x,-64},{0,0}}` and `CGRect.zero`.
    case zero(atTop: Bool)
    /// Entirely below the screen, as hide notifications report it.
    case offscreen
    /// A docked frame moved to an edge of the classification's tolerance (`KeyboardClass.edgeTolerance`)
    /// or just past it: raised or lowered from the screen's bottom, narrowed, or moved right.
    case nearEdge(NearEdge)

    /// How a `nearEdge` frame misses the docked position.
    public enum NearEdge: Int, Hashable, Sendable, CaseIterable {
        case raisedByTolerance, raisedPastTolerance, loweredByTolerance, loweredPastTolerance
        case narrowedByTolerance, narrowedPastTolerance, movedRightByTolerance, movedRightPastTolerance
        /// Docked, but of zero width or zero height (a frame some keyboards post while appearing).
        case zeroWidth, zeroHeight
        /// One point high at the screen's bottom: the least a docked frame can cover.
        case onePointHigh
        /// One point wide, across the screen's middle: the narrowest frame that is not zero.
        case onePointWide
        /// The whole width and reaching the bottom, but starting 1 pt below the screen's top.
        case fullHeightBelowTop
        /// A floating keyboard dragged to 1 pt below the screen's top.
        case floatingAtTop
    }

    /// Which docked keyboard: the plain rows, with the predictive bar, with an input accessory
    /// view, the emoji keyboard, a third-party keyboard, or an accessory bar alone.
    public enum DockedHeight: Hashable, Sendable, CaseIterable {
        case plain, predictive, withAccessory, emoji, thirdParty, accessoryOnly
    }

    /// The end frame on `device`, in screen coordinates.
    public func frame(on device: DeviceSetup) -> Rect {
        let screen = device.screen
        let (plain, predictive) = device.keyboardHeights
        switch self {
        case .docked(let kind):
            let height: Double
            switch kind {
            case .plain: height = plain
            case .predictive: height = predictive
            case .withAccessory: height = predictive + 44
            case .emoji: height = predictive + 31
            case .thirdParty: height = predictive + 30.67  // 335 -> 366.67, seen with duration 0
            case .accessoryOnly: height = 44  // a first WillShow of height 44
            }
            return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
        case .hardware(let visible, let reported):
            return Rect(x: 0, y: screen.height - visible, width: screen.width, height: reported)
        case .floating(let x, let y):
            let width = min(320, screen.width), height = min(260, screen.height / 2)
            return Rect(
                x: ((screen.width - width) * Double(x) / 100).rounded(),
                y: ((screen.height - height - 40) * Double(y) / 100).rounded() + 20,
                width: width, height: height)
        case .undockedAbove:
            return Rect(x: 0, y: -264, width: screen.width, height: 304)
        case .split(let raised):
            return Rect(x: 0, y: screen.height - predictive - Double(raised), width: screen.width, height: predictive)
        case .fullHeight:
            return Rect(origin: .zero, size: screen)
        case .zero(let atTop):
            return atTop ? Rect(x: (screen.width / 2).rounded(), y: -64, width: 0, height: 0) : .zero
        case .offscreen:
            return Rect(x: 0, y: screen.height, width: screen.width, height: predictive)
        case .nearEdge(let edge):
            let tolerance = KeyboardClass.edgeTolerance
            var frame = Rect(x: 0, y: screen.height - predictive, width: screen.width, height: predictive)
            switch edge {
            case .raisedByTolerance: frame.origin.y -= tolerance
            case .raisedPastTolerance: frame.origin.y -= tolerance + 1
            case .loweredByTolerance: frame.origin.y += tolerance
            case .loweredPastTolerance: frame.origin.y += tolerance + 1
            case .narrowedByTolerance: frame.size.width -= tolerance
            case .narrowedPastTolerance: frame.size.width -= tolerance + 1
            case .movedRightByTolerance: frame.origin.x += tolerance
            case .movedRightPastTolerance: frame.origin.x += tolerance + 1
            case .onePointHigh: frame = Rect(x: 0, y: screen.height - 1, width: screen.width, height: 1)
            case .onePointWide:
                frame = Rect(x: (screen.width / 2).rounded(), y: frame.minY, width: 1, height: frame.height)
            case .fullHeightBelowTop: frame = Rect(x: 0, y: 1, width: screen.width, height: screen.height - 1)
            case .floatingAtTop:
                frame = Rect(
                    x: ((screen.width - min(320, screen.width)) / 2).rounded(), y: 1, width: min(320, screen.width),
                    height: min(260, screen.height / 2))
            case .zeroWidth: frame.size.width = 0
            case .zeroHeight: frame = Rect(x: 0, y: frame.maxY, width: frame.width, height: 0)
            }
            return frame
        }
    }
}
