import AvoidCore

/// A platform-free model of a window's view hierarchy: the geometry UIKit keeps for every
/// view, the window's frame on the screen and the first responder. An adapter reads a `Scene`
/// from it and writes decisions back to it; the UIKit shell maps live views onto it.
///
/// Views are stored superviews first, so a walk in order visits a parent before its children.
/// A tree is always valid: every initialiser and change checks what it is given.
public struct ViewTree: Sendable {
    /// The screen's size in points.
    public internal(set) var screen: Size
    /// The screen's safe-area insets (status bar, notch, home indicator).
    public internal(set) var screenSafeArea: EdgeInsets
    /// The window's frame in screen coordinates (not at the origin in Split View, Slide Over
    /// and Stage Manager).
    public internal(set) var window: Rect
    /// Every view, superviews before their subviews.
    public private(set) var nodes: [ViewNode]
    /// The view that is editing, if any.
    public private(set) var firstResponder: ViewID?
    /// The view the app names as the one to move; `nil`: the first responder's view
    /// controller's root view.
    public private(set) var host: ViewID?
    /// Where each view is in `nodes`; derived, so it takes no part in equality.
    private var index: [ViewID: Int]
    /// Where each view's superview is in `nodes` (-1 for a subview of the window): walks up the
    /// tree follow it without hashing a single id. Derived too.
    private var parentIndex: [Int]

    /// Creates a tree, checking every view.
    /// - Throws: `ViewTreeError` naming the first view or property at fault.
    public init(
        screen: Size, screenSafeArea: EdgeInsets = .zero, window: Rect? = nil, nodes: [ViewNode],
        firstResponder: ViewID? = nil, host: ViewID? = nil
    ) throws(ViewTreeError) {
        self.screen = screen
        self.screenSafeArea = screenSafeArea
        self.window = window ?? Rect(origin: .zero, size: screen)
        self.nodes = nodes
        self.firstResponder = firstResponder
        self.host = host
        self.index = [:]
        self.parentIndex = []
        index.reserveCapacity(nodes.count)
        parentIndex.reserveCapacity(nodes.count)
        try validate()
    }

    /// The view with `id`, if the tree has it. O(1).
    public subscript(id: ViewID) -> ViewNode? {
        index[id].map { nodes[$0] }
    }

    /// The view with `id`.
    /// - Throws: `ViewTreeError.unknownView`.
    public func node(_ id: ViewID) throws(ViewTreeError) -> ViewNode {
        guard let i = index[id] else { throw .unknownView(id) }
        return nodes[i]
    }

    /// Whether `view` is `ancestor` or lies inside it. O(depth).
    public func isDescendant(_ view: ViewID, of ancestor: ViewID) -> Bool {
        guard var i = index[view], let target = index[ancestor] else { return false }
        while i >= 0 {
            if i == target { return true }
            i = parentIndex[i]
        }
        return false
    }

    /// The superviews of `view`, nearest first. O(depth).
    public func ancestors(of view: ViewID) -> [ViewID] {
        var result: [ViewID] = []
        var i = index[view].map { parentIndex[$0] } ?? -1
        while i >= 0 {
            result.append(nodes[i].id)
            i = parentIndex[i]
        }
        return result
    }

    /// Whether `view` is on screen as far as `isHidden` goes: neither it nor a superview is hidden.
    public func isVisible(_ view: ViewID) -> Bool {
        guard var i = index[view] else { return false }
        while i >= 0 {
            if nodes[i].isHidden { return false }
            i = parentIndex[i]
        }
        return true
    }

    /// The map from `view`'s coordinates to the window's (`nil`: the window itself): the
    /// composition, up to the window, of each view's centre, transform and bounds origin, as
    /// `convert(_:to: nil)` does. O(depth).
    public func toWindow(from view: ViewID?) throws(ViewTreeError) -> Transform {
        guard let view else { return .identity }
        guard var i = index[view] else { throw .unknownView(view) }
        var result = Transform.identity
        while i >= 0 {
            result = result.concatenating(nodes[i].toSuperview)
            i = parentIndex[i]
        }
        return result
    }

    /// Changes one view's geometry or kind; its id and superview stay.
    /// - Throws: `ViewTreeError` for an unknown view, a changed identity or an invalid value;
    ///   the tree is then unchanged.
    public mutating func update(_ id: ViewID, _ body: (inout ViewNode) -> Void) throws(ViewTreeError) {
        guard let i = index[id] else { throw .unknownView(id) }
        var node = nodes[i]
        body(&node)
        guard node.id == id, node.parent == nodes[i].parent else { throw .identityChanged(id) }
        try Self.check(node)
        nodes[i] = node
    }

    /// Moves the window on the screen (multitasking, Stage Manager).
    /// - Throws: `ViewTreeError` for an invalid frame; the tree is then unchanged.
    public mutating func setWindow(_ frame: Rect) throws(ViewTreeError) {
        try Self.check(frame, nil, "window")
        window = frame
    }

