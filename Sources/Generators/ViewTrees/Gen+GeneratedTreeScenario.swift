import AvoidCore
import PropertyKit
import ViewTree

extension Gen where Value == GeneratedTreeScenario {
    /// A generated screen (`Gen.screen`) and a story on it: focus and the keyboard in either
    /// order, focus changes, keyboard height changes, the app changing insets and its transform
    /// and the user scrolling while the keyboard is up, hide and show cycles, the view leaving
    /// and coming back, editing ending before the keyboard hides, the device turning, ending with a hide. Labelled with `situations`.
    public static var treeScenario: Gen<GeneratedTreeScenario> {
        Gen { source in try GeneratedTreeScenario.draw(from: &source, lifecycle: false) }.labelled {
            $0.situations.map(\.rawValue)
        }
    }

    /// The same stories with what UIKit does around a shell as well: a superview's frame layout of
    /// the host, an interactive pop cancelled or completed and the view's return, a view no model
    /// can hold appearing anywhere, text selected in a read-only text view; ending with a hide,
    /// its did-notification drawn. For judging the UIKit shell on fake views.
    public static var shellScenario: Gen<GeneratedTreeScenario> {
        Gen { source in try GeneratedTreeScenario.draw(from: &source, lifecycle: true) }.labelled {
            $0.situations.map(\.rawValue)
        }
    }
}

