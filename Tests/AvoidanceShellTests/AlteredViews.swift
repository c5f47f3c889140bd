import AvoidCore
import AvoidanceShell
import FakeUIKit
import ViewTree

/// Fake views with what a `ViewTree` cannot hold: a host whose transform has a linear part the
/// model does not read (a rotation, a flip), a view whose geometry is not finite, or UIKit's
/// scrolling flags, a controller's presentation and a class name in any combination.
struct AlteredViews: LiveViews {
    var base: FakeViews
    /// The host's transform's linear part `(a, b, c, d)`, kept here; its translation is the base's.
    var hostLinear: (a: Double, b: Double, c: Double, d: Double) = (1, 0, 0, 1)
    /// Views whose centre reads as not finite.
    var unreadable: Set<ViewID> = []
    /// Scroll views reporting UIKit's three scrolling flags as given: tracking, dragging, decelerating.
    var scrolling: [ViewID: (Bool, Bool, Bool)] = [:]
    /// Views reporting a presentation of their own, in place of the base's.
    var presentations: [ViewID: LivePresentation] = [:]
    /// Scroll views reporting a class name of their own.
    var classNames: [ViewID: String] = [:]

    var window: LiveWindow? { base.window }
    var host: ViewID? { base.host }
    func subviews(of view: ViewID?) -> [ViewID] { base.subviews(of: view) }
    func id(of view: ViewID) -> ViewID { view }
    func caret(of view: ViewID) -> Rect? { base.caret(of: view) }

    func facts(of view: ViewID) -> LiveViewFacts {
        var facts = base.facts(of: view)
        if view == base.hostView {
            let t = facts.transform
            facts.transform = LiveTransform(
                a: hostLinear.a, b: hostLinear.b, c: hostLinear.c, d: hostLinear.d, tx: t.tx, ty: t.ty)
        }
        if unreadable.contains(view) { facts.center.y = .nan }
        if let presentation = presentations[view] { facts.presentation = presentation }
        if let name = classNames[view], case .scrollView(var scroll) = facts.role {
            scroll.className = name
            facts.role = .scrollView(scroll)
        }
        if let (tracking, dragging, decelerating) = scrolling[view], case .scrollView(var scroll) = facts.role {
            (scroll.isTracking, scroll.isDragging, scroll.isDecelerating) = (tracking, dragging, decelerating)
            facts.role = .scrollView(scroll)
        }
        return facts
    }

    mutating func apply(_ write: LiveWrite, to view: ViewID) {
        var write = write
        if view == base.hostView, let t = write.transform {
            hostLinear = (t.a, t.b, t.c, t.d)
            write.transform = LiveTransform(a: 1, b: 0, c: 0, d: 1, tx: t.tx, ty: t.ty)
        }
        base.apply(write, to: view)
    }
}
