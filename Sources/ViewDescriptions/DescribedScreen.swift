import AvoidCore
import ViewTree

/// A printed hierarchy imported as a `ViewTree`: the tree, the line each view came from, what
/// the import assumed, the adjusted insets UIKit printed beside the model's, and the keyboard
/// the device shows.
public struct DescribedScreen: Sendable {
    /// The imported tree (views numbered 1, 2, ... in the order printed).
    public var tree: ViewTree
    /// The description it was read from.
    public var source: ViewDescription
    /// For each imported view, the index of its description in `source.views`.
    public var origins: [ViewID: Int]
    /// What the import assumed, in the order decided.
    public var assumptions: [ImportAssumption]
    /// Every scroll view whose adjusted inset UIKit printed, checked against the model.
    public var insetChecks: [AdjustedInsetCheck]
    /// The device the screen's size names, if any.
    public var device: DeviceFacts?

    /// Which iOS versions printed the description.
    public var era: DescriptionEra { source.era }

    /// The described view of `id`.
    public func view(_ id: ViewID) -> DescribedView? { origins[id].map { source.views[$0] } }

    /// The imported view printed at `address`, if any.
    public func id(ofAddress address: String) -> ViewID? {
        origins.first { source.views[$0.value].address.lowercased() == address.lowercased() }?.key
    }

    /// The standard keyboard's height on this device in this era, or 216 (the smallest phone
    /// keyboard) where the device is unknown.
    public var keyboardHeight: Double { device?.keyboard(in: era) ?? 216 }

    /// A docked keyboard of `height` at the bottom of the screen, in screen coordinates.
    public func keyboardFrame(height: Double) -> Rect {
        Rect(x: 0, y: tree.screen.height - height, width: tree.screen.width, height: height)
    }
}