extension GeneratedTreeScenario {
    static func draw(from source: inout Source, lifecycle: Bool) throws -> GeneratedTreeScenario {
        let plan = try TreePlan.draw(from: &source)
        var tree = try plan.tree
        // Around a shell, one view may keep itself clear of the keyboard (UIKit's own avoiders,
        // an app's exclusion).
        // Its host, so marked, is on an iPad a form or page sheet UIKit slides up itself.
        if lifecycle, try source.drawFlag(1, in: 3) {
            let view = try source.alternative(Weights([1, 1])) { source, kind in
                kind == 0
                    ? try source.element(of: tree.nodes).id
                    : tree.nodes.last(where: \.isControllerRoot)?.id ?? tree.nodes[0].id
            }
            try tree.update(view) { $0.avoidsKeyboardItself = true }
        }
        // UIKit decides by heuristics of its own which behaviour a scroll view gets (what counts as a
        // controller's content, say), so the part it adds to one may not be the model's.
        let scrollViews = tree.nodes.filter { $0.kind.scroll != nil }
        if lifecycle, !scrollViews.isEmpty, try source.drawFlag(1, in: 3) {
            let scroll = try source.element(of: scrollViews)
            var applied = scroll.kind.scroll ?? ScrollGeometry(contentSize: .zero)
            applied.adjustment = try source.element(of: InsetAdjustmentBehavior.allCases)
            applied.isControllerContent = try source.drawFlag(1, in: 2)
            applied.contentInset = .zero
            var reported = scroll.kind.scroll ?? applied
            reported.systemInset = applied.adjustedInset(
                size: scroll.bounds.size, safeArea: try tree.safeAreaInsets(of: scroll.id))
            try tree.update(scroll.id) { $0.kind = .scrollView(reported) }
        }
        // A scroll view the user cannot scroll (a self-sizing table inside a form) reveals nothing.
        if lifecycle, !scrollViews.isEmpty, try source.drawFlag(1, in: 4) {
            let scroll = try source.element(of: scrollViews).id
            try tree.update(scroll) { node in
                guard var geometry = node.kind.scroll else { return }
                geometry.isScrollEnabled = false
                node.kind = .scrollView(geometry)
            }
        }
        // The screen may sit in a plain container view (a custom container's), so that the host
        // has superviews no bar accounts for.
        if lifecycle, try source.drawFlag(1, in: 4) {
            let container = ViewID((tree.nodes.map(\.id.rawValue).max() ?? 0) + 1)
            var nodes = [ViewNode(id: container, parent: nil, frame: Rect(origin: .zero, size: tree.window.size))]
            for var node in tree.nodes {
                if node.parent == nil { node.parent = container }
                nodes.append(node)
            }
            tree = try ViewTree(
                screen: tree.screen, screenSafeArea: tree.screenSafeArea, window: tree.window, nodes: nodes,
                firstResponder: tree.firstResponder, host: tree.host)
        }
        // And the window may hold views beside the screen: a floating button with its label.
        if lifecycle, try source.drawFlag(1, in: 3) {
            let button = ViewID((tree.nodes.map(\.id.rawValue).max() ?? 0) + 1)
            let label = ViewID(button.rawValue + 1)
            tree = try ViewTree(
                screen: tree.screen, screenSafeArea: tree.screenSafeArea, window: tree.window,
                nodes: tree.nodes + [
                    ViewNode(id: button, parent: nil, frame: Rect(x: 16, y: 120, width: 56, height: 56)),
                    ViewNode(id: label, parent: button, frame: Rect(x: 8, y: 18, width: 40, height: 20)),
                ],
                firstResponder: tree.firstResponder, host: tree.host)
        }
        let fields = tree.nodes.filter(\.kind.isTextInput).map(\.id)
        let textViews = tree.nodes.filter { if case .textView = $0.kind { return true } else { return false } }.map(
            \.id)
        let scrolls = tree.nodes.filter { $0.kind.scroll != nil }
        let host = tree.nodes.last(where: \.isControllerRoot)?.id ?? 1
        var device = plan.device
        // The host as the app has it, for a superview's frame layout.
        var hostNode = tree[host]
        // Begin frames as UIKit sends them: a show rises from below the screen, a change starts
        // where the keyboard is, a hide (and its did-hide) from where it was shown.
        var shown: Rect?
        var hiddenFrom: Rect?
        func keyboard(_ phase: KeyboardPhase, _ source: inout Source) throws -> TreeStep {
            let hide = device.screen.height
            if phase.isHide {
                let frame = KeyboardPlan.offscreen.frame(on: device)
                let end = frame.offsetBy(dx: 0, dy: hide - frame.minY)
                hiddenFrom = shown ?? hiddenFrom
                shown = nil
                return .keyboard(KeyboardEvent(phase: phase, beginFrame: hiddenFrom ?? end, endFrame: end))
            }
            let plan = try source.alternative(Weights([5, 1])) { source, kind in
                kind == 0
                    ? KeyboardPlan.docked(try source.element(of: KeyboardPlan.DockedHeight.allCases))
                    : try KeyboardPlan.draw(from: &source)
            }
            let end = plan.frame(on: device)
            let begin = shown ?? KeyboardEvent.below(end, on: device.screen)
            shown = end
            return .keyboard(KeyboardEvent(phase: phase, beginFrame: begin, endFrame: end))
        }
        // An offset the user scrolls a scroll view to: its own horizontal one, a drawn share of
        // its vertical range.
        func offset(in view: ViewNode, _ source: inout Source) throws -> Point {
            let range = max(0, (view.kind.scroll?.contentSize.height ?? 0) - view.bounds.height)
            let y = (range * Double(try source.drawInteger(IntegerEncoding(0...100))) / 100).rounded()
            return Point(x: view.bounds.minX, y: y)
        }
        var steps: [TreeStep] = []
        // Whether a container set the host's frame since the last call a shell answers.
        func hostLaidOutSinceTheLastAnswer() -> Bool {
            for step in steps.reversed() {
                if case .frame = step { return true }
                if step.callsFromUIKit.contains(where: \.isAnswered) { return false }
            }
            return false
        }
        try source.span(.input) { source in
            let first = try source.element(of: fields)
            let show = try keyboard(.willShow, &source)
            steps += try source.drawFlag(1, in: 3) ? [show, .focus(first)] : [.focus(first), show]
        }
        try source.unfold(count: 0...6) { source in
            try source.span(.input) { source in
                let weights =
                    lifecycle
                    ? Weights([3, 2, 2, 2, 1, 1, 1, 1, 2, 1, 2, 2, 2, 1, 2, 1, 1, 1, 2, 1, 2, 2])
                    : Weights([3, 2, 2, 2, 1, 1, 1, 1, 1, 1])
                try source.alternative(weights) { source, kind in
                    switch kind {
                    case 0: steps.append(.focus(try source.element(of: fields)))
                    case 1: steps.append(try keyboard(.willChangeFrame, &source))
                    case 2:
                        guard let view = try scrolls.isEmpty ? nil : source.element(of: scrolls) else { return }
                        steps.append(
                            .inset(
                                view.id, try source.element(of: [.bottom, .top, .left, .right]),
                                by: try source.element(of: [23, -13, 61])))
                    case 3:
                        guard let view = try scrolls.isEmpty ? nil : source.element(of: scrolls) else { return }
                        steps.append(.scroll(view.id, to: try offset(in: view, &source)))
                    case 4:
                        // Around a shell, not between a container's frame layout and UIKit's next
                        // call: a frame set before the app's transform cancels the shift and one set
                        // after it does not, and no shell can tell the two orders apart.
                        if lifecycle && hostLaidOutSinceTheLastAnswer() { return }
                        let transform = try source.element(of: [
                            Transform.identity, Transform(translationY: 30), Transform(scaleX: 0.9, scaleY: 0.9),
                        ])
                        steps.append(.transform(host, transform))
                        hostNode?.transform = transform
                    case 5:
                        guard let view = try textViews.isEmpty ? nil : source.element(of: textViews) else { return }
                        let y = Double(try source.drawInteger(IntegerEncoding(0...100)))
                        steps.append(.caret(view, Rect(x: 8, y: y, width: 2, height: 20)))
                    case 6: steps += [try keyboard(.willHide, &source), try keyboard(.willShow, &source)]
                    case 7: steps += [.focus(nil), try keyboard(.willHide, &source)]
                    case 8:
                        // The device turns: the same views laid out on the turned screen, then
                        // the keyboard's frame for it.
                        var turned = plan
                        turned.device = device.rotated
                        device = turned.device
                        let laidOut = try turned.tree
                        guard lifecycle, let app = hostNode, var placed = laidOut[host] else {
                            hostNode?.center = laidOut[host]?.center ?? .zero
                            hostNode?.bounds.size = laidOut[host]?.bounds.size ?? .zero
                            steps += [.layout(laidOut), try keyboard(.willChangeFrame, &source)]
                            return
                        }
                        // Around a shell, as UIKit turns it: the views inside are laid out anew and
                        // the container sets the host's frame, through whatever transform it
                        // carries, telling the shell nothing. Whether the keyboard's hide and show
                        // for the new screen come before, between or after is not documented.
                        placed.transform = app.transform
                        hostNode?.center = placed.center
                        hostNode?.bounds.size = placed.bounds.size
                        let layout: [TreeStep] = [.layoutInside(laidOut, keeping: host), .frame(host, placed.frame)]
                        switch try source.drawInteger(IntegerEncoding(0...4)) {
                        case 0: steps += layout + [try keyboard(.willChangeFrame, &source)]
                        case 1:
                            steps += [try keyboard(.willHide, &source)] + layout + [try keyboard(.willShow, &source)]
                        case 2:
                            steps += [layout[0], try keyboard(.willHide, &source), layout[1]]
                            steps.append(try keyboard(.willShow, &source))
                        case 3: steps += layout + [try keyboard(.willHide, &source), try keyboard(.willShow, &source)]
                        default:
                            steps += [try keyboard(.willHide, &source), try keyboard(.willShow, &source)] + layout
                        }
                    case 9: steps += [.disappear, .appear, try keyboard(.willShow, &source)]
                    case 10:
                        // A container lays the host out by its frame, at times a host the app scales
                        // (whose frame is then not its bounds) or moves by a transform of its own.
                        if try source.drawFlag(1, in: 3), !(lifecycle && hostLaidOutSinceTheLastAnswer()) {
                            let own = try source.element(of: [
                                Transform(scaleX: 0.9, scaleY: 0.9), Transform(translationY: 30),
                            ])
                            steps.append(.transform(host, own))
                            hostNode?.transform = own
                        }
                        guard let hostNode else { return }
                        steps.append(.frame(host, hostNode.frame))
                    case 11: steps += [.popStarted, .popCancelled]
                    case 12:
                        // A swipe back that completes; the app may reset a scroll view as it leaves.
                        var leave = TreeStep.disappear
                        if let scroll = try scrolls.isEmpty || !source.drawFlag(1, in: 2)
                            ? nil : source.element(of: scrolls)
                        {
                            leave = .disappearResetting(scroll.id, try source.element(of: TreeStep.Reset.allCases))
                        }
                        steps += [.popStarted, leave, .appear]
                    case 13: steps.append(.hugeView(in: try source.element(of: tree.nodes).id))
                    case 14: steps += [.selectReadOnlyText(in: host), try keyboard(.willHide, &source)]
                    case 15: steps.append(.flip(host))
                    case 16:
                        // Stage Manager on an external display: a keyboard shown on the other screen.
                        let end = KeyboardPlan.docked(try source.element(of: KeyboardPlan.DockedHeight.allCases))
                            .frame(on: device)
                        let begin = KeyboardEvent.below(end, on: device.screen)
                        steps.append(
                            .keyboardOnAnotherScreen(KeyboardEvent(phase: .willShow, beginFrame: begin, endFrame: end)))
                    case 18:
                        // The user scrolls with a finger (a touch, a drag or a flick); with the
                        // keyboard's dismiss mode `.onDrag` UIKit ends editing and hides it from here.
                        let scrollable = scrolls.filter { $0.kind.scroll?.isScrollEnabled == true }
                        guard let view = try scrollable.isEmpty ? nil : source.element(of: scrollable) else { return }
                        let motion = try source.alternative(Weights([1, 2, 1])) { source, kind -> TreeStep in
                            switch kind {
                            case 0: return .drag(view.id, to: nil)
                            case 1: return .drag(view.id, to: try offset(in: view, &source))
                            default: return .flick(view.id, to: try offset(in: view, &source))
                            }
                        }
                        steps.append(motion)
                        // A touch that ends before UIKit's next call leaves no trace a shell is told
                        // of when it moves nothing, or ends on the offset the shell wrote: around a
                        // shell, the finger is heard while it is on.
                        if try source.drawFlag(1, in: 2) || lifecycle {
                            steps += [.focus(nil), try keyboard(.willHide, &source)]
                        }
                        if try source.drawFlag(1, in: 2) { steps.append(.letGo(view.id)) }
                    case 19:
                        // A container gives the host a frame of another size without a rotation:
                        // a toolbar shown below it, a sheet's smaller detent, a narrower Split View.
                        guard var app = hostNode else { return }
                        var frame = app.frame
                        switch try source.drawInteger(IntegerEncoding(0...2)) {
                        case 0: frame.size.height -= 44
                        case 1:
                            frame.origin.y += 100
                            frame.size.height -= 100
                        default: frame.size.width = (frame.width * 0.6).rounded()
                        }
                        steps.append(.frame(host, frame))
                        app.setFrame(frame)
                        hostNode = app
                        if try source.drawFlag(1, in: 2) { steps.append(try keyboard(.willChangeFrame, &source)) }
                    case 20:
                        // The keyboard is the system's: it changes while the view is away, is shown
                        // for a screen that focuses its field as it comes back (before or after
                        // UIKit puts it into its window), or stays up across a full-screen modal.
                        try source.alternative(Weights([1, 1, 2, 1])) { source, kind in
                            switch kind {
                            case 0: steps += [.disappear, .appear]
                            case 1:
                                let phase = try source.element(of: [
                                    KeyboardPhase.willHide, .willShow, .willChangeFrame,
                                ])
                                steps += [.disappear, try keyboard(phase, &source), .appear]
                            case 2:
                                steps += [.disappear, .willAppear, try keyboard(.willShow, &source), .didAppear]
                            default:
                                steps += [.disappear, try keyboard(.willShow, &source), .willAppear, .didAppear]
                            }
                        }
                    case 21:
                        // An interactive pop: UIKit resigns the first responder as the swipe starts
                        // and restores it when the swipe is cancelled.
                        let field = try source.element(of: fields)
                        steps += [.focus(nil), try keyboard(.willHide, &source), .popStarted, .popCancelled]
                        steps +=
                            try source.drawFlag(1, in: 2)
                            ? [.focus(field), try keyboard(.willShow, &source)]
                            : [try keyboard(.willShow, &source), .focus(field)]
                    default:
                        // A view holding a field, scaled to nothing on one axis by the app.
                        let field = try source.element(of: fields)
                        let holders = ([field] + tree.ancestors(of: field)).filter {
                            $0 == host || tree.isDescendant($0, of: host)
                        }
                        guard !holders.isEmpty else { return }
                        steps.append(
                            .collapse(try source.element(of: holders), try source.element(of: TreeStep.Axis.allCases)))
                    }
                }
            }
        }
        steps.append(try keyboard(.willHide, &source))
        if try !lifecycle || source.drawFlag(1, in: 2) { steps.append(try keyboard(.didHide, &source)) }
        return GeneratedTreeScenario(plan: plan, episode: TreeScenario(tree: tree, steps: steps))
    }
}
