import AvoidCore
import AvoidanceShell
import Generators
import ViewTree

/// UIKit's views as the shell meets them, faked from a `ViewTree`: each view reports what
/// `UIView` would (its controller root's safe area by UIKit's rules, its caret, its class), a
/// write changes the view, and the window is `nil` while the view is out of it. Views the model
/// cannot hold (a huge carousel, a read-only text view holding the selection) live beside the
/// tree, as UIKit would have them and the model never sees them.
public struct FakeViews: LiveViews, Sendable {
    /// A view the tree does not hold.
    public struct Extra: Hashable, Sendable {
        /// Its identity (beyond every tree view's).
        public var id: ViewID
        /// Its superview, a view of the tree.
        public var parent: ViewID
        /// What it reports.
        public var facts: LiveViewFacts
    }

    /// How the user is scrolling a scroll view, as UIKit's flags tell it.
    public enum Motion: Hashable, Sendable {
        /// A finger is on it and has not moved it yet: `isTracking` alone.
        case touched
        /// The finger has scrolled it: `isTracking` and `isDragging`.
        case dragged
        /// The finger left with a flick and it glides on: `isDecelerating` alone.
        case gliding
    }

    /// What UIKit reports as the safe area of a view controller's root view the shell has
    /// moved with a transform: public reports disagree, so the shell must hold under each.
    public enum SafeAreaUnderTransform: String, Hashable, Sendable, CaseIterable {
        /// As before the move (the model's rule).
        case frozen
        /// Worked out anew from the moved frame.
        case recomputed
        /// Zero.
        case zeroed
    }

    /// The views the model holds, as they are now.
    public var tree: ViewTree {
        didSet { if tree.nodes.count != oldValue.nodes.count { children = Self.children(of: tree) } }
    }
    /// The views it does not.
    public private(set) var extras: [Extra] = []
    /// The host view.
    public let hostView: ViewID
    /// Whether the host is in its window.
    public var isInWindow = true
    /// The views turned upside down (`transform.d` negative), beyond what the tree holds.
    public private(set) var flipped: Set<ViewID> = []
    /// The views scaled to nothing along an axis (`transform.a` or `d` zero), beyond what the
    /// tree holds.
    public private(set) var collapsed: [ViewID: TreeStep.Axis] = [:]
    /// What a moved root reports as its safe area.
    public let safeAreaUnderTransform: SafeAreaUnderTransform
    /// The tables and collection views whose offset was set within an animation rather than
    /// scrolled to: UIKit drops their cells that end off screen as the animation begins.
    public private(set) var cellsDropped: [ViewID] = []
    /// How the user is scrolling each scroll view the tree marks as scrolled by the user.
    public private(set) var motions: [ViewID: Motion] = [:]
    /// Each view's subviews in the tree, and the window's under `nil`.
    private var children: [ViewID?: [ViewID]]
    /// The transforms the shell wrote that differ from the view's own before it: the view's
    /// own, and the one written.
    private var moved: [ViewID: (own: Transform, written: Transform)] = [:]

    /// The views of `tree`, with `host` the view the shell was installed on.
    public init(_ tree: ViewTree, host: ViewID, safeAreaUnderTransform: SafeAreaUnderTransform = .frozen) {
        self.tree = tree
        self.hostView = host
        self.safeAreaUnderTransform = safeAreaUnderTransform
        self.children = Self.children(of: tree)
    }

    /// The identity of the window's screen, and of another (an external display's).
    public static let screen = 1, otherScreen = 2

    /// The window, `nil` while the host is out of it; its safe area is the screen's over it.
    public var window: LiveWindow? {
        guard isInWindow else { return nil }
        return LiveWindow(
            frame: tree.window, screen: tree.screen, safeAreaInsets: tree.windowSafeArea, screenID: Self.screen)
    }

    /// The host view.
    public var host: ViewID? { hostView }

    /// The tree's subviews, then the views beside the tree.
    public func subviews(of view: ViewID?) -> [ViewID] {
        (children[view] ?? []) + extras.filter { view != nil && $0.parent == view }.map(\.id)
    }

