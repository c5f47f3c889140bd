import AvoidCore
import TreeAvoidance
import ViewTree

/// §5: which notifications are acted on, when the begin state is captured, show/change/hide.
extension IQKeyboardManager {
    /// §3.2: the keyboard's height as the model acts on it. v8 takes the keyboard to reach the
    /// screen's bottom and a floating one (narrower than the screen, above its bottom) as
    /// hidden; v6 uses the raw end frame.
    func height(of frame: Rect, in tree: ViewTree) -> Double {
        guard options.version == .v8 else { return frame.height }
        let screen = UIKitAssumptions.screenBounds(tree)
        if frame.width < screen.width && frame.maxY < screen.height { return 0 }
        return Swift.max(0, screen.height - frame.minY)
    }

    /// A text field or text view began editing (§4 capture, then §5 event choice; v6: adjusts
    /// only while the keyboard shows).
    mutating func beganEditing(_ tree: inout ViewTree) throws(ViewTreeError) {
        captureIfNeeded(tree)
        switch options.version {
        case .v8: try sendEvent(&tree)
        case .v6: if isShowing { try adjust(&tree) }
        }
    }

    /// §4: the root configuration is captured when none exists, and replaced when the
    /// orientation differs (the window is always the same here).
    mutating func captureIfNeeded(_ tree: ViewTree, replacing: Bool = false) {
        guard focus != nil, let host = try? TreeReading.host(of: tree), let node = tree[host] else { return }
        let portrait = UIKitAssumptions.isPortrait(tree)
        if let root, !replacing, options.version == .v6 || root.isPortrait == portrait { return }
        let safe = (try? tree.safeAreaInsets(of: host))?.bottom ?? 0
        root = RootConfiguration(
            view: host, beginOrigin: node.frame.origin, beginSafeBottom: safe, isPortrait: portrait)
    }

    /// One keyboard notification.
    mutating func notified(_ event: KeyboardEvent, _ tree: inout ViewTree) throws(ViewTreeError) {
        switch options.version {
        case .v8: try notifiedV8(event, &tree)
        case .v6: try notifiedV6(event, &tree)
        }
    }

    /// §5 keyboard side: kept if its kind or end frame differs, acted on only if its height does.
    private mutating func notifiedV8(_ event: KeyboardEvent, _ tree: inout ViewTree) throws(ViewTreeError) {
        if let kept = keyboard, kept.phase == event.phase, kept.endFrame == event.endFrame { return }
        keyboard = event
        let height = height(of: event.endFrame, in: tree)
        guard height != actedHeight else { return }
        actedHeight = height
        if height > 0 {
            // A height change with a portrait/landscape flip replaces the begin state (§4).
            let flipped = root.map { $0.isPortrait != UIKitAssumptions.isPortrait(tree) } ?? false
            captureIfNeeded(tree, replacing: flipped)
        }
        try sendEvent(&tree)
    }

    /// §5 event choice: visible → show or change (adjust); hidden after a show → hide (restore).
    mutating func sendEvent(_ tree: inout ViewTree) throws(ViewTreeError) {
        guard root != nil else { return }
        if actedHeight > 0 {
            lastEvent = lastEvent == .hide ? .show : .change
            try adjust(&tree)
        } else if lastEvent != .hide {
            lastEvent = .hide
            try hide(&tree)
        }
    }

    /// §3.12 and §5 v6 flow: will-show adjusts when its raw end frame differs from the stored
    /// one; will-hide restores; nothing else is observed.
    private mutating func notifiedV6(_ event: KeyboardEvent, _ tree: inout ViewTree) throws(ViewTreeError) {
        switch event.phase {
        case .willShow:
            keyboard = event
            isShowing = true
            actedHeight = event.endFrame.height
            captureIfNeeded(tree)
            guard event.endFrame != storedFrame else { return }
            storedFrame = event.endFrame
            try adjust(&tree)
        case .willHide:
            keyboard = event
            isShowing = false
            actedHeight = 0
            storedFrame = .zero
            try hide(&tree)
        default: return
        }
    }

    /// Hide: restore, forget the begin state and the scroll configuration (§4), and put back
    /// the text view's inset.
    mutating func hide(_ tree: inout ViewTree) throws(ViewTreeError) {
        try restoreTextView(&tree)
        try restore(&tree)
        root = nil
        scroll = nil
    }
}
