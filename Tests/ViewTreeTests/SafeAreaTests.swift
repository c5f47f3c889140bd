import AvoidCore
import Testing
import ViewTree

/// Safe areas as UIKit propagates them, and the adjusted content inset each behaviour gives.
@Suite struct SafeAreaTests {
    /// An iPhone 15 (393 x 852, status 59, home indicator 34) with a navigation controller's view,
    /// its translucent bar (44), the root view under it (its controller adds the bar) and a
    /// scroll view filling the root view.
    static func navigationScreen(_ scroll: ScrollGeometry, rootTransform: Transform = .identity) throws -> ViewTree {
        let screen = Size(width: 393, height: 852)
        let whole = Rect(origin: .zero, size: screen)
        return try ViewTree(
            screen: screen, screenSafeArea: EdgeInsets(top: 59, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 59, width: 393, height: 44)),
                ViewNode(
                    id: 3, parent: 1, frame: whole, transform: rootTransform, isControllerRoot: true,
                    additionalSafeArea: EdgeInsets(top: 44)),
                ViewNode(id: 4, parent: 3, kind: .scrollView(scroll), frame: whole),
                ViewNode(id: 5, parent: 3, frame: Rect(x: 0, y: 300, width: 393, height: 100)),
            ])
    }

    static let tall = ScrollGeometry(contentSize: Size(width: 393, height: 2000))
    static let short = ScrollGeometry(contentSize: Size(width: 393, height: 400))

    @Test func theRootViewUnderATranslucentBarIsInsetByTheBarAndTheScreen() throws {
        let tree = try Self.navigationScreen(Self.tall)
        #expect(try tree.safeAreaInsets(of: 3) == EdgeInsets(top: 103, bottom: 34))
        #expect(try tree.safeAreaInsets(of: 4) == EdgeInsets(top: 103, bottom: 34))
        // A view in the middle reaches no edge of the safe region.
        #expect(try tree.safeAreaInsets(of: 5) == .zero)
        #expect(try tree.safeRegion(of: 3) == Rect(x: 0, y: 103, width: 393, height: 715))
    }

    /// A hierarchy printed on iOS 11 or later: 375 x 812 (safe area 44 and 34), an opaque
    /// navigation bar, the controller's view below it (from y 88, the window's height, so 88 pt
    /// of it past the window) and a table as tall inside it. UIKit printed the table's
    /// `adjustedContentInset` as {0, 0, 34, 0}: the home indicator's band, not the overrun.
    @Test func aViewRunningPastItsSuperviewIsInsetByTheMarginItCoversNotByTheOverrun() throws {
        let screen = Size(width: 375, height: 812)
        let table = ScrollGeometry(
            role: .table, contentSize: Size(width: 375, height: 2000), isControllerContent: true)
        let tree = try ViewTree(
            screen: screen, screenSafeArea: EdgeInsets(top: 44, bottom: 34),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(origin: .zero, size: screen), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44)),
                ViewNode(id: 3, parent: 1, frame: Rect(x: 0, y: 88, width: 375, height: 812), isControllerRoot: true),
                ViewNode(id: 4, parent: 3, kind: .scrollView(table), frame: Rect(x: 0, y: 0, width: 375, height: 812)),
            ])
        #expect(try tree.safeAreaInsets(of: 3) == EdgeInsets(bottom: 34))
        #expect(try tree.adjustedContentInset(of: 4) == EdgeInsets(bottom: 34))
    }

    /// A table view controller's table, as UIKit printed it with the keyboard up: bottom 34 + 253.
    /// UIKit's part is the scroll view's adjusted inset, whatever the model's rule gives; a new
    /// content inset gets the same part added.
    @Test func whatUIKitReportedIsTheAdjustedInsetAndKeepsAcrossAContentInsetChange() throws {
        var table = Self.tall
        table.systemInset = EdgeInsets(top: 103, bottom: 287)
        var tree = try Self.navigationScreen(table)
        #expect(try tree.adjustedContentInset(of: 4) == EdgeInsets(top: 103, bottom: 287))
        #expect(try tree.computedAdjustedContentInset(of: 4) == EdgeInsets(top: 103, bottom: 34))
        try tree.apply(.contentInset(4, EdgeInsets(left: 2, bottom: 50)))
        #expect(try tree.adjustedContentInset(of: 4) == EdgeInsets(top: 103, left: 2, bottom: 337))
        #expect(try tree.computedAdjustedContentInset(of: 4) == EdgeInsets(top: 103, left: 2, bottom: 84))
        #expect(try tree.adjustedContentInset(of: 5) == nil)
        #expect(try tree.computedAdjustedContentInset(of: 5) == nil)
    }

    @Test func aReportedInsetThatIsNotFiniteIsRejectedByName() throws {
        var table = Self.tall
        table.systemInset = EdgeInsets(bottom: .infinity)
        #expect(throws: ViewTreeError.nonFinite(view: 4, path: "systemInset")) {
            _ = try Self.navigationScreen(table)
        }
    }

    @Test func aViewEntirelyBeyondItsSuperviewIsCoveredNowhere() throws {
        let tree = try Self.navigationScreen(Self.tall)
        var moved = tree
        try moved.update(5) { $0.center.y = 852 + 200 }
        #expect(try moved.safeAreaInsets(of: 5) == .zero)
    }

    @Test func aViewControllersRootViewKeepsItsInsetsWhenShifted() throws {
        let tree = try Self.navigationScreen(Self.tall, rootTransform: Transform(translationY: -200))
        #expect(try tree.safeAreaInsets(of: 3) == EdgeInsets(top: 103, bottom: 34))
        #expect(try tree.safeAreaInsets(of: 4) == EdgeInsets(top: 103, bottom: 34))
    }

    @Test func aControllersAdditionalInsetsAddOnEveryEdge() throws {
        var tree = try Self.navigationScreen(Self.tall)
        try tree.update(3) { $0.additionalSafeArea = EdgeInsets(top: 44, left: 10, bottom: 5, right: 7) }
        #expect(try tree.safeAreaInsets(of: 3) == EdgeInsets(top: 103, left: 10, bottom: 39, right: 7))
    }

    @Test func aWindowBesideTheScreensEdgesHasOnlyTheirPart() throws {
        let tree = try ViewTree(
            screen: Size(width: 1024, height: 1366), screenSafeArea: EdgeInsets(top: 24, bottom: 20),
            window: Rect(x: 100, y: 300, width: 700, height: 1066), nodes: [])
        #expect(tree.windowSafeArea == EdgeInsets(top: 0, bottom: 20))
    }

    @Test(arguments: [
        (InsetAdjustmentBehavior.never, true, EdgeInsets(bottom: 20)),
        (.always, false, EdgeInsets(top: 103, bottom: 54)),
        (.scrollableAxes, true, EdgeInsets(top: 103, bottom: 54)),
        (.scrollableAxes, false, EdgeInsets(bottom: 20)),
        (.automatic, false, EdgeInsets(bottom: 20)),
    ])
    func theAdjustedInsetAddsTheSafeAreaAsTheBehaviourSays(
        behaviour: InsetAdjustmentBehavior, tall: Bool, expected: EdgeInsets
    ) throws {
        var scroll = tall ? Self.tall : Self.short
        scroll.adjustment = behaviour
        scroll.contentInset = EdgeInsets(bottom: 20)
        #expect(try Self.navigationScreen(scroll).adjustedContentInset(of: 4) == expected)
    }

    @Test func automaticAlwaysAdjustsAControllersContentViewVertically() throws {
        var scroll = Self.short
        scroll.isControllerContent = true
        #expect(try Self.navigationScreen(scroll).adjustedContentInset(of: 4) == EdgeInsets(top: 103, bottom: 34))
        scroll.isControllerContent = false
        scroll.alwaysBounceVertical = true
        #expect(try Self.navigationScreen(scroll).adjustedContentInset(of: 4) == EdgeInsets(top: 103, bottom: 34))
        #expect(try Self.navigationScreen(scroll).adjustedContentInset(of: 5) == nil)
    }
}

