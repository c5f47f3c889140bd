import AvoidCore
import Foundation
import Testing
import ViewTree

/// A text view is a scroll view when its text scrolls: it takes insets and offsets as one and
/// stays a text view, its caret where it is.
@Suite struct ViewKindTests {
    static let caret = Rect(x: 8, y: 700, width: 2, height: 20)
    static let geometry = ScrollGeometry(contentSize: Size(width: 393, height: 2400))

    @Test func aTextViewWhoseTextScrollsHasScrollingGeometry() {
        #expect(ViewKind.textView(caret: Self.caret, scroll: Self.geometry).scrolling == Self.geometry)
        #expect(ViewKind.scrollView(Self.geometry).scrolling == Self.geometry)
        #expect(ViewKind.textView(caret: Self.caret).scrolling == nil)
        #expect(ViewKind.textView(caret: Self.caret, scroll: Self.geometry).scroll == nil)
        #expect(ViewKind.textField.scrolling == nil)
    }

    @Test func newGeometryKeepsTheKindAndTheCaret() {
        var inset = Self.geometry
        inset.contentInset.bottom = 336
        #expect(
            ViewKind.textView(caret: Self.caret, scroll: Self.geometry).scrolling(inset)
                == .textView(caret: Self.caret, scroll: inset))
        #expect(ViewKind.scrollView(Self.geometry).scrolling(inset) == .scrollView(inset))
        // A view that does not scroll stays as it is.
        #expect(ViewKind.textView(caret: Self.caret).scrolling(inset) == .textView(caret: Self.caret))
        #expect(ViewKind.view.scrolling(inset) == .view)
    }

    /// The geometry is written only when the text scrolls: old files read as they did.
    @Test func theGeometryIsInTheFileOnlyWhenTheTextScrolls() throws {
        let plain = String(decoding: try JSONEncoder().encode(ViewKind.textView(caret: Self.caret)), as: UTF8.self)
        #expect(!plain.contains("scroll"))
        let scrolling = ViewKind.textView(caret: Self.caret, scroll: Self.geometry)
        let json = try JSONEncoder().encode(scrolling)
        #expect(String(decoding: json, as: UTF8.self).contains("\"scroll\""))
        #expect(try JSONDecoder().decode(ViewKind.self, from: json) == scrolling)
    }

    /// A text view's scrolling geometry is checked as a scroll view's, and an inset or an offset
    /// edit on it keeps its caret.
    @Test func aScrollingTextViewIsCheckedAndEditedAsAScrollView() throws {
        let screen = Size(width: 393, height: 852)
        func tree(_ geometry: ScrollGeometry) throws(ViewTreeError) -> ViewTree {
            try ViewTree(
                screen: screen,
                nodes: [
                    ViewNode(id: 1, parent: nil, frame: Rect(origin: .zero, size: screen), isControllerRoot: true),
                    ViewNode(
                        id: 2, parent: 1, kind: .textView(caret: Self.caret, scroll: geometry),
                        frame: Rect(origin: .zero, size: screen)),
                ])
        }
        #expect(throws: ViewTreeError.negativeSize(view: 2, path: "contentSize")) {
            try tree(ScrollGeometry(contentSize: Size(width: 1, height: -1)))
        }
        #expect(throws: ViewTreeError.nonFinite(view: 2, path: "indicatorInset")) {
            try tree(ScrollGeometry(contentSize: .zero, indicatorInset: EdgeInsets(bottom: .nan)))
        }
        var edited = try tree(Self.geometry)
        try edited.apply(.contentInset(2, EdgeInsets(bottom: 336)))
        try edited.apply(.contentOffset(2, Point(x: 0, y: 222)))
        var inset = Self.geometry
        inset.contentInset.bottom = 336
        #expect(edited[2]?.kind == .textView(caret: Self.caret, scroll: inset))
        #expect(edited[2]?.bounds.origin == Point(x: 0, y: 222))
        // No safe area here: the adjusted inset is the inset.
        #expect(try edited.adjustedContentInset(of: 2) == EdgeInsets(bottom: 336))
        try edited.apply(.caret(2, Rect(x: 8, y: 40, width: 2, height: 20)))
        #expect(edited[2]?.kind == .textView(caret: Rect(x: 8, y: 40, width: 2, height: 20), scroll: inset))
    }
}
