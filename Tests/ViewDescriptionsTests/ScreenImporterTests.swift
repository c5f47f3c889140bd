import AvoidCore
import Testing
import ViewDescriptions
import ViewTree

/// What the importer makes of each form: the tree expected, view by view, and what it assumed.
@Suite struct ScreenImporterTests {
    static func corpus(_ name: String, focus: FocusChoice? = nil) throws -> DescribedScreen {
        try ScreenImporter(focus: focus).importScreen(DescriptionCorpus.text(name))
    }

    /// Cycript on an iPhone 5 (real): the window's subviews become the tree, the text field's
    /// background is left out, hidden views stay hidden.
    @Test func aCycriptWindowDumpIsTheTreeExpected() throws {
        let screen = try Self.corpus("owasp-mastg-cycript-iphone5-verify.txt", focus: .className("UITextField"))
        let expected = try ViewTree(
            screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
            window: Rect(x: 0, y: 0, width: 320, height: 568),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 568), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, frame: Rect(x: 0, y: 40, width: 82, height: 20.5), isHidden: true),
                ViewNode(id: 3, parent: 1, frame: Rect(x: 0, y: 110.5, width: 320, height: 20.5)),
                ViewNode(id: 4, parent: 1, kind: .textField, frame: Rect(x: 8, y: 141, width: 304, height: 30)),
                ViewNode(id: 5, parent: 1, frame: Rect(x: 8, y: 191, width: 304, height: 30)),
                ViewNode(id: 6, parent: 5, frame: Rect(x: 133, y: 6, width: 38, height: 18)),
                ViewNode(id: 7, parent: 1, frame: Rect(x: 0, y: 0, width: 0, height: 20), isHidden: true),
                ViewNode(id: 8, parent: 1, frame: Rect(x: 0, y: 568, width: 0, height: 0), isHidden: true),
            ], firstResponder: 4)
        #expect(screen.tree == expected)
        #expect(
            screen.assumptions == [
                .controllerRoot(line: 3, why: "the window's first subview: its root view controller's view"),
                .screenFromWindow(Size(width: 320, height: 568)),
                .screenSafeArea(EdgeInsets(top: 20), device: "iPhone 5, 5s, SE (1st)"),
            ])
        #expect(screen.view(4)?.address == "0x16e8fbd0" && screen.id(ofAddress: "0x16E8FBD0") == 4)
        #expect(screen.keyboardHeight == 253)
    }

    /// A Swift string (constructed): a scroll view with UIKit's adjusted inset kept as its
    /// `systemInset`, the model's computation agreeing with it.
    @Test func aSwiftStringDumpIsTheTreeExpected() throws {
        let screen = try ScreenImporter(focus: .address("0x7f8b4c50c200")).importScreen(
            ViewDescriptionParserTests.swiftString)
        let scroll = ScrollGeometry(
            contentSize: Size(width: 393, height: 1200), systemInset: EdgeInsets(top: 59, bottom: 34))
        let expected = try ViewTree(
            screen: Size(width: 393, height: 852), screenSafeArea: EdgeInsets(top: 59, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 393, height: 852), isControllerRoot: true),
                ViewNode(
                    id: 2, parent: 1, kind: .scrollView(scroll), frame: Rect(x: 0, y: 0, width: 393, height: 852),
                    boundsOrigin: Point(x: 0, y: -59)),
                ViewNode(id: 3, parent: 2, kind: .textField, frame: Rect(x: 16, y: 700, width: 361, height: 34)),
            ], firstResponder: 3)
        #expect(screen.tree == expected)
        #expect(screen.era == .iOS11to18)
        #expect(screen.assumptions.contains(.contentInsetZero(line: 2)))
        #expect(
            screen.insetChecks == [
                AdjustedInsetCheck(
                    view: 2, line: 2, printed: EdgeInsets(top: 59, bottom: 34),
                    computed: EdgeInsets(top: 59, bottom: 34))
            ])
        #expect(screen.keyboardHeight == 336)
    }

    /// iOS 26 (constructed): a collection view in a cell-based list, under a window.
    @Test func anIOS26DumpIsTheTreeExpected() throws {
        let screen = try ScreenImporter(focus: .view(5)).importScreen(ViewDescriptionParserTests.iOS26)
        var list = ScrollGeometry(
            role: .collection, contentSize: Size(width: 402, height: 1480), systemInset: EdgeInsets(top: 62, bottom: 34)
        )
        list.alwaysBounceVertical = false
        let expected = try ViewTree(
            screen: Size(width: 402, height: 874), screenSafeArea: EdgeInsets(top: 62, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 402, height: 874), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, frame: Rect(x: 0, y: 0, width: 402, height: 874)),
                ViewNode(
                    id: 3, parent: 2, kind: .scrollView(list), frame: Rect(x: 0, y: 0, width: 402, height: 874),
                    boundsOrigin: Point(x: 0, y: -62)),
                ViewNode(id: 4, parent: 3, frame: Rect(x: 16, y: 660, width: 370, height: 52)),
                ViewNode(id: 5, parent: 4, kind: .textField, frame: Rect(x: 20, y: 9, width: 330, height: 34)),
            ], firstResponder: 5)
        #expect(screen.tree == expected)
        #expect(screen.era == .iOS26 && screen.insetChecks.allSatisfy(\.agrees))
    }

    /// A transform's frame is its bounding box: the centre and bounds come back from it.
    @Test func aTransformedViewGetsItsCentreAndBoundsBack() throws {
        let screen = try ScreenImporter(focus: .className("UITextField")).importScreen(
            ViewDescriptionParserTests.transformed)
        let node = try screen.tree.node(2)
        #expect(node.transform == Transform(scaleX: 0.5, scaleY: 0.5, translationY: -100))
        #expect(node.center == Point(x: 187.5, y: 200) && node.bounds.size == Size(width: 600, height: 533.5))
        #expect(try screen.tree.windowFrame(of: 3) == Rect(x: 47.5, y: 166.625, width: 280, height: 30))
        #expect(screen.assumptions.contains(.transformFromFrame(line: 2)))
        let rotated = ViewDescriptionParserTests.transformed.replacingOccurrences(
            of: "[0.5, 0, 0, 0.5, 0, -100]", with: "[0, 1, -1, 0, 0, 0]")
        let unrotated = try ScreenImporter().importScreen(rotated)
        #expect(try unrotated.tree.node(2).transform == .identity)
        #expect(unrotated.assumptions.contains(.transformDropped(line: 2)))
    }

    /// `_printHierarchy` beside the views names the controller's root view (real: MonkeyDev's
    /// `pvcs()`), so nothing is assumed for it.
    @Test func printHierarchyNamesTheRootView() throws {
        let screen = try Self.corpus("monkeydev-cycript-iphone8-ios11-textview.txt", focus: .className("UITextView"))
        #expect(try screen.tree.node(1).isControllerRoot)
        #expect(!screen.assumptions.contains { if case .controllerRoot = $0 { true } else { false } })
        #expect(screen.tree.firstResponder == 4)
        #expect(try screen.tree.node(4).kind == .textView(caret: Rect(x: 0, y: 0, width: 2, height: 20)))
        #expect(screen.assumptions.contains(.caretAtTop(line: 6)))
    }

    /// A field editor under a text field is the first responder (real: iOS 9 and iOS 10); the
    /// field's internals are not imported.
    @Test func aFieldEditorShowsTheFirstResponder() throws {
        let login = try Self.corpus("netease-cycript-iphone5-ios10-login.txt")
        #expect(login.view(try #require(login.tree.firstResponder))?.address == "0x11c8eef00")
        #expect(login.assumptions.contains(.focusFromFieldEditor(line: 4, editorLine: 8)))
        #expect(!login.tree.nodes.contains { login.view($0.id)?.className == "UIFieldEditor" })
        let search = try Self.corpus("searchbar-lldb-iphone5-ios9-search-field.txt")
        #expect(search.view(try #require(search.tree.firstResponder))?.className == "UISearchBarTextField")
        // Before iOS 11 the inset is the app's (`.never`), as the resting offset shows it.
        let table = try #require(search.tree.node(2).kind.scroll)
        #expect(table.adjustment == .never && table.contentInset == EdgeInsets(top: 20))
        #expect(search.assumptions.contains(.contentInsetFromOffset(line: 3, inset: EdgeInsets(top: 20))))
        // The table's wrapper view never scrolls: a plain view.
        let wrapper = try #require(
            search.tree.nodes.first { search.view($0.id)?.className == "UITableViewWrapperView" })
        #expect(wrapper.kind == .view)
    }

    /// A field editor under a field that takes no touches (being read only) shows no first
    /// responder the tree could hold.
    @Test func aFieldEditorUnderAnUntouchableFieldIsNoFocus() throws {
        let text = try DescriptionCorpus.text("netease-cycript-iphone5-ios10-login.txt").replacingOccurrences(
            of: "frame = (0 0; 288 43); text = ''; opaque = NO; autoresize = H;",
            with: "frame = (0 0; 288 43); text = ''; opaque = NO; userInteractionEnabled = NO; autoresize = H;")
        let screen = try ScreenImporter().importScreen(text)
        #expect(screen.tree.firstResponder == nil && screen.assumptions.contains(.noFocus))
    }

    /// A navigation bar over a controller's root view gives it a top safe area; a tab bar a bottom
    /// one (real: an iOS 16 sheet and an iOS 8-9 tab bar controller).
    @Test func barsGiveTheControllersRootViewItsSafeArea() throws {
        let sheet = try Self.corpus("appleid-cycript-iphone8-ios16-signin-sheet.txt", focus: .address("0x10814f400"))
        let root = try #require(sheet.id(ofAddress: "0x107d85760"))
        #expect(try sheet.tree.safeAreaInsets(of: root) == EdgeInsets(top: 56))
        #expect(sheet.assumptions.contains(.barSafeArea(line: 11, barLine: 69, insets: EdgeInsets(top: 56))))
        let tabs = try Self.corpus("frida-introlevels-iphone4s-level2.txt")
        let content = try #require(tabs.id(ofAddress: "0x165a3e50"))
        #expect(try tabs.tree.safeAreaInsets(of: content) == EdgeInsets(top: 20, bottom: 49))
    }

    /// fridaDev (real, iOS 9): `_printHierarchy` printed right after the window names both root
    /// views, and a navigation bar below the status bar covers the content's top down to 64.
    @Test func aFridaDevDumpWithItsControllersIsTheTreeExpected() throws {
        let screen = try Self.corpus("firefly-fridadev-ios9-login.txt", focus: .address("0x146034e00"))
        #expect(
            screen.source.controllers.map(\.className) == ["CSNavJViewController", "FireflyTestLoginViewController"])
        #expect(
            screen.outline == [
                "1 - UILayoutContainerView view (0 0 320 480) root",
                "2 1 UINavigationTransitionView view (0 0 320 480)",
                "3 2 UIViewControllerWrapperView view (0 0 320 480)", "4 3 UIView view (0 0 320 480) root",
                "5 4 UIImageView view (0 0 320 480)", "6 5 UIImageView view (30.5 145.5 259 189)",
                "7 6 FireflyUserNameTextFieldView textField (19 26 221 32)",
                "8 6 CSJCMBCCDSIPInputField textField (19 77 221 32.5) focus",
                "9 6 FireflyButton view (38 120.5 183 34)",
                "10 9 UIButtonLabel view (73.5 6.5 36 21.5)", "11 1 UINavigationBar navigationBar (0 20 320 44)",
                "12 11 _UINavigationBarBackground view (0 -20 320 64)", "13 12 UIImageView view (0 64 320 0)",
                "14 11 _UINavigationBarBackIndicatorView view (8 11.5 13 21)",
            ])
        #expect(try screen.tree.safeAreaInsets(of: 4) == EdgeInsets(top: 64))
        #expect(!screen.assumptions.contains { if case .controllerRoot = $0 { true } else { false } })
    }

    @Test func withoutAFieldEditorOrAFocusThereIsNoFirstResponder() throws {
        let screen = try Self.corpus("owasp-mastg-cycript-iphone5-verify.txt")
        #expect(screen.tree.firstResponder == nil && screen.assumptions.contains(.noFocus))
    }

    @Test func aFocusThatNamesNoTextInputIsRejected() throws {
        let text = try DescriptionCorpus.text("owasp-mastg-cycript-iphone5-verify.txt")
        #expect(throws: ViewDescriptionError.focusNotFound("0xdead")) {
            try ScreenImporter(focus: .address("0xdead")).importScreen(text)
        }
        #expect(throws: ViewDescriptionError.focusNotATextInput(line: 8, name: "0x16d901e0")) {
            try ScreenImporter(focus: .address("0x16d901e0")).importScreen(text)
        }
        #expect(throws: ViewDescriptionError.focusNotFound("UITextView")) {
            try ScreenImporter(focus: .className("UITextView")).importScreen(text)
        }
        #expect(FocusChoice("0x16e8fbd0") == .address("0x16e8fbd0") && FocusChoice("4") == .view(4))
    }

    /// A view after a cut mark hangs from the last view before it one level up; a text input
    /// at alpha 0 is imported as shown: both said.
    @Test func cutsAndFadedInputsAreSaid() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 320 568); layer = <CALayer: 0x2>>
               | <UIView: 0x3; frame = (0 100; 320 200); alpha = 0; layer = <CALayer: 0x4>>
            ...
               |    |    | <UITextField: 0x5; frame = (10 10; 300 30); text = ''; layer = <CALayer: 0x6>>
            """
        let screen = try ScreenImporter(focus: .className("UITextField")).importScreen(text)
        #expect(screen.assumptions.contains(.attachedAcrossCut(line: 4, parentLine: 2)))
        #expect(screen.assumptions.contains(.alphaZero(line: 2)))
        #expect(
            screen.outline == [
                "1 - UIView view (0 0 320 568) root", "2 1 UIView view (0 100 320 200)",
                "3 2 UITextField textField (10 10 300 30) focus",
            ])
    }

    /// `--screen` replaces what the dump implies, and says nothing is assumed of it.
    @Test func aChosenScreenIsTaken() throws {
        let text = try DescriptionCorpus.text("netease-cycript-iphone5-ios10-login.txt")
        let screen = try ScreenImporter(screen: Size(width: 375, height: 667)).importScreen(text)
        #expect(screen.tree.screen == Size(width: 375, height: 667) && screen.keyboardHeight == 258)
        #expect(!screen.assumptions.contains { if case .screenFromRoot = $0 { true } else { false } })
        let unknown = try ScreenImporter(screen: Size(width: 500, height: 500)).importScreen(text)
        #expect(
            unknown.assumptions.contains(.unknownDevice(Size(width: 500, height: 500))) && unknown.keyboardHeight == 216
        )
    }
}

extension DescribedScreen {
    /// The tree, one view a line: `id parent class kind (x y w h)` with its flags.
    var outline: [String] {
        tree.nodes.map { node in
            let frame = node.frame
            let kind: String
            switch node.kind {
            case .view: kind = "view"
            case .textField: kind = "textField"
            case .textView: kind = "textView"
            case .scrollView(let scroll): kind = "\(scroll.role.rawValue)View"
            case .navigationBar: kind = "navigationBar"
            case .toolbar: kind = "toolbar"
            case .tabBar: kind = "tabBar"
            }
            let number = { (value: Double) in
                value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            }
            var line =
                "\(node.id.rawValue) \(node.parent.map { "\($0.rawValue)" } ?? "-") \(view(node.id)?.className ?? "?") \(kind) "
                + "(\(number(frame.minX)) \(number(frame.minY)) \(number(frame.width)) \(number(frame.height)))"
            if node.isHidden { line += " hidden" }
            if node.isControllerRoot { line += " root" }
            if node.id == tree.firstResponder { line += " focus" }
            return line
        }
    }
}
