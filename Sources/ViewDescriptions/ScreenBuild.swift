import AvoidCore
import ViewTree

/// One import in progress: which printed views become which views of the tree, and the
/// assumptions made so far.
struct ScreenBuild {
    let source: ViewDescription
    var views: [DescribedView] { source.views }
    /// Whether the dump starts with the window (whose subviews are then the tree's roots).
    let hasWindow: Bool
    /// The era the dump's form tells, worked out once.
    let era: DescriptionEra
    /// For each printed view, its id in the tree, or `nil` when it is not imported.
    var ids: [ViewID?] = []
    /// The kind each imported view gets.
    var kinds: [Int: ViewKind] = [:]
    /// Text inputs holding a field editor: input index -> editor index.
    var fieldEditors: [Int: Int] = [:]
    /// Controller roots (printed indices), each with why.
    var controllerRoots: [Int: String] = [:]
    var assumptions: [ImportAssumption] = []
    var origins: [ViewID: Int] = [:]
    var device: DeviceFacts?

    init(source: ViewDescription) {
        self.source = source
        hasWindow = source.views.first?.isKind(of: "UIWindow") == true
        era = source.era
    }

    static let textFields = ["UITextField", "UISearchBarTextField", "UISearchTextField"]

    func isTextClass(_ view: DescribedView) -> Bool {
        Self.textFields.contains { view.isKind(of: $0) } || view.isKind(of: "UITextView")
    }

    /// Which printed views are imported, and as what: the window and a text input's internals
    /// are not.
    mutating func chooseViews() {
        ids = Array(repeating: nil, count: views.count)
        var next = 1
        var inputOf: [Int: Int] = [:]  // printed index -> the text input it is inside
        for (index, view) in views.enumerated() {
            if index == 0, hasWindow { continue }
            if let parent = view.parent, let input = inputOf[parent] {
                inputOf[index] = input
                if view.isKind(of: "UIFieldEditor"), fieldEditors[input] == nil { fieldEditors[input] = index }
                continue
            }
            let kind = kind(of: view, at: index)
            ids[index] = ViewID(next)
            next += 1
            kinds[index] = kind
            if isTextClass(view) { inputOf[index] = index }
        }
    }

    /// What a printed view is to the model.
    mutating func kind(of view: DescribedView, at index: Int) -> ViewKind {
        // A text input that takes no touches cannot become the first responder.
        if Self.textFields.contains(where: { view.isKind(of: $0) }) {
            return view.isUserInteractionEnabled ? .textField : .view
        }
        if view.isKind(of: "UITextView") {
            guard view.isUserInteractionEnabled else { return .view }
            assumptions.append(.caretAtTop(line: view.line))
            return .textView(caret: Rect(x: 0, y: 0, width: 2, height: min(20, view.frame.height)))
        }
        if view.isKind(of: "UINavigationBar") { return .navigationBar }
        if view.isKind(of: "UIToolbar") { return .toolbar }
        if view.isKind(of: "UITabBar") { return .tabBar }
        guard view.contentOffset != nil, !view.isKind(of: "UITableViewWrapperView") else { return .view }
        return .scrollView(scrollGeometry(view, at: index))
    }

    /// A scroll view's geometry from what its era prints.
    mutating func scrollGeometry(_ view: DescribedView, at index: Int) -> ScrollGeometry {
        let names = [view.className, view.baseClass ?? ""]
        let role: ScrollGeometry.Role =
            names.contains { $0.hasSuffix("CollectionView") } || view.printsLayout
            ? .collection : names.contains { $0.hasSuffix("TableView") } || view.printsDataSource ? .table : .scroll
        var geometry = ScrollGeometry(role: role, contentSize: view.contentSize ?? view.frame.size)
        if view.contentSize == nil { assumptions.append(.contentSizeFromFrame(line: view.line)) }
        // UIKit's table views bounce vertically by default, whatever their content.
        geometry.alwaysBounceVertical = role == .table
        if let adjusted = view.adjustedContentInset {
            geometry.systemInset = adjusted
            assumptions.append(.contentInsetZero(line: view.line))
        } else if !era.hasAdjustedInsets {
            // Before iOS 11 UIKit put the bars into contentInset itself; a scroll view at rest
            // shows it as a negative offset.
            geometry.adjustment = .never
            let offset = view.contentOffset ?? .zero
            let inset = EdgeInsets(top: offset.y < 0 ? -offset.y : 0, left: offset.x < 0 ? -offset.x : 0)
            if inset != .zero {
                geometry.contentInset = inset
                assumptions.append(.contentInsetFromOffset(line: view.line, inset: inset))
            }
        }
        return geometry
    }

    /// The views taken as view controllers' root views: those `_printHierarchy` names, a
    /// navigation or tab bar controller's `UILayoutContainerView`, the child of a
    /// `UIViewControllerWrapperView`, and, where `_printHierarchy` names none, the window's first
    /// subview or the dump's root.
    mutating func findControllerRoots() {
        for controller in source.controllers where controller.isInWindow {
            guard let address = controller.viewAddress,
                let index = views.indices.first(where: { views[$0].address == address }), ids[index] != nil
            else { continue }
            controllerRoots[index] = "_printHierarchy: \(controller.className)"
        }
        // Where `_printHierarchy` names the root controller's view, the window's first subview
        // and the dump's root are not guessed.
        let printed = !controllerRoots.isEmpty
        var assumed: [Int: String] = [:]
        for index in views.indices where ids[index] != nil && controllerRoots[index] == nil {
            let view = views[index]
            if view.isKind(of: "UILayoutContainerView") {
                assumed[index] = "a navigation or tab bar controller's UILayoutContainerView"
            } else if let parent = view.parent, views[parent].isKind(of: "UIViewControllerWrapperView") {
                assumed[index] = "in a UIViewControllerWrapperView"
            } else if !printed, hasWindow, view.parent == 0, source.children(of: 0).first == index {
                assumed[index] = "the window's first subview: its root view controller's view"
            } else if !printed, !hasWindow, view.parent == nil, index == 0 {
                assumed[index] = "the dump's root, as `po self.view.recursiveDescription` prints"
            }
        }
        if controllerRoots.isEmpty, assumed.isEmpty, let first = ids.firstIndex(where: { $0 != nil }) {
            assumed[first] = "the first view imported: no other view is one"
        }
        for (index, why) in assumed.sorted(by: { $0.key < $1.key }) {
            controllerRoots[index] = why
            assumptions.append(.controllerRoot(line: views[index].line, why: why))
        }
    }

    /// The nearest printed ancestor of `index` that is imported.
    func importedParent(of index: Int) -> Int? {
        var current = views[index].parent
        while let at = current, ids[at] == nil { current = views[at].parent }
        return current
    }

    /// Whether the scroll view at `index` is the content view of a view controller inside a
    /// navigation or tab bar controller: the root view itself, or its first subview.
    func isControllerContent(_ index: Int) -> Bool {
        let root: Int?
        if controllerRoots[index] != nil {
            root = index
        } else if let parent = importedParent(of: index), controllerRoots[parent] != nil,
            source.children(of: parent).first(where: { ids[$0] != nil }) == index
        {
            root = parent
        } else {
            root = nil
        }
        guard let root else { return false }
        return views.indices.contains {
            views[$0].isKind(of: "UILayoutContainerView") && source.isDescendant(root, of: $0)
        }
    }
}
