/// `UIScrollView.ContentInsetAdjustmentBehavior`: how a scroll view adds its safe area to the
/// content inset the app set, giving the `adjustedContentInset` that UIKit applies.
public enum InsetAdjustmentBehavior: String, Hashable, Sendable, Codable, CaseIterable {
    /// The default: vertically always for the content view of a view controller shown by a
    /// navigation or tab bar controller; otherwise as `scrollableAxes`.
    case automatic
    /// Top and bottom when the content is taller than the scroll view (or it always bounces
    /// vertically); left and right when it is wider (or always bounces horizontally).
    case scrollableAxes
    /// The content inset as the app set it.
    case never
    /// The safe area on every edge.
    case always
}
