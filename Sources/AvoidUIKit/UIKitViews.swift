#if canImport(UIKit) && os(iOS)
    import AvoidCore
    import AvoidanceShell
    import UIKit
    import ViewTree

    /// UIKit's views through the shell's seam: every member forwards one UIKit property or setter.
    /// What to read, when and what to write is decided in `AvoidanceShell`, on every platform.
    @MainActor struct UIKitViews: @preconcurrency LiveViews {
        weak var hostView: UIView?
        /// The views the app excluded (`KeyboardAvoidance.exclude(_:)`).
        var excluded: Set<ObjectIdentifier> = []

        var window: LiveWindow? {
            guard let window = hostView?.window else { return nil }
            return LiveWindow(
                frame: Self.rect(window.convert(window.bounds, to: window.screen.coordinateSpace)),
                screen: Size(width: Double(window.screen.bounds.width), height: Double(window.screen.bounds.height)),
                safeAreaInsets: Self.insets(window.safeAreaInsets), screenID: ObjectIdentifier(window.screen).hashValue)
        }

        var host: UIView? { hostView }

        func subviews(of view: UIView?) -> [UIView] { view?.subviews ?? hostView?.window?.subviews ?? [] }

        func id(of view: UIView) -> ViewID { ViewID(ObjectIdentifier(view).hashValue) }

        func facts(of view: UIView) -> LiveViewFacts {
            let t = view.transform
            return LiveViewFacts(
                role: Self.role(of: view), center: Point(x: Double(view.center.x), y: Double(view.center.y)),
                bounds: Self.rect(view.bounds),
                transform: LiveTransform(
                    a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty)),
                isHidden: view.isHidden, isControllerRoot: view.next is UIViewController,
                safeAreaInsets: Self.insets(view.safeAreaInsets), isFirstResponder: view.isFirstResponder,
                avoidsKeyboardItself: excluded.contains(ObjectIdentifier(view)) || Self.avoidsKeyboardItself(view),
                presentation: (view.next as? UIViewController).map(Self.presentation))
        }

        static func presentation(of controller: UIViewController) -> LivePresentation {
            let style: LivePresentation.Style
            switch controller.modalPresentationStyle {
            case .formSheet: style = .formSheet
            case .pageSheet: style = .pageSheet
            case .automatic: style = .automatic
            default: style = .other
            }
            let sizeClass: LivePresentation.SizeClass
            switch controller.traitCollection.horizontalSizeClass {
            case .compact: sizeClass = .compact
            case .regular: sizeClass = .regular
            default: sizeClass = .unspecified
            }
            return LivePresentation(
                style: style, hasPresentingController: controller.presentingViewController != nil,
                hasParent: controller.parent != nil, horizontalSizeClass: sizeClass)
        }

        /// UIKit's own avoiders: a table or collection view controller's view adjusts its insets
        /// for the keyboard, SwiftUI's hosting view its safe area.
        static func avoidsKeyboardItself(_ view: UIView) -> Bool {
            view.next is UITableViewController || view.next is UICollectionViewController
                || String(describing: type(of: view)).hasPrefix("_UIHostingView")
        }

        func caret(of view: UIView) -> Rect? {
            guard let text = view as? UITextView, let range = text.selectedTextRange else { return nil }
            return Self.rect(text.caretRect(for: range.end))
        }

        func apply(_ write: LiveWrite, to view: UIView) {
            if let t = write.transform {
                view.transform = CGAffineTransform(
                    a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx),
                    ty: CGFloat(t.ty))
            }
            if let center = write.center { view.center = CGPoint(x: center.x, y: center.y) }
            guard let scroll = view as? UIScrollView else { return }
            if let inset = write.contentInset { scroll.contentInset = Self.uiInsets(inset) }
            if let inset = write.indicatorInset { scroll.verticalScrollIndicatorInsets = Self.uiInsets(inset) }
            guard let offset = write.contentOffset else { return }
            let point = CGPoint(x: offset.x, y: offset.y)
            if write.scrollsToOffset {
                scroll.setContentOffset(point, animated: true)
            } else {
                scroll.contentOffset = point
            }
        }

        /// The view's class, and the traits that go with it, as the seam names them.
        static func role(of view: UIView) -> LiveViewFacts.Role {
            switch view {
            case let field as UITextField: return .textField(inSearchBar: field.superview is UISearchBar)
            case let text as UITextView: return .textView(isEditable: text.isEditable, scroll: scroll(text))
            case let scrollView as UIScrollView: return .scrollView(scroll(scrollView))
            case is UINavigationBar: return .navigationBar
            case is UIToolbar: return .toolbar
            case is UITabBar: return .tabBar
            default: return .view
            }
        }

        static func scroll(_ scroll: UIScrollView) -> LiveScroll {
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
            return LiveScroll(
                geometry: ScrollGeometry(
                    role: role,
                    contentSize: Size(
                        width: Double(scroll.contentSize.width), height: Double(scroll.contentSize.height)),
                    contentInset: insets(scroll.contentInset),
                    indicatorInset: insets(scroll.verticalScrollIndicatorInsets),
                    adjustment: adjustment, alwaysBounceVertical: scroll.alwaysBounceVertical,
                    alwaysBounceHorizontal: scroll.alwaysBounceHorizontal,
                    isControllerContent: controller?.navigationController != nil || controller?.tabBarController != nil,
                    isScrollEnabled: scroll.isScrollEnabled),
                adjustedContentInset: insets(scroll.adjustedContentInset), isTracking: scroll.isTracking,
                isDragging: scroll.isDragging, isDecelerating: scroll.isDecelerating,
                className: String(describing: type(of: scroll)))
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
