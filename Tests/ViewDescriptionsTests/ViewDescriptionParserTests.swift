import AvoidCore
import Testing
import ViewDescriptions
import ViewTree

/// The importer on each era's description (up to iOS 7, 8-10, 11-18, 26) and each source (lldb's
/// `po`, a Swift string, `_printHierarchy`, Cycript, Frida), each compared with the tree expected.
/// Real dumps come from the corpus (`Tests/RegressionTests/Descriptions`, provenance in its
/// README); where no real dump of a form was found, a small one is written here in UIKit's format
/// and marked constructed.
@Suite struct ViewDescriptionParserTests {
    /// Constructed: Swift's `po` of `view.value(forKey: "recursiveDescription") as! String` prints a
    /// quoted string, its lines joined by `\n` (an iPhone 15 on iOS 17: a scroll view under the
    /// status bar, a field low in it). No real dump of this form with a text input was found.
    static let swiftString = #"""
        (lldb) po view.value(forKey: "recursiveDescription") as! String
        "<UIView: 0x7f8b4c40a2d0; frame = (0 0; 393 852); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001770c00; name = systemBackgroundColor>; layer = <CALayer: 0x600000c4e3a0>>\n   | <UIScrollView: 0x7f8b4d00a600; frame = (0 0; 393 852); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000236d30>; layer = <CALayer: 0x600000c4e5c0>; contentOffset: {0, -59}; contentSize: {393, 1200}; adjustedContentInset: {59, 0, 34, 0}>\n   |    | <UITextField: 0x7f8b4c50c200; frame = (16 700; 361 34); text = ''; opaque = NO; borderStyle = RoundedRect; background = <_UITextFieldSystemBackgroundProvider: 0x600000276e40: backgroundView=<_UITextFieldRoundedRectBackgroundViewNeue: 0x7f8b4c40b0a0; frame = (0 0; 361 34); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; layer = <CALayer: 0x600000c4f2a0>>, textfield=<UITextField 0x7f8b4c50c200>>; layer = <CALayer: 0x600000c4ed60>>\n   |    |    | <_UITextLayoutCanvasView: 0x7f8b4c40f6e0; frame = (0 0; 361 34); layer = <CALayer: 0x600000c4f1e0>>"
        """#

    /// Constructed in the form of a real iOS 26 line (a SwiftUI list's collection view printed in
    /// a layout warning, whose stored copy is cut; see `aRealIOS26LineCutShortIsNamed`): the
    /// window of an iPhone 16 Pro, a list with a field in a cell, `topEdge=<...>` after the inset.
    static let iOS26 = """
        <UIWindow: 0x10a1c4f40; frame = (0 0; 402 874); gestureRecognizers = <NSArray: 0x600000c1d8f0>; layer = <UIWindowLayer: 0x600002a3c980>>
           | <UITransitionView: 0x10a1e2b30; frame = (0 0; 402 874); autoresize = W+H; layer = <CALayer: 0x600000c4b0e0>>
           |    | <UIDropShadowView: 0x10a1e6f60; frame = (0 0; 402 874); autoresize = W+H; layer = <CALayer: 0x600000c4b240>>
           |    |    | <UICollectionView: 0x10b80a000; frame = (0 0; 402 874); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c1e2b0>; layer = <CALayer: 0x600000c4b4e0>; contentOffset: {0, -62}; contentSize: {402, 1480}; adjustedContentInset: {62, 0, 34, 0} topEdge=<style=automatic backgroundCapture=color<<UIDynamicSystemColor: 0x600001770c00; name = systemBackgroundColor>>>; layout: <UICollectionViewCompositionalLayout: 0x10a1e7f10>; dataSource: <App.FormViewController: 0x10a1e0a00>>
           |    |    |    | <UICollectionViewListCell: 0x10a1f2c00; baseClass = UICollectionViewCell; frame = (16 660; 370 52); clipsToBounds = YES; layer = <CALayer: 0x600000c4c9a0>>
           |    |    |    |    | <UITextField: 0x10b81c800; frame = (20 9; 330 34); text = ''; opaque = NO; borderStyle = None; layer = <CALayer: 0x600000c4d1e0>>
        """

    /// Constructed: a view with a scale and a translation prints its transform and, as its
    /// frame, the bounding box of its bounds under it.
    static let transformed = """
        <UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
           | <UIView: 0x3; frame = (37.5 -33.375; 300 266.75); transform = [0.5, 0, 0, 0.5, 0, -100]; layer = <CALayer: 0x4>>
           |    | <UITextField: 0x5; frame = (20 400; 560 60); text = ''; layer = <CALayer: 0x6>>
        """

    /// Real: `_printHierarchy` from lldb, a presented controller (`+`) and views not in the
    /// window (PSPDFKit's article on iOS 8's private method, as quoted in the index).
    static let printHierarchy = """
        (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
        <PSPDFNavigationController 0x7d025000>, state: disappeared, view: <UILayoutContainerView 0x7b3218d0> not in the window
           | <PSCatalogViewController 0x7b3100d0>, state: disappeared, view: <UITableView 0x7c878800> not in the window
           + <UINavigationController 0x8012c5d0>, state: appeared, view: <UILayoutContainerView 0x8012b7a0>, presented with: <_UIFullscreenPresentationController 0x80116c00>
           |    | <PSPDFViewController 0x7d05ae00>, state: appeared, view: <PSPDFViewControllerView 0x80129640>
        """

    /// Every form above, for the property over mangled dumps.
    static let forms = [
        swiftString, iOS26, transformed, printHierarchy + "\n" + transformed, cycriptBothWays, cycriptToString,
    ]

    static func corpus(_ name: String) throws -> ViewDescription {
        try ViewDescriptionParser().parse(DescriptionCorpus.text(name))
    }

    // MARK: eras

    /// Up to iOS 7 a scroll view (here a text view) prints only its offset (real: an iPhone on
    /// iOS 3-4, a `UIWebDocumentView` inside the text view).
    @Test func upToIOS7OnlyTheOffsetIsPrinted() throws {
        let dump = try Self.corpus("uiview-category-iphone-ios3-form.txt")
        #expect(dump.era == .upToIOS7)
        #expect(dump.views.count == 13)
        let textView = try #require(dump.views.first { $0.className == "UITextView" })
        #expect(textView.line == 12 && textView.depth == 1 && textView.parent == 0)
        #expect(textView.frame == Rect(x: 10, y: 80, width: 100, height: 60))
        #expect(textView.contentOffset == .zero && textView.contentSize == nil && textView.adjustedContentInset == nil)
        #expect(dump.views[3].parent == 2 && dump.views[3].depth == 2)
    }

    /// iOS 8-10 add `contentSize` (real: lldb `po` of a search display controller's view, iOS 9).
    @Test func iOS8To10AddTheContentSize() throws {
        let dump = try Self.corpus("searchbar-lldb-iphone5-ios9-search-field.txt")
        #expect(dump.era == .iOS8to10)
        let table = dump.views[1]
        #expect(table.className == "UITableView" && table.line == 3)
        #expect(table.contentOffset == Point(x: 0, y: -20) && table.contentSize == Size(width: 320, height: 478))
        #expect(table.adjustedContentInset == nil)
        // `animations = { ...; ...; }` holds semicolons of its own.
        #expect(
            dump.views.first { $0.className == "UISearchBarTextField" }?.frame
                == Rect(x: 8, y: 8, width: 239, height: 28))
        // Layers printed among the views are not views.
        #expect(!dump.views.contains { $0.className == "_UILabelContentLayer" })
    }

    /// iOS 11-18 add `adjustedContentInset` (real: Cycript on an iPhone 8, iOS 11); a text view's
    /// text may run over lines.
    @Test func iOS11To18AddTheAdjustedInsetAndTextMayRunOverLines() throws {
        let dump = try Self.corpus("monkeydev-cycript-iphone8-ios11-textview.txt")
        #expect(dump.era == .iOS11to18)
        let textView = try #require(dump.views.first { $0.className == "UITextView" })
        #expect(textView.line == 6)
        #expect(textView.adjustedContentInset == .zero && textView.contentSize == Size(width: 343, height: 317))
        #expect(dump.views.first { $0.className == "UIButton" }?.line == 15)
    }

    /// iOS 26 appends `topEdge=<...>` to the inset (constructed, see `iOS26`).
    @Test func iOS26AppendsTheTopEdge() throws {
        let dump = try ViewDescriptionParser().parse(Self.iOS26)
        #expect(dump.era == .iOS26)
        let list = dump.views[3]
        #expect(list.printsTopEdge && list.printsLayout && list.printsDataSource)
        #expect(list.adjustedContentInset == EdgeInsets(top: 62, bottom: 34))
    }

    /// Real: the SwiftUI list's line as stored, cut after `; d`: the cut is named, not guessed.
    @Test func aRealIOS26LineCutShortIsNamed() {
        let line =
            "Collection view: <SwiftUI.UpdateCoalescingCollectionView: 0x111951c00; baseClass = UICollectionView; frame = (0 0; 428 879); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x11ca03320>; backgroundColor = <UIDynamicSystemColor: 0x11089cf40; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x110a65e00>; contentOffset: {0, -74}; contentSize: {428, 466.83333333333337}; adjustedContentInset: {74, 0, 34, 0} topEdge=<style=automatic backgroundCapture=color<<UIDynamicSystemColor: 0x10472dd80; name = systemBackgroundColor>>>; layout: <UICollectionViewCompositionalLayout: 0x11cb80f00>; d"
        #expect(throws: ViewDescriptionError.truncated(line: 1, expected: "its closing '>'")) {
            try ViewDescriptionParser().parse(line)
        }
    }

    // MARK: sources

    /// lldb's `po` (real, above) and a Swift string's `\n` lines (constructed).
    @Test func aSwiftStringIsReadAsTheLinesItHolds() throws {
        let dump = try ViewDescriptionParser().parse(Self.swiftString)
        #expect(dump.views.map(\.className) == ["UIView", "UIScrollView", "UITextField", "_UITextLayoutCanvasView"])
        #expect(dump.views.map(\.line) == [2, 2, 2, 2])
        #expect(dump.views.map(\.depth) == [0, 1, 2, 3])
        #expect(dump.views[2].frame == Rect(x: 16, y: 700, width: 361, height: 34))
    }

    /// Cycript's backquoted string (real: OWASP MASTG's Cycript page, an iPhone 5).
    @Test func cycriptsQuotedOutputIsRead() throws {
        let dump = try Self.corpus("owasp-mastg-cycript-iphone5-verify.txt")
        #expect(dump.views.first?.className == "UIWindow" && dump.views.first?.line == 2)
        #expect(dump.views.count == 10)
        #expect(dump.views.last?.frame == Rect(x: 0, y: 568, width: 0, height: 0))
        #expect(dump.views[2].isHidden && !dump.views[3].isHidden)
    }

    /// Real: Cycript prints a window as an escaped string (`@"...\n..."`) or, with `toString()`,
    /// over lines; both are the same window (a Juejin article on Cycript, iOS 13 or later by its
    /// `UIDropShadowView`, 414 x 896), and `_printHierarchy` beside them names the controller's view.
    static let cycriptBothWays = #"""
        cy# UIApp.keyWindow.recursiveDescription()
        @"<UIWindow: 0x1045057e0; frame = (0 0; 414 896); gestureRecognizers = <NSArray: 0x28238d770>; layer = <UIWindowLayer: 0x28238d860>>\n   | <UITransitionView: 0x1076068d0; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x282ddd500>>\n   |    | <UIDropShadowView: 0x102e07170; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x282dc4900>>\n   |    |    | <UIView: 0x107607070; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x282ddd480>>\n   | <UIView: 0x10450a690; frame = (50 100; 100 60); layer = <CALayer: 0x282ddbcc0>>\n   | <UIView: 0x107610070; frame = (160 100; 100 60); layer = <CALayer: 0x282de62e0>>"
        """#
    static let cycriptToString = """
        cy# UIApp.keyWindow.recursiveDescription().toString()
        `<UIWindow: 0x1045057e0; frame = (0 0; 414 896); gestureRecognizers = <NSArray: 0x28238d770>; layer = <UIWindowLayer: 0x28238d860>>
           | <UITransitionView: 0x1076068d0; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x282ddd500>>
           |    | <UIDropShadowView: 0x102e07170; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x282dc4900>>
           |    |    | <UIView: 0x107607070; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x282ddd480>>
           | <UIView: 0x10450a690; frame = (50 100; 100 60); layer = <CALayer: 0x282ddbcc0>>
           | <UIView: 0x107610070; frame = (160 100; 100 60); layer = <CALayer: 0x282de62e0>>`
        cy# UIApp.keyWindow.rootViewController._printHierarchy().toString()
        "<ViewController 0x1045049f0>, state: appeared, view: <UIView 0x107607070>"
        """

    @Test func cycriptsEscapedAndSplitFormsAreTheSameWindow() throws {
        let escaped = try ScreenImporter().importScreen(Self.cycriptBothWays)
        let split = try ScreenImporter().importScreen(Self.cycriptToString)
        let unmarked = { (outline: [String]) in outline.map { $0.replacingOccurrences(of: " root", with: "") } }
        #expect(unmarked(escaped.outline) == unmarked(split.outline))
        #expect(escaped.outline.first == "1 - UITransitionView view (0 0 414 896) root")
        // `_printHierarchy` names the controller's view: the window's first subview is not guessed.
        #expect(
            split.outline == [
                "1 - UITransitionView view (0 0 414 896)", "2 1 UIDropShadowView view (0 0 414 896)",
                "3 2 UIView view (0 0 414 896) root", "4 - UIView view (50 100 100 60)",
                "5 - UIView view (160 100 100 60)",
            ])
        #expect(escaped.source.views.map(\.line) == [2, 2, 2, 2, 2, 2])
    }

    /// What follows a dump after a prompt is not part of it: `_autolayoutTrace`'s `|` lines are
    /// skipped, as in the same article.
    @Test func aPromptEndsTheDump() throws {
        let text =
            Self.cycriptToString
            + "\ncy# UIApp.keyWindow._autolayoutTrace().toString()\n|   UITransitionView:0x1076068d0"
        #expect(try ViewDescriptionParser().parse(text).views.count == 6)
        #expect(
            throws: ViewDescriptionError.malformed(
                line: 3, field: "depth", expected: "a description after the depth marks",
                found: "UITransitionView:0x10760")
        ) {
            try ViewDescriptionParser().parse(
                "<UIView: 0x1; frame = (0 0; 1 1)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n|   UITransitionView:0x1076068d0"
            )
        }
    }

    /// Frida's quoted string over several lines (real: an iPhone 4S).
    @Test func fridasQuotedOutputIsRead() throws {
        let dump = try Self.corpus("frida-introlevels-iphone4s-level2.txt")
        #expect(dump.views.first?.className == "UIWindow" && dump.views.first?.line == 2)
        #expect(dump.views.last?.className == "UIImageView" && dump.views.last?.line == 38)
        #expect(dump.views.first { $0.className == "UITabBar" }?.parent == 1)
    }

    /// `_printHierarchy`'s controllers: the view each shows, whether it is in the window, `+`
    /// for a presented one (real).
    @Test func printHierarchyNamesEachControllersView() throws {
        let dump = try ViewDescriptionParser().parse(Self.printHierarchy + "\n" + Self.transformed)
        #expect(
            dump.controllers == [
                DescribedController(
                    line: 2, className: "PSPDFNavigationController", viewClass: "UILayoutContainerView",
                    viewAddress: "0x7b3218d0", isInWindow: false),
                DescribedController(
                    line: 3, className: "PSCatalogViewController", viewClass: "UITableView",
                    viewAddress: "0x7c878800", isInWindow: false),
                DescribedController(
                    line: 4, className: "UINavigationController", viewClass: "UILayoutContainerView",
                    viewAddress: "0x8012b7a0", isInWindow: true),
                DescribedController(
                    line: 5, className: "PSPDFViewController", viewClass: "PSPDFViewControllerView",
                    viewAddress: "0x80129640", isInWindow: true),
            ])
        #expect(dump.views.count == 3)
        // Alone, controllers have no geometry.
        #expect(throws: ViewDescriptionError.noViews(line: 5)) {
            try ViewDescriptionParser().parse(Self.printHierarchy)
        }
    }

    /// A cut mark lets the views after it start at any depth (real: a WeChat dump from Cycript
    /// with `...` where its author cut it).
    @Test func aCutMarkLetsTheDepthJump() throws {
        let text = """
            <iConsoleWindow: 0x156b6410; baseClass = UIWindow; frame = (0 0; 320 480); autoresize = W+H; gestureRecognizers = <NSArray: 0x156b6bc0>; layer = <UIWindowLayer: 0x156b6720>>
               | <UILayoutContainerView: 0x16258d80; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x16258e00>>
               |    | <UITransitionView: 0x16259610; frame = (0 0; 320 480); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x16259760>>
            ...
               |    |    | <MMBadgeView: 0x160055a0; baseClass = UIImageView; frame = (203 1; 20 20); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x16005640>>
               |    |    |    | <MMUILabel: 0x16004ec0; baseClass = UILabel; frame = (0 0; 0 0); hidden = YES; userInteractionEnabled = NO; tag = 10032; layer = <CALayer: 0x16004f70>>
            """
        let dump = try ViewDescriptionParser().parse(text)
        #expect(dump.cuts == [4])
        #expect(dump.views[3].followsCut && dump.views[3].parent == 2 && dump.views[4].parent == 3)
        // Without the cut mark the same jump is an error naming the line.
        let uncut = text.replacingOccurrences(of: "\n...", with: "").replacingOccurrences(
            of: "|    |    | <MMBadge", with: "|    |    |    |    | <MMBadge")
        #expect(throws: ViewDescriptionError.wrongDepth(line: 4, depth: 5, allowed: 0...3)) {
            try ViewDescriptionParser().parse(uncut)
        }
    }

    /// A scale and a translation (constructed).
    @Test func aTransformIsRead() throws {
        let dump = try ViewDescriptionParser().parse(Self.transformed)
        #expect(dump.views[1].transform == [0.5, 0, 0, 0.5, 0, -100])
    }
}