    /// The view's id: its handle.
    public func id(of view: ViewID) -> ViewID { view }

    /// What `UIView` would report: a controller root's safe area by the model's rules.
    public func facts(of view: ViewID) -> LiveViewFacts {
        if let extra = extras.first(where: { $0.id == view }) { return extra.facts }
        guard let node = tree[view] else { return Self.facts(.view, center: .zero, bounds: .zero) }
        let role: LiveViewFacts.Role
        switch node.kind {
        case .view where isOrthogonalSection(node):
            // UIKit's own scroller, scrolling sideways only: the model holds it as the plain view
            // it is to the app.
            role = .scrollView(
                LiveScroll(
                    geometry: ScrollGeometry(role: .scroll, contentSize: node.bounds.size, adjustment: .never),
                    adjustedContentInset: .zero, isTracking: false, isDragging: false, isDecelerating: false,
                    className: "_UICollectionViewOrthogonalScrollerEmbeddedScrollView"))
        case .view: role = .view
        case .textField: role = .textField(inSearchBar: false)
        case .textView(_, let scroll):
            // One whose text does not scroll grows with it: scrolling off, its text its size.
            var geometry = scroll ?? ScrollGeometry(contentSize: node.bounds.size, isScrollEnabled: false)
            let adjusted = scroll == nil ? .zero : (try? reportedTree.adjustedContentInset(of: view)) ?? .zero
            geometry.systemInset = nil
            role = .textView(
                isEditable: true,
                scroll: LiveScroll(
                    geometry: geometry, adjustedContentInset: adjusted, isTracking: false, isDragging: false,
                    isDecelerating: false, className: "UITextView"))
        case .scrollView(var geometry):
            // UIKit has no property for its own part: only the sum, `adjustedContentInset`.
            let adjusted = (try? reportedTree.adjustedContentInset(of: view)) ?? geometry.contentInset
            geometry.systemInset = nil
            // UIKit reports the user's scrolling in three flags, as the motion has it.
            let motion = geometry.isUserScrolling ? motions[view] ?? .touched : nil
            geometry.isUserScrolling = false
            role = .scrollView(
                LiveScroll(
                    geometry: geometry, adjustedContentInset: adjusted,
                    isTracking: motion == .touched || motion == .dragged, isDragging: motion == .dragged,
                    isDecelerating: motion == .gliding, className: Self.className[geometry.role] ?? "UIScrollView"))
        case .navigationBar: role = .navigationBar
        case .toolbar: role = .toolbar
        case .tabBar: role = .tabBar
        }
        var transform = LiveTransform(node.transform)
        if flipped.contains(view) { transform.d = -transform.d }
        switch collapsed[view] {
        case .horizontal: transform.a = 0
        case .vertical: transform.d = 0
        case nil: break
        }
        let presentation = node.isControllerRoot ? presentation(of: node) : nil
        return LiveViewFacts(
            role: role, center: node.center, bounds: node.bounds, transform: transform,
            isHidden: node.isHidden, isControllerRoot: node.isControllerRoot,
            safeAreaInsets: node.isControllerRoot ? (try? reportedTree.safeAreaInsets(of: view)) ?? .zero : .zero,
            isFirstResponder: tree.firstResponder == view && !extras.contains { $0.facts.isFirstResponder },
            avoidsKeyboardItself: node.avoidsKeyboardItself && presentation?.horizontalSizeClass != .regular,
            presentation: presentation)
    }

    /// UIKit's class of each scroll view role.
    private static let className: [ScrollGeometry.Role: String] = [
        .scroll: "UIScrollView", .table: "UITableView", .collection: "UICollectionView",
    ]

    /// Whether a plain view is, on the device, the scroller UIKit puts around a cell of a
    /// compositional layout's orthogonal section: every other plain view right inside a
    /// collection view (those with an even identity).
    private func isOrthogonalSection(_ node: ViewNode) -> Bool {
        guard node.id.rawValue % 2 == 0, let parent = node.parent else { return false }
        return tree[parent]?.kind.scroll?.role == .collection
    }

