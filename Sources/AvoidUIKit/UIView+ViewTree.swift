#if canImport(UIKit) && os(iOS)
    import AvoidCore
    import UIKit
    import ViewTree

    /// The live hierarchy as a `ViewTree`: a mapping only, every decision lives in the model.
    @MainActor enum LiveViews {
        /// A view's stable id: its object identity, for as long as it lives.
        static func id(of view: UIView) -> ViewID { ViewID(ObjectIdentifier(view).hashValue) }

        /// The window's views, superviews first, with UIKit's safe areas given to every view
        /// controller's root view.
        static func tree(of window: UIWindow, host: UIView?) throws -> (ViewTree, [ViewID: UIView]) {
            var nodes: [ViewNode] = []
            var views: [ViewID: UIView] = [:]
            var controllerInsets: [ViewID: EdgeInsets] = [:]
            var pending: [(UIView, ViewID?)] = window.subviews.map { ($0, nil) }
            while !pending.isEmpty {
                let (view, parent) = pending.removeFirst()
                let id = id(of: view)
                views[id] = view
                let isRoot = view.next is UIViewController
                nodes.append(node(view, id: id, parent: parent, controllerRoot: isRoot))
                if isRoot { controllerInsets[id] = insets(view.safeAreaInsets) }
                pending += view.subviews.map { ($0, id) }
            }
            let screen = window.screen.bounds.size
            let frame = window.convert(window.bounds, to: window.screen.coordinateSpace)
            let responder = views.first {
                $0.value.isFirstResponder && ($0.value is UITextField || $0.value is UITextView)
            }
            let tree = try ViewTree(
                screen: Size(width: Double(screen.width), height: Double(screen.height)),
                screenSafeArea: insets(window.safeAreaInsets), window: rect(frame), nodes: nodes,
                firstResponder: responder?.key, host: host.map(id(of:)))
            return (try tree.matchingSafeAreas(controllerInsets), views)
        }

        static func node(_ view: UIView, id: ViewID, parent: ViewID?, controllerRoot: Bool) -> ViewNode {
            var kind = ViewKind.view
            switch view {
            case let field as UITextField where !(field.superview is UISearchBar): kind = .textField
            case let text as UITextView where text.isEditable:
                let caret = text.selectedTextRange.map { text.caretRect(for: $0.end) } ?? .zero
                kind = .textView(caret: rect(caret))
            case let scroll as UIScrollView: kind = .scrollView(geometry(scroll))
            case is UINavigationBar: kind = .navigationBar
            case is UIToolbar: kind = .toolbar
            case is UITabBar: kind = .tabBar
            default: break
            }
            let t = view.transform
            // Rotations and flips are not modelled: such a view is read without its transform.
            let transform =
                t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
                ? Transform(
                    scaleX: Double(t.a), scaleY: Double(t.d), translationX: Double(t.tx), translationY: Double(t.ty))
                : .identity
            var node = ViewNode(
                id: id, parent: parent, kind: kind, frame: .zero, transform: transform, isHidden: view.isHidden,
                isControllerRoot: controllerRoot)
            node.center = Point(x: Double(view.center.x), y: Double(view.center.y))
            node.bounds = rect(view.bounds)
            return node
        }

        static func geometry(_ scroll: UIScrollView) -> ScrollGeometry {
            let role: ScrollGeometry.Role =
                scroll is UITableView ? .table : scroll is UICollectionView ? .collection : .scroll
            let adjustment: InsetAdjustmentBehavior
            switch scroll.contentInsetAdjustmentBehavior {
            case .never: adjustment = .never
            case .always: adjustment = .always
            case .scrollableAxes: adjustment = .scrollableAxes
            default: adjustment = .automatic
            }
            let controller = scroll.next as? UIViewController
            return ScrollGeometry(
                role: role,
                contentSize: Size(width: Double(scroll.contentSize.width), height: Double(scroll.contentSize.height)),
                contentInset: insets(scroll.contentInset), indicatorInset: insets(scroll.verticalScrollIndicatorInsets),
                adjustment: adjustment, alwaysBounceVertical: scroll.alwaysBounceVertical,
                alwaysBounceHorizontal: scroll.alwaysBounceHorizontal,
                isControllerContent: controller?.navigationController != nil || controller?.tabBarController != nil)
        }

        /// Writes what the adapter changed: a view's transform, a scroll view's insets and offset.
        static func write(_ tree: ViewTree, over old: ViewTree, to views: [ViewID: UIView]) {
            for node in tree.nodes where old[node.id] != node {
                guard let view = views[node.id] else { continue }
                let t = node.transform
                view.transform = CGAffineTransform(
                    a: CGFloat(t.scaleX), b: 0, c: 0, d: CGFloat(t.scaleY), tx: CGFloat(t.translationX),
                    ty: CGFloat(t.translationY))
                if let scroll = view as? UIScrollView, let geometry = node.kind.scroll {
                    scroll.contentInset = uiInsets(geometry.contentInset)
                    scroll.verticalScrollIndicatorInsets = uiInsets(geometry.indicatorInset)
                    scroll.contentOffset = CGPoint(x: node.bounds.minX, y: node.bounds.minY)
                }
            }
        }

        static func rect(_ r: CGRect) -> Rect {
            Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        }

        static func insets(_ i: UIEdgeInsets) -> EdgeInsets {
            EdgeInsets(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
        }

        static func uiInsets(_ i: EdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
        }
    }
#endif
