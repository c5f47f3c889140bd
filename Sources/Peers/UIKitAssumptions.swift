import AvoidCore
import ViewTree

/// Every value IQKeyboardManager takes from UIKit at run time that a view tree does not hold,
/// stated once (the reference's lines marked **(UIKit)**). Each is UIKit's usual answer.
enum UIKitAssumptions {
    /// `UIScreen.bounds` (§3.2): the tree's screen at the origin.
    static func screenBounds(_ tree: ViewTree) -> Rect { Rect(origin: .zero, size: tree.screen) }

    /// The scene's status-bar height (§3.4, when no navigation bar counts): the screen's top
    /// safe area (equal on iPads and home-button iPhones; a few points more than the status
    /// bar on notched iPhones, where a navigation bar decides anyway).
    static func statusBarHeight(_ tree: ViewTree) -> Double { tree.screenSafeArea.top }

    /// `R.directionalLayoutMargins` top and bottom (§3.4): a controller's root view reports its
    /// safe-area insets (the system minimum margins are 0 vertically), read live at every
    /// adjust, so once `R` has moved they are those of where it is.
    static func layoutMargins(of view: ViewID, in tree: ViewTree) throws(ViewTreeError) -> (top: Double, bottom: Double)
    {
        let safe = try tree.safeAreaInsets(of: view)
        return (safe.top, safe.bottom)
    }

    /// `C.navigationController?.navigationBar.frame.maxY` (§3.4): a shown navigation bar whose
    /// superview holds the moved view (its navigation controller's view), in that superview.
    static func navigationBarMaxY(around view: ViewID, in tree: ViewTree) -> Double? {
        let holders = Set(tree.ancestors(of: view))
        return tree.nodes.first { node in
            node.kind == .navigationBar && node.parent.map(holders.contains) == true && tree.isVisible(node.id)
        }?.frame.maxY
    }

    /// `UITextView.isScrollEnabled` (§3.4, §3.7 step 5, §3.9): a text view the tree gives
    /// scrolling geometry, with scrolling on (UIKit's default).
    static func isScrollableTextView(_ view: ViewID, in tree: ViewTree) -> Bool {
        if case .textView(_, let scroll?) = tree[view]?.kind { return scroll.isScrollEnabled }
        return false
    }

    /// The interface orientation (§4, §5): portrait when the screen is at least as tall as wide.
    static func isPortrait(_ tree: ViewTree) -> Bool { tree.screen.height >= tree.screen.width }
}