    /// How a view controller's root view is presented. In a regular width (an iPad's window, not
    /// a narrow Split View) a root the tree marks as keeping itself clear of the keyboard is a
    /// form or page sheet UIKit moves itself, told by its presentation alone; any other root there
    /// is presented otherwise, or is a sheet's child, or is not presented. In a compact width
    /// every root is an iPhone's sheet, which UIKit does not move, and a root the tree marks is
    /// one UIKit's classes tell (a table view controller's view).
    private func presentation(of node: ViewNode) -> LivePresentation {
        let regular = Swift.min(tree.screen.width, tree.screen.height) >= 744 && tree.window.width >= 678
        let sheets: [LivePresentation.Style] = [.formSheet, .pageSheet, .automatic]
        let pick = node.id.rawValue % 3
        guard regular else {
            return LivePresentation(
                style: sheets[pick], hasPresentingController: true, hasParent: false, horizontalSizeClass: .compact)
        }
        if node.avoidsKeyboardItself {
            return LivePresentation(
                style: sheets[pick], hasPresentingController: true, hasParent: false, horizontalSizeClass: .regular)
        }
        return LivePresentation(
            style: pick == 0 ? .other : .formSheet, hasPresentingController: pick != 2, hasParent: pick == 1,
            horizontalSizeClass: .regular)
    }

    /// A text view's caret.
    public func caret(of view: ViewID) -> Rect? {
        if case .textView(let caret, _) = tree[view]?.kind { return caret }
        return nil
    }

    /// The tree as UIKit reports safe areas in it now: a view controller's root view the shell
    /// has moved reports by `safeAreaUnderTransform`, and so does everything inside it.
    private var reportedTree: ViewTree {
        guard !moved.isEmpty, safeAreaUnderTransform != .frozen else { return tree }
        var reported = tree
        for (id, move) in moved {
            guard let node = tree[id], node.isControllerRoot, move.written == node.transform else { continue }
            if safeAreaUnderTransform == .recomputed {
                // As any other view's: the transformed frame against the superview's safe region.
                try? reported.update(id) { $0.isControllerRoot = false }
            } else {
                // Zero: what the controller adds takes back what the frame is covered by.
                let frozen = (try? tree.safeAreaInsets(of: id)) ?? .zero
                let extra = node.additionalSafeArea
                try? reported.update(id) {
                    $0.additionalSafeArea = EdgeInsets(
                        top: extra.top - frozen.top, left: extra.left - frozen.left,
                        bottom: extra.bottom - frozen.bottom, right: extra.right - frozen.right)
                }
            }
        }
        return reported
    }

    /// Makes the write on the tree's view (a value the model cannot hold is not written).
    public mutating func apply(_ write: LiveWrite, to view: ViewID) {
        if let transform = write.transform {
            // A write that keeps the flip keeps it; one without it turns the view upright.
            if transform.d < 0 { flipped.insert(view) } else { flipped.remove(view) }
            // Likewise a zero scale.
            collapsed[view] = transform.a == 0 ? .horizontal : transform.d == 0 ? .vertical : nil
        }
        if let transform = write.transform, let node = tree[view] {
            let written = transform.reading
            let own = moved[view].map { $0.written == node.transform ? $0.own : node.transform } ?? node.transform
            moved[view] = written == own ? nil : (own, written)
        }
        if write.contentOffset != nil, !write.scrollsToOffset, let role = tree[view]?.kind.scroll?.role, role != .scroll
        {
            cellsDropped.append(view)
        }
        try? tree.update(view) { node in
            if let transform = write.transform { node.transform = transform.reading }
            if let center = write.center { node.center = center }
            if let offset = write.contentOffset { node.bounds.origin = offset }
            if var scroll = node.kind.scrolling {
                if let inset = write.contentInset { scroll.contentInset = inset }
                if let inset = write.indicatorInset { scroll.indicatorInset = inset }
                node.kind = node.kind.scrolling(scroll)
            }
        }
    }

