import AvoidCore
import TreeAvoidance
import ViewTree

/// §3 `adjustPosition`: on the current tree, the move `m`, the scroll views, the inset, the root view.
extension IQKeyboardManager {
    /// The layout guides of §3.4, in the moved view's superview coordinates.
    struct Guides {
        var top: Double
        var bottom: Double
    }

    mutating func adjust(_ tree: inout ViewTree) throws(ViewTreeError) {
        // §4: a saved text-view inset goes back first, in every show and change event.
        try restoreTextView(&tree)
        guard let field = focus, tree[field] != nil, let root, let event = keyboard, tree[root.view] != nil else {
            return
        }
        let window = tree.window
        // §3.2: the frame acted on (v8: reaching the screen bottom); §3.3: grown by d + s, in
        // screen coordinates, intersected with the window's frame as is.
        let frame = event.endFrame
        let kh = height(of: frame, in: tree)
        let grown = Rect(
            x: frame.minX, y: frame.minY - distance - root.beginSafeBottom, width: frame.width,
            height: kh + distance + root.beginSafeBottom)
        let kbHeight = grown.intersection(window)?.height ?? 0
        let originalHeight =
            options.version == .v8 ? kh : (frame.intersection(window)?.height ?? 0)
        let guides = try self.guides(for: field, root: root.view, in: tree)
        // §3.5.
        let fieldInWindow = try tree.windowFrame(of: field)
        let fieldInRoot = try tree.convert(tree.node(field).bounds, from: field, to: tree.node(root.view).parent)
        let visible = window.height - kbHeight
        let topMove = fieldInRoot.minY - guides.top
        let bottomMove = fieldInWindow.maxY - visible + guides.bottom
        var move = Swift.min(topMove, bottomMove)
        if options.version == .v8 { move.round(.towardZero) }
        // §3.6.
        let first = Self.scrollView(above: field, in: tree)
        try reconcileScrollConfiguration(first, &tree)
        // §3.7.
        if let first {
            move = try scroll(from: first, field: field, move: move, fieldInRoot: fieldInRoot, guides: guides, &tree)
        }
        // §3.8.
        if let first, let saved = scroll, saved.view == first {
            try inset(first, saved: saved, keyboard: kbHeight, safeBottom: root.beginSafeBottom, &tree)
        }
        // §3.9.
        try insetTextView(field, root: root.view, keyboard: originalHeight, guides: guides, &tree)
        // §3.10.
        try moveRoot(root, by: move, keyboard: originalHeight, &tree)
    }

    /// §3.9 `adjustTextInputViewContentInset`: a scrollable text view taller than the height the
    /// keyboard leaves below the top guide gets the rest as its bottom inset (no keyboard
    /// distance; only its height counts, not where it is), its indicator inset the whole inset.
    mutating func insetTextView(
        _ field: ViewID, root: ViewID, keyboard: Double, guides: Guides, _ tree: inout ViewTree
    ) throws(ViewTreeError) {
        guard UIKitAssumptions.isScrollableTextView(field, in: tree), let node = tree[field],
            var geometry = node.kind.scrolling
        else { return }
        let keyboardTop = tree.window.height - keyboard
        var region = tree.window
        if let superview = try tree.node(root).parent { region = try tree.windowFrame(of: superview) }
        let overlap = region.maxY - keyboardTop
        let available = region.height - guides.top - overlap
        let height = Swift.min(node.frame.height, available)
        guard node.frame.height - geometry.contentInset.bottom > height else { return }
        if textView == nil {
            textView = TextViewConfiguration(
                view: field, contentInset: geometry.contentInset, indicatorInset: geometry.indicatorInset)
        }
        geometry.contentInset.bottom = node.frame.height - height - (try tree.safeAreaInsets(of: field).bottom)
        geometry.indicatorInset = geometry.contentInset
        try tree.update(field) { $0.kind = node.kind.scrolling(geometry) }
    }

    /// §3.4: `Gtop` = max(bar area, top margin); `Gbot` = the bottom margin, 0 for a scrollable text view.
    func guides(for field: ViewID, root: ViewID, in tree: ViewTree) throws(ViewTreeError) -> Guides {
        let bar =
            UIKitAssumptions.navigationBarMaxY(around: root, in: tree) ?? UIKitAssumptions.statusBarHeight(tree)
        let margins = try UIKitAssumptions.layoutMargins(of: root, in: tree)
        return Guides(
            top: Swift.max(bar, margins.top),
            bottom: UIKitAssumptions.isScrollableTextView(field, in: tree) ? 0 : margins.bottom)
    }

    /// §3.6 `superviewOf(UIScrollView)`: the nearest enclosing scroll view above `view`, skipping
    /// one whose superview is a table view or a cell (a table's direct subview); all scroll views
    /// of the model scroll.
    static func scrollView(above view: ViewID, in tree: ViewTree) -> ViewID? {
        func isTable(_ id: ViewID?) -> Bool { id.flatMap { tree[$0]?.kind.scroll?.role } == .table }
        for id in tree.ancestors(of: view) where tree[id]?.kind.scroll != nil {
            let parent = tree[id]?.parent
            if isTable(parent) || isTable(parent.flatMap { tree[$0]?.parent }) { continue }
            return id
        }
        return nil
    }

