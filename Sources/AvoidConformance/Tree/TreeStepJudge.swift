import AvoidCore
import Generators
import ViewTree

/// The checks after one step.
struct TreeStepJudge {
    var make: AdapterUnderTest
    var adapter: any ViewTreeAdapter
    let live: ViewTree
    let app: ViewTree
    var facts: TreeFacts
    var configuration: Configuration
    /// Whether the adapter is behind: it lives through UIKit's calls (`StepDrivenAdapter`) and a
    /// step changed the views since the last call a shell answers (`UIKitCall.isAnswered`).
    var behind = false
    /// The scroll view the adapter owned when UIKit last called it: until the next call it may
    /// still hold what the adapter wrote there, though the focus or the layout changed since.
    var containerAtLastCall: ViewID?
    /// The live tree settled toward the app's (`ViewTree.settled(toward:)`): what four checks
    /// compare, made once.
    let settled: ViewTree

    init(
        make: AdapterUnderTest, adapter: any ViewTreeAdapter, live: ViewTree, app: ViewTree, facts: TreeFacts,
        configuration: Configuration, behind: Bool = false, containerAtLastCall: ViewID? = nil
    ) {
        self.make = make
        self.adapter = adapter
        self.live = live
        self.app = app
        self.facts = facts
        self.configuration = configuration
        self.behind = behind
        self.containerAtLastCall = containerAtLastCall
        settled = live.settled(toward: app)
    }

    /// The properties of `judged` broken after this step, in the order the cases are declared;
    /// the run stops at the first unless it judges each property alone.
    func findings(of judged: Set<TreeInvariant>) -> [(TreeInvariant, String)] {
        let checks: [(TreeInvariant, () -> String?)] = [
            (.writesOnlyItsOwn, writesOnlyItsOwn), (.readsUnshifted, readsUnshifted), (.idempotent, idempotent),
            (.noDoubleShift, noDoubleShift), (.restoresAppValues, restoresAppValues),
            (.visibleInWindow, visibleInWindow), (.minimalInWindow, minimalInWindow),
            (.insetFollowsKeyboard, insetFollowsKeyboard), (.endsAtTheLine, endsAtTheLine),
        ]
        return checks.compactMap { property, check in
            guard judged.contains(property), !behind || property.holdsWhileBehind else { return nil }
            return check().map { (property, $0) }
        }
    }

    /// The host and, when the first responder is in one, its scroll view (or the first responder
    /// itself, a text view that scrolls itself): all an adapter may touch.
    var owned: (host: ViewID?, container: ViewID?) {
        guard let host = TreeOracle.host(in: app) else { return (nil, nil) }
        guard let responder = app.firstResponder, app.isDescendant(responder, of: host) else { return (host, nil) }
        if TreeOracle.scrollsItself(responder, in: app, host: host) { return (host, responder) }
        return (host, TreeOracle.scrollView(revealing: responder, in: app, host: host))
    }

    func writesOnlyItsOwn() -> String? {
        if live.window != app.window { return "the window moved from \(app.window) to \(live.window)" }
        let (host, container) = owned
        for (mine, theirs) in zip(settled.nodes, app.nodes) where mine != theirs {
            var allowed = theirs
            // The shift is a vertical translation after the app's transform: nothing else of it.
            if mine.id == host {
                allowed.transform.translationY = mine.transform.translationY
                // Until UIKit's next call a container's frame layout through the shift leaves the
                // centre raised by it (the container's doing, not the adapter's).
                let shift = mine.transform.translationY - theirs.transform.translationY
                if behind, abs(mine.center.x - theirs.center.x) <= TreeChecker.epsilon,
                    abs(mine.center.y - (theirs.center.y - shift)) <= TreeChecker.epsilon
                {
                    allowed.center = mine.center
                }
            }
            // The keyboard's overlap goes to the bottom insets; the engine scrolls vertically only.
            if mine.id == container || (behind && mine.id == containerAtLastCall), var scroll = theirs.kind.scrolling,
                let written = mine.kind.scrolling
            {
                scroll.contentInset.bottom = written.contentInset.bottom
                scroll.indicatorInset.bottom = written.indicatorInset.bottom
                allowed.kind = theirs.kind.scrolling(scroll)
                // Not under the user's finger: a write there stops the scroll.
                if !scroll.isUserScrolling { allowed.bounds.origin.y = mine.bounds.origin.y }
            }
            if mine != allowed { return "\(mine.id) changed: app has \(theirs), live \(mine)" }
        }
        return nil
    }

    func readsUnshifted() -> String? {
        let shifted = try? adapter.scene(of: settled)
        let own = try? adapter.scene(of: app)
        guard shifted != own else { return nil }
        guard let shifted, let own else { return "reading the live tree or the app's threw" }
        return "reading the live tree gives \(Self.difference(shifted, own))"
    }

    /// The first part two scenes differ in, as `what: live ..., where the app's tree gives ...`.
    static func difference(_ live: Scene, _ app: Scene) -> String {
        let parts: [(String, String, String)] = [
            ("the window", "\(live.window)", "\(app.window)"),
            ("the host frame", "\(live.hostFrame)", "\(app.hostFrame)"),
            ("the host's safe area", "\(live.hostSafeArea)", "\(app.hostSafeArea)"),
            ("the bars", "\(live.bars)", "\(app.bars)"),
        ]
        for (what, a, b) in parts where a != b { return "\(what) \(a) where the app's tree gives \(b)" }
        for (a, b) in zip(live.fields, app.fields) where a != b {
            return "\(a.id) at \(a.frame) (\(a.kind)) where the app's tree gives \(b.frame) (\(b.kind))"
        }
        for (a, b) in zip(live.containers, app.containers) where a != b {
            return
                "\(a.id) at \(a.frame), offset \(a.contentOffset), inset \(a.contentInset) where the app's tree gives \(b.frame), offset \(b.contentOffset), inset \(b.contentInset)"
        }
        return
            "\(live.fields.count) fields and \(live.containers.count) containers where the app's tree gives \(app.fields.count) and \(app.containers.count)"
    }

    func idempotent() -> String? {
        var copy = adapter
        var again = live
        do { _ = try copy.handle(.treeChanged, in: &again) } catch {
            return "handling the same tree again threw \(error)"
        }
        return again.settled(toward: live) == live
            ? nil : "handling the same tree again changed it: \(difference(again, live))"
    }

    func noDoubleShift() -> String? {
        var fresh = app
        do {
            var other = try make.make(app, configuration)
            let event: AdapterEvent
            if !facts.attached {
                event = .disappear
            } else if let keyboard = facts.keyboard {
                event = .keyboard(keyboard)
            } else {
                event = .treeChanged
            }
            _ = try other.handle(event, in: &fresh)
        } catch { return "a fresh adapter on the app's tree threw \(error)" }
        return live.settled(toward: fresh) == fresh ? nil : "a fresh adapter makes \(difference(fresh, live))"
    }

    func restoresAppValues() -> String? {
        guard !facts.attached || facts.keyboard == nil else { return nil }
        return settled == app ? nil : "after the hide the tree is not the app's: \(difference(app, live))"
    }

    /// The first view that differs, as `view N: expected ..., live ...`.
    func difference(_ expected: ViewTree, _ actual: ViewTree) -> String {
        if expected.window != actual.window { return "window \(expected.window), live \(actual.window)" }
        for (a, b) in zip(expected.nodes, actual.nodes) where a != b { return "\(a.id): \(a) where live has \(b)" }
        return "the trees differ outside their views"
    }
}
