import AvoidCore
import AvoidanceShell
import FakeUIKit
import PropertyKit  // TimeSpan
import ViewTree

/// The shell's read of a window (`AvoidanceShell.tree(of:)`: the host and its superviews and the
/// bars, depth first, the caret of the first responder alone) against the walk it replaced,
/// written here on the same seam: every view of the window breadth first from an array queue
/// (`removeFirst`), the caret of every editable text view, the whole window mapped. On fake
/// windows of a collection view of cells (cell, content view, text field) either inside the
/// host or behind it (the host a sheet over the screen that holds the collection).
enum ShellMapping {
    /// The walk the shell replaced, on the seam.
    static func previousWalk(_ views: FakeViews) throws -> (ViewTree, carets: Int) {
        guard let window = views.window, let host = views.host else { throw AdapterError.noHostView }
        var nodes: [ViewNode] = []
        var carets = 0
        var responder: ViewID?
        var insets: [ViewID: EdgeInsets] = [:]
        var pending: [(ViewID, ViewID?)] = views.subviews(of: nil).map { ($0, nil) }
        while !pending.isEmpty {
            let (view, parent) = pending.removeFirst()
            let facts = views.facts(of: view)
            var kind = ViewKind.view
            switch facts.role {
            case .textField(let inSearchBar): kind = inSearchBar ? .view : .textField
            case .textView(let isEditable, let scroll):
                if isEditable {
                    carets += 1
                    kind = .textView(caret: views.caret(of: view) ?? .zero)
                } else {
                    kind = .scrollView(scroll.geometry)
                }
            case .scrollView(let scroll): kind = .scrollView(scroll.geometry)
            case .navigationBar: kind = .navigationBar
            case .toolbar: kind = .toolbar
            case .tabBar: kind = .tabBar
            case .view: break
            }
            if facts.isFirstResponder, kind.isTextInput { responder = view }
            var node = ViewNode(
                id: view, parent: parent, kind: kind, frame: .zero, transform: facts.transform.modelled ?? .identity,
                isHidden: facts.isHidden, isControllerRoot: facts.isControllerRoot)
            node.center = facts.center
            node.bounds = facts.bounds
            nodes.append(node)
            if facts.isControllerRoot { insets[view] = facts.safeAreaInsets }
            pending += views.subviews(of: view).map { ($0, view) }
        }
        let tree = try ViewTree(
            screen: window.screen, screenSafeArea: window.safeAreaInsets, window: window.frame, nodes: nodes,
            firstResponder: responder, host: host)
        return (try tree.matchingSafeAreas(insets), carets)
    }

    /// A window of about `views` views: a collection view of cells with a text field or a text
    /// view inside the host,
    /// or behind it when `behindTheHost` (the host then a sheet with one field).
    static func window(views: Int, behindTheHost: Bool) throws -> FakeViews {
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        let cells = (views - 6) / 3
        var nodes = [
            ViewNode(id: 1, parent: nil, frame: screen, isControllerRoot: true),
            ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44)),
            ViewNode(
                id: 3, parent: 1,
                kind: .scrollView(
                    ScrollGeometry(role: .collection, contentSize: Size(width: 393, height: Double(cells * 60)))),
                frame: screen),
        ]
        for cell in 0..<cells {
            let id = 10 + 3 * cell
            nodes += [
                ViewNode(id: ViewID(id), parent: 3, frame: Rect(x: 0, y: Double(cell * 60), width: 393, height: 60)),
                ViewNode(id: ViewID(id + 1), parent: ViewID(id), frame: Rect(x: 0, y: 0, width: 393, height: 60)),
                // Every other cell edits in a text view, whose caret forces its text to lay out.
                ViewNode(
                    id: ViewID(id + 2), parent: ViewID(id + 1),
                    kind: cell.isMultiple(of: 2)
                        ? .textField : .textView(caret: Rect(x: 4, y: 8, width: 2, height: 18)),
                    frame: Rect(x: 16, y: 13, width: 361, height: 34)),
            ]
        }
        // The sheet: its root, a field low in it.
        nodes += [
            ViewNode(id: 4, parent: nil, frame: Rect(x: 0, y: 100, width: 393, height: 752), isControllerRoot: true),
            ViewNode(id: 5, parent: 4, kind: .textField, frame: Rect(x: 16, y: 600, width: 361, height: 34)),
        ]
        let host: ViewID = behindTheHost ? 4 : 1
        let responder: ViewID = behindTheHost ? 5 : ViewID(10 + 3 * min(cells - 1, 10) + 2)
        let tree = try ViewTree(
            screen: screen.size, screenSafeArea: EdgeInsets(top: 59, bottom: 34), nodes: nodes,
            firstResponder: responder)
        return FakeViews(tree, host: host)
    }

    /// Prints the median time per read of each walk, alternating them run by run.
    static func run(
        runs: Int, sizes: [Int] = [1_000, 2_000, 4_000, 8_000, 15_000], layouts: [Bool] = [false, true]
    ) throws {
        print("shell: one read of the window's views (median ms over \(runs) runs, the two walks alternating)")
        print(
            "| views | collection | previous walk | shell's read | ratio | views read: previous, shell | carets read |")
        print("|---:|---|---:|---:|---:|---|---|")
        for views in sizes {
            for behind in layouts {
                let window = try window(views: views, behindTheHost: behind)
                let shell = AvoidanceShell<FakeViews>()
                var previous: [Double] = [], current: [Double] = []
                var previousTree = window.tree, currentTree = window.tree, carets = 0
                for _ in 0..<runs {
                    let a = try TimeSpan.measure { (previousTree, carets) = try previousWalk(window) }
                    let b = try TimeSpan.measure { currentTree = try shell.tree(of: window) }
                    previous.append(Double(a.nanoseconds) / 1e6)
                    current.append(Double(b.nanoseconds) / 1e6)
                }
                let a = median(previous), b = median(current)
                print(
                    "| \(window.tree.nodes.count) | \(behind ? "behind the host" : "in the host") | \(fixed(a, 2)) | \(fixed(b, 2)) | \(fixed(a / b, 1)) | \(previousTree.nodes.count), \(currentTree.nodes.count) | \(carets), 0 |"
                )
            }
        }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
