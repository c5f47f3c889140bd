import AvoidCore
import Testing
import TreeAvoidance
import ViewTree

/// Reading a scene from a tree: which view is the host, which views are fields and containers,
/// and in which coordinates each is read.
@Suite struct TreeReadingTests {
    static let screen = Size(width: 320, height: 568)
    static let whole = Rect(x: 0, y: 0, width: 320, height: 568)

    @Test func theHostIsTheNamedViewElseTheFirstRespondersControllersRootView() throws {
        let nodes = [
            ViewNode(id: 1, parent: nil, frame: Self.whole, isControllerRoot: true),
            ViewNode(id: 2, parent: 1, frame: Self.whole, isControllerRoot: true),
            ViewNode(id: 3, parent: 2, kind: .textField, frame: Rect(x: 0, y: 100, width: 100, height: 30)),
        ]
        #expect(try TreeReading(tree: ViewTree(screen: Self.screen, nodes: nodes, firstResponder: 3)).host == 2)
        #expect(try TreeReading(tree: ViewTree(screen: Self.screen, nodes: nodes)).host == 1)
        #expect(
            try TreeReading(tree: ViewTree(screen: Self.screen, nodes: nodes, firstResponder: 3, host: 1)).host == 1)
        let bare = [ViewNode(id: 1, parent: nil, frame: Self.whole)]
        #expect(throws: AdapterError.noHostView) { try TreeReading(tree: ViewTree(screen: Self.screen, nodes: bare)) }
    }

    @Test func barsOutsideTheHostAreBarsAndHiddenFieldsAreLeftOut() throws {
        let tree = try ViewTree(
            screen: Self.screen,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Self.whole),
                ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 20, width: 320, height: 44)),
                ViewNode(id: 3, parent: 1, frame: Rect(x: 0, y: 64, width: 320, height: 504), isControllerRoot: true),
                ViewNode(id: 4, parent: 3, kind: .toolbar, frame: Rect(x: 0, y: 460, width: 320, height: 44)),
                ViewNode(id: 5, parent: 3, kind: .textField, frame: Rect(x: 10, y: 400, width: 300, height: 30)),
                ViewNode(id: 6, parent: 3, frame: Self.whole, isHidden: true),
                ViewNode(id: 7, parent: 6, kind: .textField, frame: Rect(x: 10, y: 100, width: 300, height: 30)),
            ],
            firstResponder: 5)
        let reading = try TreeReading(tree: tree)
        #expect(reading.scene.hostFrame == Rect(x: 0, y: 64, width: 320, height: 504))
        #expect(reading.scene.bars == [Bar(kind: .navigationBar, frame: Rect(x: 0, y: -44, width: 320, height: 44))])
        #expect(reading.scene.fields.map(\.id) == [5])
        #expect(reading.focus == 5)
    }

    /// A text view (3) the root view's height, 16 pt in from each side, its text scrolled by 300,
    /// its caret at 600 in its own (content) coordinates; in a scroll view (2) when `inScrollView`.
    static func notes(_ geometry: ScrollGeometry?, inScrollView: Bool = false) throws -> ViewTree {
        let outer = ScrollGeometry(contentSize: Size(width: 320, height: 568), adjustment: .never)
        return try ViewTree(
            screen: Self.screen, screenSafeArea: EdgeInsets(top: 20),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Self.whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: inScrollView ? .scrollView(outer) : .view, frame: Self.whole),
                ViewNode(
                    id: 3, parent: 2,
                    kind: .textView(caret: Rect(x: 8, y: 600, width: 2, height: 20), scroll: geometry),
                    frame: Self.textView, boundsOrigin: Point(x: 0, y: 300)),
            ],
            firstResponder: 3)
    }

    static let textView = Rect(x: 16, y: 0, width: 288, height: 568)

    @Test func aTextViewWhoseTextScrollsIsItsOwnContainer() throws {
        let geometry = ScrollGeometry(contentSize: Size(width: 320, height: 1704))
        let reading = try TreeReading(tree: Self.notes(geometry))
        // The caret in the view as it shows (600 - 300); its offset and UIKit's inset (the
        // status bar's 20, its text taller than itself) as a container's.
        #expect(
            reading.scene.fields == [
                Field(
                    id: 3, frame: Self.textView, kind: .multiLine(caret: Rect(x: 8, y: 300, width: 2, height: 20)),
                    ownContainer: 3)
            ])
        #expect(
            reading.scene.containers == [
                ScrollContainer(
                    id: 3, frame: Self.textView, contentSize: Size(width: 320, height: 1704),
                    contentOffset: Point(x: 0, y: 300), contentInset: EdgeInsets(top: 20))
            ])
        #expect(reading.containers[3]?.view == 3)
        #expect(reading.containers[3]?.scaleY == 1)
    }

    @Test func aTextViewWithScrollingOffOrInAScrollViewIsNoContainer() throws {
        var off = ScrollGeometry(contentSize: Size(width: 320, height: 568))
        off.isScrollEnabled = false
        for tree in [try Self.notes(off), try Self.notes(nil)] {
            let reading = try TreeReading(tree: tree)
            #expect(reading.scene.fields.map(\.ownContainer) == [nil])
            #expect(reading.scene.containers.isEmpty)
        }
        let inner = try TreeReading(
            tree: Self.notes(ScrollGeometry(contentSize: Size(width: 320, height: 1704)), inScrollView: true))
        #expect(inner.scene.fields.map(\.container) == [2])
        #expect(inner.scene.fields.map(\.ownContainer) == [nil])
        #expect(inner.scene.containers.map(\.id) == [2])
    }

    /// A field (4) in a scroll view (3, scrolled by 40) inside another (2, scrolled by 150).
    static func nested(_ inner: ScrollGeometry) throws -> ViewTree {
        let outer = ScrollGeometry(contentSize: Size(width: 320, height: 1200), adjustment: .never)
        return try ViewTree(
            screen: Self.screen,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Self.whole, isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .scrollView(outer), frame: Self.whole, boundsOrigin: Point(x: 0, y: 150)),
                ViewNode(
                    id: 3, parent: 2, kind: .scrollView(inner), frame: Rect(x: 0, y: 300, width: 320, height: 400),
                    boundsOrigin: Point(x: 0, y: 40)),
                ViewNode(id: 4, parent: 3, kind: .textField, frame: Rect(x: 10, y: 250, width: 300, height: 30)),
            ],
            firstResponder: 4)
    }

    @Test func aFieldInNestedScrollViewsIsReadInItsOwnContainerUnderTheOutersOffset() throws {
        let tree = try Self.nested(
            ScrollGeometry(
                contentSize: Size(width: 320, height: 900), contentInset: EdgeInsets(bottom: 12), adjustment: .never))
        let scene = try TreeReading(tree: tree).scene
        #expect(scene.fields == [Field(id: 4, frame: Rect(x: 10, y: 250, width: 300, height: 30), container: 3)])
        #expect(
            scene.containers == [
                ScrollContainer(
                    id: 3, frame: Rect(x: 0, y: 150, width: 320, height: 400),
                    contentSize: Size(width: 320, height: 900),
                    contentOffset: Point(x: 0, y: 40), contentInset: EdgeInsets(bottom: 12))
            ])
    }

    /// The inner scroll view's scrolling is off (a self-sizing table inside a form): the outer
    /// one reveals the field, read in its content through the inner one's offset.
    @Test func aScrollViewTheUserCannotScrollIsNoContainer() throws {
        let tree = try Self.nested(
            ScrollGeometry(contentSize: Size(width: 320, height: 400), adjustment: .never, isScrollEnabled: false))
        #expect(TreeReading.container(of: 4, in: tree, host: 1) == 2)
        let scene = try TreeReading(tree: tree).scene
        #expect(scene.fields == [Field(id: 4, frame: Rect(x: 10, y: 510, width: 300, height: 30), container: 2)])
        #expect(scene.containers.map(\.id) == [2])
    }

    @Test func aTextViewsCaretIsReadRelativeToItsFrame() throws {
        let tree = try ViewTree(
            screen: Self.screen,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Self.whole, isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .textView(caret: Rect(x: 8, y: 60, width: 2, height: 20)),
                    frame: Rect(x: 10, y: 300, width: 300, height: 120)),
            ],
            firstResponder: 2)
        #expect(
            try TreeReading(tree: tree).scene.fields.first?.kind
                == .multiLine(caret: Rect(x: 8, y: 60, width: 2, height: 20)))
    }

    @Test func aScaledHostIsReadInWindowPoints() throws {
        let tree = try ViewTree(
            screen: Self.screen,
            nodes: [
                ViewNode(
                    id: 1, parent: nil, frame: Self.whole, transform: Transform(scaleX: 0.5, scaleY: 0.5),
                    isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 0, y: 400, width: 320, height: 40)),
            ],
            firstResponder: 2)
        let scene = try TreeReading(tree: tree).scene
        #expect(scene.hostFrame == Rect(x: 80, y: 142, width: 160, height: 284))
        #expect(scene.fields.first?.frame == Rect(x: 0, y: 200, width: 160, height: 20))
    }
}
