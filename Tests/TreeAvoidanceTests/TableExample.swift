import AvoidCore
import ViewTree

/// The README's worked example tree.
enum TableExample {
    static func tree() throws -> ViewTree {
        // BEGIN DOCUMENT TREE
        // An iPhone 15 (393 x 852, status bar 59, home indicator 34), a navigation controller with a
        // translucent 44 pt bar, a table of 14 rows of 60 pt filling its root view, scrolled to the
        // top under the bar, and a text field in row 11 that is editing.
        let whole = Rect(x: 0, y: 0, width: 393, height: 852)
        let table = ScrollGeometry(role: .table, contentSize: Size(width: 393, height: 840), isControllerContent: true)
        let tree = try ViewTree(
            screen: whole.size, screenSafeArea: EdgeInsets(top: 59, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),  // the navigation controller's view
                ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44)),
                // The table view controller's view, under the bar: its controller adds the bar's 44 pt.
                ViewNode(
                    id: 3, parent: 1, frame: whole, isControllerRoot: true, additionalSafeArea: EdgeInsets(top: 44)),
                ViewNode(id: 4, parent: 3, kind: .scrollView(table), frame: whole, boundsOrigin: Point(x: 0, y: -103)),
                ViewNode(id: 5, parent: 4, frame: Rect(x: 0, y: 660, width: 393, height: 60)),  // the cell of row 11
                ViewNode(id: 6, parent: 5, frame: Rect(x: 0, y: 0, width: 393, height: 60)),  // its content view
                ViewNode(id: 7, parent: 6, kind: .textField, frame: Rect(x: 16, y: 13, width: 361, height: 34)),
            ],
            firstResponder: 7)
        // END DOCUMENT TREE
        return tree
    }

    /// The keyboard with the predictive bar: 336 pt.
    static let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
}
