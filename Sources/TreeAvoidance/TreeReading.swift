import AvoidCore
import ViewTree

/// The scene a view tree shows, and where each part of it lives in the tree.
///
/// The host is the view the app names, else the first responder's view controller's root
/// view, else the first view controller's root view. Host coordinates are window points from
/// the host's top-left corner. Fields are the visible text inputs inside the host, each in the
/// content coordinates of its nearest enclosing scroll view (nested scroll views and table
/// cells included) or in host coordinates; bars are those outside the host; a container's
/// inset is its *adjusted* content inset, the region UIKit really keeps clear. A text view whose
/// text scrolls, in no scroll view, is also a container of its own (`Field.ownContainer`). A scroll view
/// scaled by a transform is read in window points (its content coordinates times its scale).
public struct TreeReading: Hashable, Sendable {
    /// Where a container of the scene is in the tree.
    public struct ContainerView: Hashable, Sendable {
        /// The scroll view.
        public var view: ViewID
        /// Its scale in window points, on each axis: scene values are content values times it.
        public var scaleX: Double
        /// The vertical scale.
        public var scaleY: Double
    }

    /// The scene, unshifted if the tree is.
    public var scene: Scene
    /// The view the decision's offset moves.
    public var host: ViewID
    /// The focused field: the first responder, when it is one of the scene's fields.
    public var focus: FieldID?
    /// Each container's scroll view.
    public var containers: [ContainerID: ContainerView]

    /// Reads `tree`. Cost: O(views × depth).
    /// - Throws: `AdapterError.noHostView`.
    public init(tree: ViewTree) throws(AdapterError) {
        try self.init(tree: tree, rules: .uikit)
    }

    /// Reads `tree` by other rules (the zoo's wrong ones).
    package init(tree: ViewTree, rules: ReadingRules) throws(AdapterError) {
        let host = try rules.host(tree)
        do { try self.init(tree, host: host, rules: rules) } catch { throw .invalidTree(error) }
    }

    private init(_ tree: ViewTree, host: ViewID, rules: ReadingRules) throws(ViewTreeError) {
        let hostMap = try tree.toWindow(from: host)
        let hostRect = try hostMap.apply(to: tree.node(host).bounds)
        let origin = hostRect.origin
        let safe = try tree.safeAreaInsets(of: host)
        var bars: [Bar] = []
        var fields: [Field] = []
        var used: [ViewID] = []
        var ownContainers: [ScrollContainer] = []
        var views: [ContainerID: ContainerView] = [:]
        for node in tree.nodes where rules.isVisible(node.id, tree) {
            let inside = tree.isDescendant(node.id, of: host)
            if let kind = node.kind.bar, !inside {
                bars.append(
                    Bar(kind: kind, frame: try tree.windowFrame(of: node.id).offsetBy(dx: -origin.x, dy: -origin.y)))
            }
            guard inside, node.kind.isTextInput else { continue }
            let container = rules.container(node.id, tree, host)
            // The space the field is read in: its container's content, scaled to window points, or host coordinates.
            let toSpace: Transform
            if let container {
                if !used.contains(container) { used.append(container) }
                let scale = try tree.toWindow(from: container)
                toSpace = try tree.conversion(from: node.id, to: container).concatenating(
                    Transform(scaleX: scale.scaleX, scaleY: scale.scaleY))
            } else {
                toSpace = try tree.toWindow(from: node.id).concatenating(
                    Transform(translationX: -origin.x, translationY: -origin.y))
            }
            let frame = toSpace.apply(to: node.bounds)
            var kind = Field.Kind.singleLine
            var own: ContainerID? = nil
            if case .textView(let caret, let scroll) = node.kind {
                kind = .multiLine(caret: toSpace.apply(to: caret).offsetBy(dx: -frame.minX, dy: -frame.minY))
                // A text view whose text scrolls, in no scroll view: it can reveal its caret itself.
                if let scroll, scroll.isScrollEnabled, container == nil {
                    let id = ContainerID(node.id.rawValue)
                    own = id
                    ownContainers.append(
                        ScrollContainer(
                            id: id, frame: frame,
                            contentSize: Size(
                                width: scroll.contentSize.width * toSpace.scaleX,
                                height: scroll.contentSize.height * toSpace.scaleY),
                            contentOffset: Point(
                                x: node.bounds.minX * toSpace.scaleX, y: node.bounds.minY * toSpace.scaleY),
                            contentInset: Self.scaled(try tree.adjustedContentInset(of: node.id) ?? .zero, toSpace)))
                    views[id] = ContainerView(view: node.id, scaleX: toSpace.scaleX, scaleY: toSpace.scaleY)
                }
            }
            fields.append(
                Field(
                    id: FieldID(node.id.rawValue), frame: frame, kind: kind,
                    container: container.map { ContainerID($0.rawValue) }, ownContainer: own))
        }
        var containers: [ScrollContainer] = []
        for view in used {
            let node = try tree.node(view)
            let map = try tree.toWindow(from: view)
            let inset = try tree.adjustedContentInset(of: view) ?? .zero
            let id = ContainerID(view.rawValue)
            let content = node.kind.scroll?.contentSize ?? .zero
            containers.append(
                ScrollContainer(
                    id: id, frame: map.apply(to: node.bounds).offsetBy(dx: -origin.x, dy: -origin.y),
                    contentSize: Size(width: content.width * map.scaleX, height: content.height * map.scaleY),
                    contentOffset: Point(x: node.bounds.minX * map.scaleX, y: node.bounds.minY * map.scaleY),
                    contentInset: Self.scaled(inset, map)))
            views[id] = ContainerView(view: view, scaleX: map.scaleX, scaleY: map.scaleY)
        }
        containers += ownContainers
        let fullScreen = tree.window == Rect(origin: .zero, size: tree.screen)
        scene = Scene(
            screen: tree.screen, screenSafeArea: tree.screenSafeArea, window: tree.window,
            windowMode: fullScreen ? .fullScreen : .splitView, hostFrame: hostRect,
            hostSafeArea: EdgeInsets(
                top: safe.top * hostMap.scaleY, left: safe.left * hostMap.scaleX, bottom: safe.bottom * hostMap.scaleY,
                right: safe.right * hostMap.scaleX),
            bars: bars, fields: fields, containers: containers)
        self.host = host
        self.containers = views
        let responder = tree.firstResponder.map { FieldID($0.rawValue) }
        focus = fields.contains { $0.id == responder } ? responder : nil
    }

    /// `inset` in window points, by `map`'s scale.
    private static func scaled(_ inset: EdgeInsets, _ map: Transform) -> EdgeInsets {
        EdgeInsets(
            top: inset.top * map.scaleY, left: inset.left * map.scaleX, bottom: inset.bottom * map.scaleY,
            right: inset.right * map.scaleX)
    }

    /// The view to move (see the type's documentation).
    /// - Throws: `AdapterError.noHostView`.
    public static func host(of tree: ViewTree) throws(AdapterError) -> ViewID {
        if let host = tree.host { return host }
        if let responder = tree.firstResponder {
            for id in tree.ancestors(of: responder) where tree[id]?.isControllerRoot == true { return id }
        }
        guard let root = tree.nodes.first(where: \.isControllerRoot) else { throw .noHostView }
        return root.id
    }

    /// The nearest scroll view enclosing `view` inside the host (the host itself included) that
    /// the user can scroll.
    public static func container(of view: ViewID, in tree: ViewTree, host: ViewID) -> ViewID? {
        for id in tree.ancestors(of: view) {
            if tree[id]?.kind.scroll?.isScrollEnabled == true { return id }
            if id == host { return nil }
        }
        return nil
    }
}
