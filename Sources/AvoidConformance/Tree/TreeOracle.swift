import AvoidCore
import ViewTree

/// How the judge reads a view tree: which view a keyboard shift moves, which scroll view reveals
/// a field, what is on screen and whether a keyboard is docked, each restated here from UIKit's
/// documented behaviour so that an adapter's reading rule, right or wrong, never moves the judge
/// with it. Every rule is O(depth) or O(1).
enum TreeOracle {
    /// How far a keyboard frame may miss an edge and still touch it, in points: frames arrive
    /// rounded to pixels.
    static let edgeTolerance = 1.0

    /// Whether `view` is on screen as far as hiding goes: `isHidden` hides a view and everything
    /// in it, so neither the view nor any superview may be hidden.
    static func isShown(_ view: ViewID, in tree: ViewTree) -> Bool {
        var current: ViewID? = view
        while let id = current {
            guard let node = tree[id], !node.isHidden else { return false }
            current = node.parent
        }
        return true
    }

    /// Whether `field` is a text input an adapter must reveal: inside `host`, shown, and in no
    /// view that keeps itself clear of the keyboard (UIKit's own avoiders, the app's exclusions),
    /// which an adapter must leave alone.
    static func isToReveal(_ field: ViewID, host: ViewID, in tree: ViewTree) -> Bool {
        guard tree.isDescendant(field, of: host), isShown(field, in: tree) else { return false }
        var current: ViewID? = field
        while let id = current, let node = tree[id] {
            if node.avoidsKeyboardItself { return false }
            current = node.parent
        }
        return true
    }

    /// The view a keyboard shift moves: the one the app names; else the root view of the view
    /// controller that owns the first responder, the nearest controller's root view above it (a
    /// child controller's view moves its screen, not its container's bars); else the first view
    /// controller's root view in the window.
    static func host(in tree: ViewTree) -> ViewID? {
        if let named = tree.host { return named }
        var current = tree.firstResponder.flatMap { tree[$0]?.parent }
        while let id = current, let node = tree[id] {
            if node.isControllerRoot { return id }
            current = node.parent
        }
        return tree.nodes.first { $0.isControllerRoot }?.id
    }

    /// The scroll view that reveals `view` by scrolling: the nearest one above it that the user
    /// can scroll, up to and including `host`. A field's position is in that scroll view's
    /// content, and an outer scroll view moves the inner one as a whole, not the field within it.
    static func scrollView(revealing view: ViewID, in tree: ViewTree, host: ViewID) -> ViewID? {
        var current = tree[view]?.parent
        while let id = current, let node = tree[id] {
            if node.kind.scroll?.isScrollEnabled == true { return id }
            if id == host { return nil }
            current = node.parent
        }
        return nil
    }

    /// Whether `view` is a text view whose text scrolls, in no scroll view that reveals it: it
    /// can reveal its own caret, and does when it is taller than the room the keyboard leaves
    /// (a notes screen), so that the host never lifts its top under the bars.
    static func scrollsItself(_ view: ViewID, in tree: ViewTree, host: ViewID) -> Bool {
        guard case .textView(_, let scroll?) = tree[view]?.kind, scroll.isScrollEnabled else { return false }
        return scrollView(revealing: view, in: tree, host: host) == nil
    }

    /// Whether the user is scrolling a scroll view above `view` (a finger on it, or a flick still
    /// carrying it): its offset, and so where `view` is on screen, is the user's until it rests.
    static func isScrolledByTheUser(_ view: ViewID, in tree: ViewTree) -> Bool {
        tree.ancestors(of: view).contains { tree[$0]?.kind.scroll?.isUserScrolling == true }
    }

    /// Whether a keyboard end frame (screen coordinates) is a docked software keyboard: it has an
    /// area, its bottom lies on the screen's bottom edge and its top below the screen's top, and
    /// it spans the window's part of the screen. A frame reaching further down is a hardware
    /// keyboard's bar, one that misses the bottom or is narrower is floating or split.
    static func isDocked(_ frame: Rect, screen: Size, window: Rect) -> Bool {
        let tolerance = edgeTolerance
        guard frame.width > 0, frame.height > 0, frame.minY > 0, frame.minY < screen.height else { return false }
        guard abs(frame.maxY - screen.height) <= tolerance else { return false }
        let visibleLeft = max(window.minX, 0), visibleRight = min(window.maxX, screen.width)
        return frame.minX <= visibleLeft + tolerance && frame.maxX >= visibleRight - tolerance
    }
}
