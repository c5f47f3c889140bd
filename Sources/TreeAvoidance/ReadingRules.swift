import ViewTree

/// The three choices a reading makes about a tree: which view moves, which scroll view reveals a
/// field, and whether a view is on screen. `uikit` is the adapter's; the rest of the package
/// keeps them apart so that the bug zoo can plant a wrong one and prove the judge, which reads
/// trees by rules of its own, tells the difference.
package struct ReadingRules: Sendable {
    /// The view the decision's offset moves.
    package var host: @Sendable (ViewTree) throws(AdapterError) -> ViewID
    /// The scroll view that reveals a view (arguments: the view, the tree, the host), if any.
    package var container: @Sendable (ViewID, ViewTree, ViewID) -> ViewID?
    /// Whether a view is on screen.
    package var isVisible: @Sendable (ViewID, ViewTree) -> Bool

    /// Rules from their three parts.
    package init(
        host: @escaping @Sendable (ViewTree) throws(AdapterError) -> ViewID,
        container: @escaping @Sendable (ViewID, ViewTree, ViewID) -> ViewID?,
        isVisible: @escaping @Sendable (ViewID, ViewTree) -> Bool
    ) {
        self.host = host
        self.container = container
        self.isVisible = isVisible
    }

    /// `TreeReading`'s rules: see `TreeReading.host(of:)`, `TreeReading.container(of:in:host:)`
    /// and `ViewTree.isVisible(_:)`.
    package static let uikit = ReadingRules(
        host: { tree throws(AdapterError) in try TreeReading.host(of: tree) },
        container: { view, tree, host in TreeReading.container(of: view, in: tree, host: host) },
        isVisible: { view, tree in tree.isVisible(view) })
}
