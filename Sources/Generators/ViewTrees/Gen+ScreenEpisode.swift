import AvoidCore
import AvoidanceModels
import PropertyKit
import TreeEpisodes
import ViewTree

extension Gen where Value == ScreenEpisode {
    /// A generated screen (`Gen.screen`) and a story on it: focus and the keyboard in either
    /// order, focus changes, keyboard height changes, the app changing insets and its transform
    /// and the user scrolling while the keyboard is up, hide and show cycles, the view leaving
    /// and coming back, editing ending before the keyboard hides, the device turning, ending with a hide. Labelled with `situations`.
    public static var screenEpisode: Gen<ScreenEpisode> {
        Gen { source in try ScreenEpisode.draw(from: &source) }.labelled(\.situations)
    }
}

extension ScreenEpisode {
    static func draw(from source: inout Source) throws -> ScreenEpisode {
        let plan = try ScreenPlan.draw(from: &source)
        let tree = try plan.tree
        let fields = tree.nodes.filter(\.kind.isTextInput).map(\.id)
        let textViews = tree.nodes.filter { if case .textView = $0.kind { return true } else { return false } }.map(
            \.id)
        let scrolls = tree.nodes.filter { $0.kind.scroll != nil }
        let host = tree.nodes.last(where: \.isControllerRoot)?.id ?? 1
        var device = plan.device
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
        var steps: [TreeStep] = []
        try source.span(.input) { source in
            let first = try source.element(of: fields)
            let show = try keyboard(.willShow, &source)
            steps += try source.drawFlag(1, in: 3) ? [show, .focus(first)] : [.focus(first), show]
        }
        try source.unfold(count: 0...6) { source in
            try source.span(.input) { source in
                try source.alternative(Weights([3, 2, 2, 2, 1, 1, 1, 1, 1, 1])) { source, kind in
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
                        guard let view = try scrolls.isEmpty ? nil : source.element(of: scrolls),
                            let content = view.kind.scroll?.contentSize
                        else { return }
                        let range = max(0, content.height - view.bounds.height)
                        let y = (range * Double(try source.drawInteger(IntegerEncoding(0...100))) / 100).rounded()
                        steps.append(.scroll(view.id, to: Point(x: view.bounds.minX, y: y)))
                    case 4:
                        let transform = try source.element(of: [
                            Transform.identity, Transform(translationY: 30), Transform(scaleX: 0.9, scaleY: 0.9),
                        ])
                        steps.append(.transform(host, transform))
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
                        steps += [.layout(try turned.tree), try keyboard(.willChangeFrame, &source)]
                    default: steps += [.disappear, .appear, try keyboard(.willShow, &source)]
                    }
                }
            }
        }
        steps += [try keyboard(.willHide, &source), try keyboard(.didHide, &source)]
        return ScreenEpisode(plan: plan, episode: TreeEpisode(tree: tree, steps: steps))
    }
}
