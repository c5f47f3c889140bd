import AvoidCore
import ViewTree

/// §4 `restorePosition`: the root view's begin origin, the saved scroll configuration, and the
/// offsets clamped to the content.
extension IQKeyboardManager {
    mutating func restore(_ tree: inout ViewTree) throws(ViewTreeError) {
        // Step 1: whatever the app did to the origin meanwhile is overwritten.
        if let root, let node = tree[root.view], node.frame.origin != root.beginOrigin {
            try Self.setFrameOrigin(of: root.view, to: root.beginOrigin, in: &tree)
        }
        guard let saved = scroll else { return }
        // Step 2.
        try restoreScroll(saved, &tree)
        // Step 3: the saved scroll view and every one around it, insets ignored.
        for view in [saved.view] + tree.ancestors(of: saved.view) {
            guard let node = tree[view], let geometry = node.kind.scroll else { continue }
            let limit = Swift.max(geometry.contentSize.height, node.bounds.height) - node.bounds.height
            if node.bounds.minY > limit { try tree.update(view) { $0.bounds.origin.y = limit } }
        }
    }

    /// §4: the text view's saved inset and indicator inset back, and forgotten.
    mutating func restoreTextView(_ tree: inout ViewTree) throws(ViewTreeError) {
        guard let saved = textView else { return }
        textView = nil
        guard let node = tree[saved.view], var geometry = node.kind.scrolling else { return }
        geometry.contentInset = saved.contentInset
        geometry.indicatorInset = saved.indicatorInset
        try tree.update(saved.view) { $0.kind = node.kind.scrolling(geometry) }
    }

    /// §4 step 2: the saved inset and indicator inset back when changed, the offset only with
    /// `restoreContentOffset`.
    func restoreScroll(_ saved: ScrollConfiguration, _ tree: inout ViewTree) throws(ViewTreeError) {
        guard let node = tree[saved.view], var geometry = node.kind.scroll else { return }
        let restoresOffset = options.restoreContentOffset
        let changed =
            geometry.contentInset != saved.contentInset || (restoresOffset && node.bounds.origin != saved.contentOffset)
        guard changed else { return }
        geometry.contentInset = saved.contentInset
        geometry.indicatorInset = saved.indicatorInset
        try tree.update(saved.view) {
            $0.kind = .scrollView(geometry)
            if restoresOffset { $0.bounds.origin = saved.contentOffset }
        }
    }
}