    /// Adds a view the model cannot hold inside `parent`: a carousel ten million points wide,
    /// scrolled to its middle.
    public mutating func addHugeView(in parent: ViewID) {
        let width = tree[parent]?.bounds.width ?? 320
        let geometry = ScrollGeometry(role: .collection, contentSize: Size(width: 10_000_000, height: 200))
        add(
            parent,
            Self.facts(
                .scrollView(
                    LiveScroll(
                        geometry: geometry, adjustedContentInset: .zero, isTracking: false, isDragging: false,
                        isDecelerating: false, className: "UICollectionView")),
                center: Point(x: width / 2, y: 100),
                bounds: Rect(x: 5_000_000, y: 0, width: width, height: 200)))
    }

    /// Adds a read-only text view inside `parent` holding the user's selection: the first responder.
    public mutating func selectReadOnlyText(in parent: ViewID) {
        let geometry = ScrollGeometry(contentSize: Size(width: 200, height: 80))
        var facts = Self.facts(
            .textView(
                isEditable: false,
                scroll: LiveScroll(
                    geometry: geometry, adjustedContentInset: .zero, isTracking: false, isDragging: false,
                    isDecelerating: false, className: "UITextView")),
            center: Point(x: 100, y: 40),
            bounds: Rect(x: 0, y: 0, width: 200, height: 80))
        facts.isFirstResponder = true
        add(parent, facts)
    }

    /// The user's finger touches, drags or flicks `view`, or leaves it at rest (`nil`).
    public mutating func setMotion(_ motion: Motion?, of view: ViewID) {
        motions[view] = motion
    }

    /// The app turns `view` upside down: its transform's vertical scale is negated, which the
    /// tree does not hold. Only a view with no scale of its own, so that the tree's reading of it
    /// (its translation) is what the model sees.
    public mutating func flip(_ view: ViewID) {
        guard let node = tree[view], node.transform.scaleX == 1, node.transform.scaleY == 1 else { return }
        flipped.insert(view)
    }

    /// The app scales `view` to nothing along `axis`, which the tree does not hold. Only a view
    /// with no scale of its own, so that the tree's reading of it (its translation) is what the
    /// model sees.
    public mutating func collapse(_ view: ViewID, _ axis: TreeStep.Axis) {
        guard let node = tree[view], node.transform.scaleX == 1, node.transform.scaleY == 1 else { return }
        collapsed[view] = axis
    }

    /// The app sets `view`'s transform: a flip or a zero scale it had is gone.
    public mutating func setByTheApp(_ view: ViewID) {
        flipped.remove(view)
        collapsed[view] = nil
    }

    /// Another view takes the focus: the read-only text view resigns.
    public mutating func resignReadOnlyText() {
        for i in extras.indices { extras[i].facts.isFirstResponder = false }
    }

    /// A plain new view's facts: untransformed, shown, no controller's, not editing.
    private static func facts(_ role: LiveViewFacts.Role, center: Point, bounds: Rect) -> LiveViewFacts {
        LiveViewFacts(
            role: role, center: center, bounds: bounds, transform: LiveTransform(.identity), isHidden: false,
            isControllerRoot: false, safeAreaInsets: .zero, isFirstResponder: false, avoidsKeyboardItself: false,
            presentation: nil)
    }

    private mutating func add(_ parent: ViewID, _ facts: LiveViewFacts) {
        let next = max(tree.nodes.map(\.id.rawValue).max() ?? 0, extras.map(\.id.rawValue).max() ?? 0) + 1
        extras.append(Extra(id: ViewID(max(next, 1_000_000)), parent: parent, facts: facts))
    }

    private static func children(of tree: ViewTree) -> [ViewID?: [ViewID]] {
        var children: [ViewID?: [ViewID]] = [:]
        for node in tree.nodes { children[node.parent, default: []].append(node.id) }
        return children
    }
}