/// What the UIKit shell relies on to map live views: controllers' roots given UIKit's insets.
@Suite struct MatchingSafeAreasTests {
    @Test func eachControllersRootTakesTheInsetsUIKitReports() throws {
        var scroll = SafeAreaTests.tall
        scroll.adjustment = .never
        var tree = try SafeAreaTests.navigationScreen(scroll)
        try tree.update(3) { $0.additionalSafeArea = .zero }
        let matched = try tree.matchingSafeAreas([
            1: EdgeInsets(top: 59, bottom: 34), 3: EdgeInsets(top: 103, bottom: 34),
        ])
        #expect(try matched.safeAreaInsets(of: 3) == EdgeInsets(top: 103, bottom: 34))
        #expect(matched[3]?.additionalSafeArea == EdgeInsets(top: 44))
        #expect(matched[1]?.additionalSafeArea == .zero)
        #expect(throws: ViewTreeError.unknownView(9)) { try tree.matchingSafeAreas([9: .zero]) }
    }

    /// In landscape the sensor housing insets the left and right edges: a root that reports more
    /// than it inherits adds the difference, one that reports less adds nothing.
    @Test func eachEdgeAddsOnlyWhatTheRootReportsBeyondItsInheritance() throws {
        let screen = Size(width: 852, height: 393)
        let whole = Rect(origin: .zero, size: screen)
        let tree = try ViewTree(
            screen: screen, screenSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, frame: whole, isControllerRoot: true),
            ])
        let wider = try tree.matchingSafeAreas([2: EdgeInsets(top: 32, left: 79, bottom: 21, right: 70)])
        #expect(wider[2]?.additionalSafeArea == EdgeInsets(top: 32, left: 20, bottom: 0, right: 11))
        let narrower = try tree.matchingSafeAreas([2: EdgeInsets(top: 0, left: 30, bottom: 10, right: 29)])
        #expect(narrower[2]?.additionalSafeArea == .zero)
        #expect(try narrower.safeAreaInsets(of: 2) == EdgeInsets(left: 59, bottom: 21, right: 59))
    }
}
