import AvoidCore

/// What makes an adapter read the tree, decide and apply.
public enum AdapterEvent: Hashable, Sendable, Codable {
    /// One of the six keyboard notifications.
    case keyboard(KeyboardEvent)
    /// The app changed its views: focus (begin or end editing), a caret, a layout, an inset.
    case treeChanged
    /// The view controller's view appeared: decisions resume.
    case appear
    /// The view controller's view is disappearing: everything the adapter changed goes back.
    case disappear
}