    /// Makes `view` the first responder, or nobody.
    /// - Throws: `ViewTreeError.unknownView` or `.firstResponderNotTextInput`.
    public mutating func setFirstResponder(_ view: ViewID?) throws(ViewTreeError) {
        if let view { try Self.checkTextInput(view, in: self) }
        firstResponder = view
    }

    /// Names the view to move, or `nil` for the first responder's view controller's root view.
    /// - Throws: `ViewTreeError.unknownView`.
    public mutating func setHost(_ view: ViewID?) throws(ViewTreeError) {
        if let view { _ = try node(view) }
        host = view
    }
}

extension ViewTree: Hashable {
    /// Trees are equal when everything but the derived index is.
    public static func == (a: ViewTree, b: ViewTree) -> Bool {
        a.screen == b.screen && a.screenSafeArea == b.screenSafeArea && a.window == b.window && a.nodes == b.nodes
            && a.firstResponder == b.firstResponder && a.host == b.host
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(screen)
        hasher.combine(window)
        hasher.combine(nodes)
        hasher.combine(firstResponder)
        hasher.combine(host)
    }
}

extension ViewTree {
    /// Builds the index and checks every view, superviews first.
    fileprivate mutating func validate() throws(ViewTreeError) {
        try Self.check(screen, nil, "screen")
        try Self.check(screenSafeArea, nil, "screenSafeArea")
        try Self.check(window, nil, "window")
        for (i, node) in nodes.enumerated() {
            guard index[node.id] == nil else { throw .duplicateView(node.id) }
            var parentAt = -1
            if let parent = node.parent {
                guard let found = index[parent] else { throw .unknownParent(view: node.id, parent: parent) }
                parentAt = found
            }
            try Self.check(node)
            index[node.id] = i
            parentIndex.append(parentAt)
        }
        if let firstResponder { try Self.checkTextInput(firstResponder, in: self) }
        if let host { _ = try node(host) }
    }

    fileprivate static func checkTextInput(_ view: ViewID, in tree: ViewTree) throws(ViewTreeError) {
        guard try tree.node(view).kind.isTextInput else { throw .firstResponderNotTextInput(view) }
    }

    /// Checks one view as a tree does: every value finite and within the model's range, no
    /// negative size, a positive scale.
    /// - Throws: `ViewTreeError` naming the view and the property at fault.
    public static func check(_ node: ViewNode) throws(ViewTreeError) {
        let id = node.id
        try check(node.center, id, "center")
        try check(node.bounds, id, "bounds")
        let t = node.transform
        for (value, name) in [(t.scaleX, "transform.scaleX"), (t.scaleY, "transform.scaleY")] {
            try check(value, id, name)
        }
        guard t.scaleX > 0, t.scaleY > 0 else { throw .unsupportedTransform(id) }
        try check(Point(x: t.translationX, y: t.translationY), id, "transform.translation")
        try check(node.additionalSafeArea, id, "additionalSafeArea")
        switch node.kind {
        case .textView(let caret, let scroll):
            try check(caret, id, "caret")
            if let scroll { try check(scroll, id) }
        case .scrollView(let scroll): try check(scroll, id)
        default: break
        }
    }

    /// A scroll view's (or a scrolling text view's) sizes and insets.
    static func check(_ scroll: ScrollGeometry, _ id: ViewID) throws(ViewTreeError) {
        try check(scroll.contentSize, id, "contentSize")
        try check(scroll.contentInset, id, "contentInset")
        try check(scroll.indicatorInset, id, "indicatorInset")
        if let system = scroll.systemInset { try check(system, id, "systemInset") }
    }

    static func check(_ value: Double, _ view: ViewID?, _ path: String) throws(ViewTreeError) {
        guard value.isFinite else { throw .nonFinite(view: view, path: path) }
        guard MagnitudeLimit.allows(value) else { throw .outOfRange(view: view, path: path) }
    }

    static func check(_ point: Point, _ view: ViewID?, _ path: String) throws(ViewTreeError) {
        try check(point.x, view, path)
        try check(point.y, view, path)
    }

    static func check(_ size: Size, _ view: ViewID?, _ path: String) throws(ViewTreeError) {
        try check(size.width, view, path)
        try check(size.height, view, path)
        guard size.width >= 0, size.height >= 0 else { throw .negativeSize(view: view, path: path) }
    }

    static func check(_ rect: Rect, _ view: ViewID?, _ path: String) throws(ViewTreeError) {
        try check(rect.origin, view, path)
        try check(rect.size, view, path)
    }

    static func check(_ insets: EdgeInsets, _ view: ViewID?, _ path: String) throws(ViewTreeError) {
        for value in [insets.top, insets.left, insets.bottom, insets.right] { try check(value, view, path) }
    }
}