    /// §3.6: save the first scroll view's values at the first adjust that finds it; restore and
    /// forget another one saved before.
    mutating func reconcileScrollConfiguration(_ first: ViewID?, _ tree: inout ViewTree) throws(ViewTreeError) {
        if let saved = scroll, saved.view != first {
            try restoreScroll(saved, &tree)
            scroll = nil
        }
        guard scroll == nil, let first, let node = tree[first], let geometry = node.kind.scroll else { return }
        scroll = ScrollConfiguration(
            view: first, contentInset: geometry.contentInset, contentOffset: node.bounds.origin,
            indicatorInset: geometry.indicatorInset)
    }

    /// §3.7 `adjustScrollViewContentOffsets`: each scroll view, innermost first, takes what it can
    /// of `move`; returns what is left for the root view.
    func scroll(
        from first: ViewID, field: ViewID, move start: Double, fieldInRoot: Rect, guides: Guides,
        _ tree: inout ViewTree
    ) throws(ViewTreeError) -> Double {
        var move = start
        var last = field
        var current: ViewID? = first
        while let view = current {
            let node = try tree.node(view)
            let offset = node.bounds.minY
            let proceed: Bool
            if move > 0 {
                proceed = move > -offset - (node.kind.scroll?.contentInset.top ?? 0)
            } else if let table = Self.listAncestor(of: view, in: tree) {
                proceed = offset > 0
                if proceed, let previous = try Self.previousRow(of: field, in: table, tree: tree) {
                    move = Swift.min(0, previous - guides.top)
                }
            } else {
                proceed = fieldInRoot.minY < guides.top
                if proceed { move = Swift.min(0, fieldInRoot.minY - guides.top) }
            }
            guard proceed else { return 0 }
            let next = Self.scrollView(above: view, in: tree)
            let lastFrame = try tree.convert(tree.node(last).bounds, from: last, to: view)
            var target = Swift.min(offset - Swift.min(offset, -move), lastFrame.minY)
            if UIKitAssumptions.isScrollableTextView(field, in: tree), next == nil, target >= 0 {
                let now = try tree.windowFrame(of: field)
                target = Swift.min(target, offset + (now.minY - guides.top))
                move = 0
            } else {
                move -= target - offset
            }
            // Not clamped to the content range (§3.7 step 6).
            if target != offset { try tree.update(view) { $0.bounds.origin.y = target } }
            last = view
            current = next
        }
        return move
    }

    /// A table or collection view holding `view` (§3.7: the special case for a scroll view inside one).
    static func listAncestor(of view: ViewID, in tree: ViewTree) -> ViewID? {
        tree.ancestors(of: view).first { tree[$0]?.kind.scroll.map { $0.role != .scroll } == true }
    }

    /// The bottom of the row before the field's, in the moved view's superview coordinates: the
    /// cells are the list's subviews, ordered by their top.
    static func previousRow(of field: ViewID, in list: ViewID, tree: ViewTree) throws(ViewTreeError) -> Double? {
        guard let cell = ([field] + tree.ancestors(of: field)).first(where: { tree[$0]?.parent == list }),
            let top = tree[cell]?.frame.minY,
            let previous = tree.nodes.filter({ $0.parent == list && $0.frame.minY < top }).max(by: {
                $0.frame.minY < $1.frame.minY
            }),
            let host = try? TreeReading.host(of: tree)
        else { return nil }
        return try tree.convert(previous.bounds, from: previous.id, to: tree.node(host).parent).maxY
    }

    /// §3.8 `adjustScrollViewContentInset`: an absolute bottom inset, the max of the saved one and
    /// the keyboard's overlap (`d` and `s` included), less the scroll view's own safe area.
    func inset(
        _ view: ViewID, saved: ScrollConfiguration, keyboard: Double, safeBottom: Double, _ tree: inout ViewTree
    ) throws(ViewTreeError) {
        let node = try tree.node(view)
        guard var geometry = node.kind.scroll else { return }
        let frame = try tree.windowFrame(of: view)
        let overlap = keyboard - (tree.window.height - frame.maxY)
        let ownSafe = try tree.safeAreaInsets(of: view).bottom
        var inset = geometry.contentInset
        inset.bottom = Swift.max(saved.contentInset.bottom, overlap) - ownSafe
        guard inset != geometry.contentInset else { return }
        geometry.contentInset = inset
        geometry.indicatorInset.bottom =
            Swift.max(saved.indicatorInset.bottom, overlap - distance - safeBottom) - ownSafe
        try tree.update(view) { $0.kind = .scrollView(geometry) }
    }

    /// §3.10 `adjustRootController`: the root view's frame origin, up by what is left (never above
    /// `-kbOrig.height`), or back down towards its begin origin (never below it).
    func moveRoot(_ root: RootConfiguration, by move: Double, keyboard: Double, _ tree: inout ViewTree)
        throws(ViewTreeError)
    {
        let current = try tree.node(root.view).frame.minY
        var y = current
        if move >= 0 {
            y = Swift.max(current - move, Swift.min(0, -keyboard))
        } else {
            let distance = current - root.beginOrigin.y
            if distance <= 0 { y = current - Swift.max(move, distance) }
        }
        guard y != current else { return }
        try Self.setFrameOrigin(of: root.view, to: Point(x: try tree.node(root.view).frame.minX, y: y), in: &tree)
    }

    /// `view.frame.origin = origin`: the centre moves by the difference; size and transform stay.
    static func setFrameOrigin(of view: ViewID, to origin: Point, in tree: inout ViewTree) throws(ViewTreeError) {
        let frame = try tree.node(view).frame
        try tree.update(view) {
            $0.center.x += origin.x - frame.minX
            $0.center.y += origin.y - frame.minY
        }
    }
}
