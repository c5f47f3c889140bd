import AvoidCore
import BugZoo
import FakeUIKit
import Foundation
import Generators
import PropertyKit
import PropertyKitTesting
import Testing
import TreeAvoidance
import ViewTree

@testable import AvoidConformance

/// The tree judge at its edges. Its own docked rule (written apart from AvoidCore's) gives
/// AvoidCore's class on every frame within a point or two of an edge, tiny windows and zero sizes
/// included; and its on-screen properties hold to their tolerance, a millionth of a point, on
/// fields placed exactly on the visible top `T` and the line `B = K - d`, within the tolerance of
/// them, and just past it.
@Suite struct TreeCheckerEdgeTests {

    /// A form in a root view scaled by 0.95, scrolled for its field; the user touches it (and lets
    /// go), and the adapter decides again from a read of its own scroll, a few 1e-14 pt away in
    /// window points after a round trip through the scale: it scrolls the form, or moves the host,
    /// by that much. Neither is a move, as positions are judged (generated stories).
    @Test(arguments: ["scaled-form-touched-after-its-scroll", "scaled-form-touched-after-its-shift"])
    func aMoveWithinTheToleranceIsNoMove(name: String) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RegressionTests/Trees/\(name).json")
        let episode = try JSONDecoder().decode(TreeScenario.self, from: Data(contentsOf: file))
        // A touch that moves nothing and ends before UIKit's next call is one no shell is told of
        // (the shell's stories hear every touch): the scrolled form's story is the model's alone.
        let adapters: [AdapterUnderTest] = name.hasSuffix("scroll") ? [.treeAvoidance] : [.treeAvoidance, .shell]
        for adapter in adapters {
            #expect(TreeChecker().firstViolation(adapter: adapter, episode: episode) == nil, "\(adapter.name)")
        }
    }
    /// Offsets that straddle the one-point tolerance and zero.
    static let near = Gen.element(of: [-1.5, -1, -0.5, 0, 0.5, 1, 1.5])

    struct EdgeCase: Sendable, CustomStringConvertible {
        var screen: Size
        var window: Rect
        var frame: Rect
        var description: String { "screen \(screen), window \(window), frame \(frame)" }
    }

    /// A screen, a window (the whole screen, a part, one reaching past an edge, or one a few points
    /// wide), and a frame whose every edge is within a point and a half of a line that matters.
    static let cases = zip(
        Gen.element(of: [Size(width: 320, height: 568), Size(width: 393, height: 852), Size(width: 1024, height: 768)]),
        Gen.element(of: [0, 1, 2, 3]), zip(near, near, near, near),
        Gen.element(of: [0.0, 0.5, 1, 2, 216, 336])
    ).map { screen, windowKind, offsets, height -> EdgeCase in
        let window: Rect
        switch windowKind {
        case 0: window = Rect(origin: .zero, size: screen)
        case 1: window = Rect(x: screen.width / 3, y: 0, width: screen.width / 3, height: screen.height)
        case 2: window = Rect(x: -40, y: 0, width: screen.width + 80, height: screen.height)
        default: window = Rect(x: 100, y: 0, width: 1, height: screen.height)
        }
        let left = max(window.minX, 0) + offsets.0
        let right = min(window.maxX, screen.width) + offsets.1
        // Either the bottom near the screen's bottom, or (a full-height frame) the top near 0.
        let top = height == 0 ? screen.height + offsets.2 : screen.height + offsets.2 - height
        let frame = Rect(
            x: left, y: offsets.3 == 1.5 ? offsets.2 : top, width: max(0, right - left),
            height: offsets.3 == 1.5 ? screen.height : height)
        return EdgeCase(screen: screen, window: window, frame: frame)
    }

    @Test func theDockedRuleIsAvoidCoresOnEveryEdge() {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.cases = 3_000
        property(Self.cases, configuration: configuration) { c in
            let judge = TreeOracle.isDocked(c.frame, screen: c.screen, window: c.window)
            let engine = KeyboardClass(endFrame: c.frame, screen: c.screen, window: c.window) == .docked
            try require(judge == engine, "the judge says docked \(judge), AvoidCore \(engine)")
        }
    }

    /// The judge's tolerance, and what lies just within and just past it.
    static let eps = TreeChecker.epsilon
    static let within = eps / 2
    static let past = 3 * eps

    /// An iPhone SE with no safe area (so `T = 0`), a root view and a text field at `y`, `height`
    /// tall; the keyboard's top at 315, so with `d = 10` the line `B` is at 305. The keyboard
    /// rises from below the screen, as UIKit shows it the first time. A field at a
    /// whole-point position moved by a translation lands on exactly the double `position +
    /// translation`, and a field of no height exactly at `y`, so either can sit on the judge's
    /// tolerance to the last bit.
    static let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)

    static func screen(fieldAt y: Double, height: Double = 44, safeTop: Double = 0) throws -> TreeScenario {
        let whole = Rect(x: 0, y: 0, width: 320, height: 568)
        let tree = try ViewTree(
            screen: whole.size, screenSafeArea: EdgeInsets(top: safeTop),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .textField, frame: Rect(x: 16, y: y, width: 288, height: height)),
            ])
        return TreeScenario(tree: tree, steps: [.focus(2), .keyboard(.showing(Self.keyboard, on: whole.size))])
    }

    /// An adapter that, on every event, writes `change` to the live tree and decides nothing else,
    /// reads a live tree it changed as `misread` says, and (`refusesKeyboards`) throws on keyboard
    /// notifications.
    struct Writing: ViewTreeAdapter {
        var change: @Sendable (inout ViewTree) throws(ViewTreeError) -> Void
        var misread: @Sendable (inout Scene) -> Void = { _ in }
        var refusesKeyboards = false

        func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
            if refusesKeyboards, case .keyboard = event { throw .noHostView }
            do { try change(&tree) } catch { throw .invalidTree(error) }
            let decision = Decision(placement: .rest, animation: .keyboard, changed: true, keyboard: .docked)
            return AdapterStep(scene: Scene(screen: tree.screen, fields: []), inputs: [], decision: decision)
        }

        func scene(of tree: ViewTree) throws(AdapterError) -> Scene {
            var scene = try TreeReading(tree: tree).scene
            var original = tree
            do { try change(&original) } catch { throw .invalidTree(error) }
            // A tree the adapter's change leaves as it is, is one it changed: the live tree.
            if original == tree { misread(&scene) }
            return scene
        }
    }

    static func writing(
        _ name: String, _ change: @escaping @Sendable (inout ViewTree) throws(ViewTreeError) -> Void,
        misread: @escaping @Sendable (inout Scene) -> Void = { _ in }, refusesKeyboards: Bool = false
    ) -> AdapterUnderTest {
        AdapterUnderTest(name) { _, _ throws(AdapterError) in
            Writing(change: change, misread: misread, refusesKeyboards: refusesKeyboards)
        }
    }

    /// An adapter that moves the root view by `shift` on every event.
    static func placing(_ shift: Double) -> AdapterUnderTest {
        writing("placing \(shift)") { tree throws(ViewTreeError) in
            try tree.update(1) { $0.transform = Transform(translationY: shift) }
        }
    }

    /// The property `adapter` breaks first on `episode`, judging `property` alone.
    static func broken(_ property: TreeInvariant, _ episode: TreeScenario, shift: Double) -> TreeInvariant? {
        TreeChecker([property]).firstViolation(adapter: placing(shift), episode: episode)?.property
    }

    @Test func aFieldOnTheLineIsVisibleToWithinTheTolerance() throws {
        let onLine = try Self.screen(fieldAt: 305 - 44)
        #expect(Self.broken(.visibleInWindow, onLine, shift: 0) == nil)
        #expect(Self.broken(.visibleInWindow, onLine, shift: Self.within) == nil)
        #expect(Self.broken(.visibleInWindow, onLine, shift: Self.past) == .visibleInWindow)
        let atTop = try Self.screen(fieldAt: 100)
        #expect(Self.broken(.visibleInWindow, atTop, shift: -100) == nil)
        #expect(Self.broken(.visibleInWindow, atTop, shift: -100 - Self.within) == nil)
        #expect(Self.broken(.visibleInWindow, atTop, shift: -100 - Self.past) == .visibleInWindow)
    }

    /// The keyboard is where it goes, not where it comes from: on a first show, which rises from
    /// below the screen, an adapter that measures the begin frame sees nothing to avoid and leaves
    /// the field under the keyboard, and the judge, measuring the end frame, says so.
    @Test func aFirstShowIsJudgedByTheFrameTheKeyboardEndsAt() throws {
        let covered = try Self.screen(fieldAt: 400)
        let show = KeyboardEvent.showing(Self.keyboard, on: covered.tree.screen)
        try #require(covered.steps.last == .keyboard(show) && show.beginFrame.minY == 568)
        let measuresBeginFrame = Zoo.faulty(.measuresBeginFrame)
        let violation = TreeChecker([.visibleInWindow]).firstViolation(adapter: measuresBeginFrame, episode: covered)
        #expect(violation?.property == .visibleInWindow)
        #expect(TreeChecker().firstViolation(adapter: .treeAvoidance, episode: covered) == nil)
    }

    @Test func aFieldTallerThanTheRoomMustHaveItsTopAtTheVisibleTop() throws {
        let tall = try Self.screen(fieldAt: 100, height: 400)
        #expect(Self.broken(.visibleInWindow, tall, shift: -100) == nil)
        for nudge in [Self.within, -Self.within] {
            #expect(Self.broken(.visibleInWindow, tall, shift: -100 + nudge) == nil)
        }
        for nudge in [Self.past, -Self.past] {
            #expect(Self.broken(.visibleInWindow, tall, shift: -100 + nudge) == .visibleInWindow)
        }
        // Exactly as tall as the room plus the tolerance: it fits, so its bottom must be on B too.
        let exact = try Self.screen(fieldAt: 100, height: 305 + Self.eps)
        #expect(Self.broken(.visibleInWindow, exact, shift: -100) == nil)
        #expect(Self.broken(.visibleInWindow, exact, shift: -100 + 0.9 * Self.eps) == .visibleInWindow)
    }

    @Test func aFieldClearToWithinTheToleranceMustNotMoveTheHost() throws {
        // Its bottom on B, or its top on T, each a tolerance's half past: clear, so no shift.
        for y in [305 - 44 + Self.within, -Self.within] {
            let clear = try Self.screen(fieldAt: y)
            #expect(Self.broken(.minimalInWindow, clear, shift: 0) == nil)
            #expect(Self.broken(.minimalInWindow, clear, shift: -1) == .minimalInWindow, "field at \(y)")
        }
        // Just past the tolerance it is not clear, and moving it is the other properties' to judge.
        for y in [305 - 44 + Self.past, -Self.past] {
            #expect(Self.broken(.minimalInWindow, try Self.screen(fieldAt: y), shift: -1) == nil, "field at \(y)")
        }
    }

    /// A scroll view (at `frame`, by default the whole root view) the field is in, its top `inset`
    /// points kept clear (its own `contentInset`, never adjusted), its indicator inset
    /// `indicator`, the field at `y` in its content.
    static func scrolling(
        fieldAt y: Double, inset: Double, indicator: Double = 0, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 568)
    ) throws -> TreeScenario {
        let whole = Rect(x: 0, y: 0, width: 320, height: 568)
        let geometry = ScrollGeometry(
            contentSize: Size(width: 320, height: 1200), contentInset: EdgeInsets(top: inset),
            indicatorInset: EdgeInsets(bottom: indicator), adjustment: .never)
        let tree = try ViewTree(
            screen: whole.size, screenSafeArea: .zero,
            nodes: [
                ViewNode(id: 1, parent: nil, frame: whole, isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .scrollView(geometry), frame: frame),
                ViewNode(id: 3, parent: 2, kind: .textField, frame: Rect(x: 16, y: y, width: 288, height: 44)),
            ])
        return TreeScenario(tree: tree, steps: [.focus(3), .keyboard(.showing(Self.keyboard, on: whole.size))])
    }

    @Test func aScrollViewsClearRegionBoundsWhatIsClearInIt() throws {
        // Under the scroll view's top inset the field is not clear: scrolling it out is no fault.
        let underInset = try Self.scrolling(fieldAt: 40, inset: 80)
        let scrolled = TreeChecker().run(adapter: .treeAvoidance, episode: underInset)
        #expect(scrolled.violation == nil)
        #expect(scrolled.steps.last?.live[2]?.bounds.origin.y != 0, "the adapter scrolled the field out")
        // A field clear of the keyboard in its scroll view: the adapter adds the inset, scrolls
        // nothing, and that is minimal.
        let clear = TreeChecker().run(adapter: .treeAvoidance, episode: try Self.scrolling(fieldAt: 200, inset: 0))
        #expect(clear.violation == nil)
        #expect(clear.steps.last?.live[2]?.kind.scroll?.contentInset.bottom != 0, "the adapter added the inset")
    }

    /// On the tolerance to the last bit is still within it; a field's frame there is checked to be
    /// exactly `T - ε` or `B + ε` first.
    @Test func exactlyOnTheToleranceIsWithinIt() throws {
        let eps = Self.eps
        let onLine = try Self.screen(fieldAt: 305, height: 0)
        #expect(Self.broken(.visibleInWindow, onLine, shift: eps) == nil)
        let atTop = try Self.screen(fieldAt: 0, height: 0)
        #expect(Self.broken(.visibleInWindow, atTop, shift: -eps) == nil)
        let tall = try Self.screen(fieldAt: 0, height: 400)
        #expect(Self.broken(.visibleInWindow, tall, shift: eps) == nil)
        #expect(Self.broken(.visibleInWindow, tall, shift: -eps) == nil)
        // The app's field already there, and the adapter moving the host: minimal breaks.
        for y in [305 + eps, 0 - eps] {
            let episode = try Self.screen(fieldAt: y, height: 0)
            try #require(try episode.tree.windowFrame(of: 2).minY == y)
            #expect(Self.broken(.minimalInWindow, episode, shift: -1) == .minimalInWindow, "field at \(y)")
        }
    }

    /// An adapter whose first tree already throws breaks `total` before any step.
    @Test func anAdapterThatCannotStartBreaksTotal() throws {
        let refusing = AdapterUnderTest("refusing") { _, _ throws(AdapterError) -> Writing in throw .noHostView }
        let run = TreeChecker().run(adapter: refusing, episode: try Self.screen(fieldAt: 100))
        #expect(run.violation?.property == .total)
        #expect(run.violation?.step == nil)
        #expect(run.steps.isEmpty)
    }

    /// The run records every step up to the one that threw, that one without an outcome.
    @Test func aStepThatThrowsIsRecordedAndBreaksTotal() throws {
        let episode = try Self.screen(fieldAt: 100)
        let refusing = Self.writing("refusing keyboards", { _ throws(ViewTreeError) in }, refusesKeyboards: true)
        let run = TreeChecker().run(adapter: refusing, episode: episode)
        #expect(run.violation?.property == .total)
        #expect(run.violation?.step == 1)
        #expect(run.steps.map(\.step) == episode.steps)
        #expect(run.steps.first?.outcome != nil)
        #expect(run.steps.last?.outcome == nil)
        // Without the throw, every step is recorded with its outcome.
        let kept = TreeChecker().run(adapter: .treeAvoidance, episode: episode)
        #expect(kept.violation == nil)
        #expect(kept.steps.count == episode.steps.count && kept.steps.allSatisfy { $0.outcome != nil })
    }

    /// The indicator inset grows by what the content inset grows by, from the app's own value.
    @Test func theIndicatorInsetGrowsFromTheAppsOwn() throws {
        let run = TreeChecker().run(
            adapter: .treeAvoidance, episode: try Self.scrolling(fieldAt: 400, inset: 0, indicator: 20))
        #expect(run.violation == nil)
        let scroll = try #require(run.steps.last?.live[2]?.kind.scroll)
        #expect(scroll.indicatorInset.bottom - 20 == scroll.contentInset.bottom)
        #expect(scroll.contentInset.bottom > 0)
    }

    /// A scroll view that only touches the keyboard's side (its right edge on the keyboard's left
    /// edge, or its left edge on the keyboard's right) is not beside it: its inset stays.
    @Test func aScrollViewTouchingTheKeyboardsSideIsNotBesideIt() throws {
        for x in [-320.0, 320] {
            let frame = Rect(x: x, y: 0, width: 320, height: 568)
            let run = TreeChecker().run(
                adapter: .treeAvoidance, episode: try Self.scrolling(fieldAt: 400, inset: 0, frame: frame))
            #expect(run.violation == nil, "scroll view at x \(x)")
            #expect(run.steps.last?.live[2]?.kind.scroll?.contentInset.bottom == 0, "scroll view at x \(x)")
        }
    }

    /// Above the visible top with the host unmoved is allowed only past the tolerance: a field a
    /// shade under a tolerance below `T` is judged like any other.
    @Test func theUnmovedAboveTheTopExemptionStartsPastTheTolerance() throws {
        let shade = 0.9 * Self.eps
        let episode = try Self.screen(fieldAt: shade, height: 305 + Self.eps)
        #expect(Self.broken(.visibleInWindow, episode, shift: 0) == .visibleInWindow)
    }

    /// Scrolling the clear field's scroll view is not minimal, even with the host where it was.
    @Test func scrollingForAClearFieldIsNotMinimal() throws {
        let scrolling = Self.writing("scrolling") { tree throws(ViewTreeError) in
            try tree.update(2) { $0.bounds.origin.y = 10 }
        }
        let run = TreeChecker([.minimalInWindow]).run(
            adapter: scrolling, episode: try Self.scrolling(fieldAt: 200, inset: 0))
        #expect(run.violation?.property == .minimalInWindow)
        #expect(run.violation?.message.hasSuffix("yet view 2 scrolled") == true, "\(String(describing: run.violation))")
    }

    /// `readsUnshifted` names the first part of the scene the live reading gets wrong.
    @Test func aMisreadingIsNamedByThePartItGetsWrong() throws {
        let episode = try Self.scrolling(fieldAt: 200, inset: 0)
        let parts: [(String, @Sendable (inout Scene) -> Void)] = [
            ("the host frame", { $0.hostFrame.origin.y += 1 }),
            ("field 3 at", { $0.fields[0].frame.origin.y += 1 }),
            ("container 2 at", { $0.containers[0].contentOffset.y += 1 }),
        ]
        for (part, misread) in parts {
            // It writes what no reading looks at (an indicator's top inset), and misreads the part.
            let adapter = Self.writing(
                "misreading",
                { tree throws(ViewTreeError) in
                    try tree.update(2) { node in
                        guard var scroll = node.kind.scroll else { return }
                        scroll.indicatorInset.top = 5
                        node.kind = .scrollView(scroll)
                    }
                }, misread: misread)
            let run = TreeChecker([.readsUnshifted]).run(adapter: adapter, episode: episode)
            #expect(run.violation?.property == .readsUnshifted)
            #expect(
                run.violation?.message.hasPrefix("reading the live tree gives \(part)") == true,
                "\(String(describing: run.violation))")
        }
    }

    /// With the view up and no keyboard (before the show, after the hide), every view must be the
    /// app's: a shift breaks `restoresAppValues` at once, and the message names the view.
    @Test func aShiftWithNoKeyboardUpIsNamed() throws {
        var episode = try Self.screen(fieldAt: 400)
        episode.steps.append(.keyboard(.hiding(Self.keyboard, on: episode.tree.screen)))
        let run = TreeChecker([.restoresAppValues]).run(
            adapter: Self.placing(-10), episode: episode)
        #expect(run.violation?.property == .restoresAppValues)
        #expect(run.violation?.step == 0)
        #expect(
            run.violation?.message.hasPrefix("after the hide the tree is not the app's: view 1: ") == true,
            "\(String(describing: run.violation))")
    }

    /// Notifications while the view is away change nothing the judge expects: a keyboard shown to
    /// a disappeared view asks no field to be revealed.
    @Test func aKeyboardShownWhileAwayAsksNothing() throws {
        var episode = try Self.screen(fieldAt: 400)
        episode.steps += [
            .disappear,
            .keyboard(.showing(Self.keyboard, on: episode.tree.screen)),
        ]
        #expect(TreeChecker().run(adapter: .treeAvoidance, episode: episode).violation == nil)
    }

    /// The scroll view's clear region and its indicator inset hold to the tolerance, exactly on it.
    @Test func insetsExactlyOnTheToleranceAreWithinIt() throws {
        let eps = Self.eps
        // A field under the keyboard in a scroll view filling the screen: the inset must be the
        // overlap, 253; a top inset of exactly ε is within the tolerance.
        let topped = Self.writing("topped") { tree throws(ViewTreeError) in
            try tree.update(2) { node in
                guard var scroll = node.kind.scroll else { return }
                scroll.contentInset = EdgeInsets(top: eps, bottom: 253)
                scroll.indicatorInset = EdgeInsets(bottom: 253)
                node.kind = .scrollView(scroll)
            }
        }
        let under = try Self.scrolling(fieldAt: 400, inset: 0)
        #expect(TreeChecker([.insetFollowsKeyboard]).run(adapter: topped, episode: under).violation == nil)
        // A scroll view above the window's top (its bottom edge at 0): its clear region must end at
        // 0; an inset of exactly ε, its indicator's left alone, is within the tolerance on both.
        let nudged = Self.writing("nudged") { tree throws(ViewTreeError) in
            try tree.update(2) { node in
                guard var scroll = node.kind.scroll else { return }
                scroll.contentInset.bottom = eps
                node.kind = .scrollView(scroll)
            }
        }
        let above = try Self.scrolling(fieldAt: 50, inset: 0, frame: Rect(x: 0, y: -200, width: 320, height: 200))
        let now = try above.tree.windowFrame(of: 2)
        try #require(now.maxY == 0)
        #expect(TreeChecker([.insetFollowsKeyboard]).run(adapter: nudged, episode: above).violation == nil)
    }

    /// A field the host was moved for ends on `B` to within the tolerance; one too tall for the
    /// room (from the visible top `T`, here 20, to `B`) may end anywhere.
    @Test func aMovedFieldEndsOnTheLineToWithinTheTolerance() throws {
        let eps = Self.eps
        let onLine = try Self.screen(fieldAt: 310, height: 0)
        #expect(Self.broken(.endsAtTheLine, onLine, shift: -5) == nil)
        let justAbove = try Self.screen(fieldAt: 305, height: 0)
        #expect(Self.broken(.endsAtTheLine, justAbove, shift: -eps) == nil)
        #expect(Self.broken(.endsAtTheLine, justAbove, shift: -Self.past) == .endsAtTheLine)
        // Exactly as tall as the room plus the tolerance: it fits, so ending above B breaks it.
        let exact = try Self.screen(fieldAt: 10, height: 305 + eps)
        #expect(Self.broken(.endsAtTheLine, exact, shift: -10 - Self.past) == .endsAtTheLine)
        // Taller than the room below a visible top at 20: it may end above B.
        let tall = try Self.screen(fieldAt: 10, height: 300, safeTop: 20)
        #expect(Self.broken(.endsAtTheLine, tall, shift: -10) == nil)
    }
}
