import TreeAvoidance
import ViewTree

extension ReadingRules {
    /// The adapter's rules but for the host: the outermost view controller root above the first
    /// responder.
    static let outermostControllerHost = ReadingRules(
        host: { tree throws(AdapterError) in
            if tree.host == nil, let responder = tree.firstResponder,
                let outermost = tree.ancestors(of: responder).last(where: { tree[$0]?.isControllerRoot == true })
            {
                return outermost
            }
            return try TreeReading.host(of: tree)
        }, container: uikit.container, isVisible: uikit.isVisible)

    /// The adapter's rules but for the container: the outermost scroll view up to the host.
    static let outerScrollViewContainer = ReadingRules(
        host: uikit.host,
        container: { view, tree, host in
            var outermost: ViewID?
            for id in tree.ancestors(of: view) {
                if tree[id]?.kind.scroll != nil { outermost = id }
                if id == host { break }
            }
            return outermost
        }, isVisible: uikit.isVisible)

    /// The adapter's rules but for visibility: a view's own `isHidden` only.
    static let ignoresHiddenAncestor = ReadingRules(
        host: uikit.host, container: uikit.container, isVisible: { view, tree in tree[view]?.isHidden == false })
}
