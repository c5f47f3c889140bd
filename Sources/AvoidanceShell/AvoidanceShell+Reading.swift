import AvoidCore
import ViewTree

extension AvoidanceShell {
    /// The views read as a tree, with the live handles and transforms the writes need.
    struct Reading {
        var tree: ViewTree
        var views: [ViewID: Views.View]
        var transforms: [ViewID: LiveTransform]
    }

    /// The window as a `ViewTree` holding what the decision needs: the host and everything in
    /// it, its superviews (for conversion and safe areas) and the bars outside it with theirs.
    /// A view the model cannot hold (beyond its range) is left out with its subviews, so a huge
    /// carousel or table elsewhere costs nothing; one holding the focus leaves the focus out (no
    /// avoidance). The caret is read for the first responder alone. O(views).
    func read(_ views: Views, window: LiveWindow, host: Views.View) throws(AdapterError) -> Reading {
        let hostID = views.id(of: host)
        var nodes: [ViewNode] = []
        var parents: [Int] = []
        var keep: [Bool] = []
        var handles: [Views.View] = []
        var transforms: [LiveTransform] = []
        var controllerInsets: [ViewID: EdgeInsets] = [:]
        var responder: Int?
        // Depth first, superviews before subviews (the order `ViewTree` needs), front last.
        var pending: [(view: Views.View, parent: Int, inHost: Bool, leftAlone: Bool)] = views.subviews(of: nil)
            .reversed().map { ($0, -1, false, false) }
        while let (view, parent, outerInHost, outerLeftAlone) = pending.popLast() {
            let id = views.id(of: view)
            let facts = views.facts(of: view)
            let inHost = outerInHost || id == hostID
            // A region that keeps itself clear of the keyboard holds no text input to reveal: one
            // UIKit's classes tell, or a sheet UIKit moves itself.
            let avoidsItself =
                facts.avoidsKeyboardItself || (facts.presentation?.movesForTheKeyboard == true && !rules.ignoresSheets)
            let leftAlone = outerLeftAlone || (avoidsItself && !rules.ignoresSelfAvoidingViews)
            var kind = kind(of: view, facts, in: views)
            if leftAlone && kind.isTextInput { kind = .view }
            var node = ViewNode(
                id: id, parent: parent < 0 ? nil : nodes[parent].id, kind: kind, frame: .zero,
                transform: facts.transform.reading, isHidden: facts.isHidden,
                isControllerRoot: facts.isControllerRoot, avoidsKeyboardItself: avoidsItself)
            node.center = facts.center
            node.bounds = facts.bounds
            if !rules.mapsWholeWindow {
                do throws(ViewTreeError) { try ViewTree.check(node) } catch {
                    // The host itself cannot be read; anything else goes, with its subviews.
                    if id == hostID { throw .invalidTree(error) }
                    continue
                }
            }
            let index = nodes.count
            if facts.isFirstResponder && responder == nil
                && (kind.isTextInput || (rules.responderFromTextClasses && facts.role.isTextClass))
            {
                responder = index
            }
            nodes.append(node)
            parents.append(parent)
            handles.append(view)
            transforms.append(facts.transform)
            keep.append(inHost || rules.mapsWholeWindow)
            if facts.isControllerRoot { controllerInsets[id] = facts.safeAreaInsets }
            // The host's and the outside bars' superviews are kept with them.
            if id == hostID || (!inHost && kind.bar != nil) {
                var up = index
                while up >= 0 && (up == index || !keep[up]) {
                    keep[up] = true
                    up = parents[up]
                }
            }
            for subview in views.subviews(of: view).reversed() { pending.append((subview, index, inHost, leftAlone)) }
        }
        var kept: [ViewNode] = []
        var keptViews: [ViewID: Views.View] = [:]
        var keptTransforms: [ViewID: LiveTransform] = [:]
        for i in nodes.indices where keep[i] {
            kept.append(nodes[i])
            keptViews[nodes[i].id] = handles[i]
            keptTransforms[nodes[i].id] = transforms[i]
        }
        let focus = responder.flatMap { keep[$0] ? nodes[$0].id : nil }
        let tree = try Self.tree(window, kept, responder: focus, host: hostID)
        do {
            let matched = try tree.matchingSafeAreas(controllerInsets.filter { tree[$0.key] != nil })
            return Reading(tree: matched, views: keptViews, transforms: keptTransforms)
        } catch { throw .invalidTree(error) }
    }

    /// The model's kind for a live view: a text field or an editable text view is a text input
    /// (one whose text scrolls with its scrolling geometry);
    /// a read-only text view is the scroll view it is; a search bar's field is its own business.
    private func kind(of view: Views.View, _ facts: LiveViewFacts, in views: Views) -> ViewKind {
        switch facts.role {
        case .view: return .view
        case .textField(let inSearchBar): return inSearchBar ? .view : .textField
        case .textView(let isEditable, let scroll):
            guard isEditable else { return .scrollView(geometry(of: scroll)) }
            let caret = facts.isFirstResponder ? views.caret(of: view) ?? .zero : .zero
            // Its text scrolls: it can reveal its own caret (a notes screen's full-height view).
            let scrolls = scroll.geometry.isScrollEnabled && !rules.ignoresTextViewScrolling
            return .textView(caret: caret, scroll: scrolls ? geometry(of: scroll) : nil)
        case .scrollView(let scroll):
            // UIKit's own scroller is read as the plain view it is to the app: the nearest scroll
            // view above it reveals the field.
            if scroll.isPrivateToUIKit && !rules.readsPrivateScrollViews { return .view }
            return .scrollView(geometry(of: scroll))
        case .navigationBar: return .navigationBar
        case .toolbar: return .toolbar
        case .tabBar: return .tabBar
        }
    }

    /// A scroll view's geometry, with UIKit's part of its adjusted inset as UIKit reports it.
    private func geometry(of scroll: LiveScroll) -> ScrollGeometry {
        var geometry = rules.derivesAdjustedInset ? scroll.geometry : scroll.reportedGeometry
        if rules.ignoresScrollEnabled { geometry.isScrollEnabled = true }
        geometry.isUserScrolling = isScrolledByTheUser(scroll)
        return geometry
    }

    /// Whether the user is scrolling `scroll` as the shell reads it: its offset is the user's.
    func isScrolledByTheUser(_ scroll: LiveScroll) -> Bool {
        scroll.isUserScrolling && !rules.ignoresUserScrolling
    }

    private static func tree(_ window: LiveWindow, _ nodes: [ViewNode], responder: ViewID?, host: ViewID?)
        throws(AdapterError) -> ViewTree
    {
        do {
            return try ViewTree(
                screen: window.screen, screenSafeArea: window.safeAreaInsets, window: window.frame, nodes: nodes,
                firstResponder: responder, host: host)
        } catch { throw .invalidTree(error) }
    }
}

extension LiveViewFacts.Role {
    /// Whether UIKit's text classes are behind the view, editable or not.
    var isTextClass: Bool {
        switch self {
        case .textField, .textView: return true
        default: return false
        }
    }

    /// The scroll view's traits of a scroll view or a text view (a text view is one).
    var scroll: LiveScroll? {
        switch self {
        case .scrollView(let scroll), .textView(_, let scroll): return scroll
        default: return nil
        }
    }
}

extension AvoidanceShell {
    /// The views the decision reads, as the model holds them: for a bug report anyone can replay.
    /// - Throws: `AdapterError` when the host is in no window or the views cannot be read.
    public func tree(of views: Views) throws(AdapterError) -> ViewTree {
        guard let window = views.window, let host = views.host else { throw .noHostView }
        return try read(views, window: window, host: host).tree
    }
}
