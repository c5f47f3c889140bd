import AvoidCore
import AvoidanceShell
import Generators
import TreeAvoidance
import ViewTree

/// The code apps run, judged like the model: the UIKit shell's platform-free core on fake UIKit
/// views, called as UIKit calls it and only then (a returning `viewWillAppear` without a window,
/// a keyboard notification while the view is away, a container's frame layout told to nobody, a
/// pop cancelled with the keyboard up), then showing the judge the views as the shell left them.
public struct ShellAdapter: StepDrivenAdapter {
    package private(set) var shell: AvoidanceShell<FakeViews>
    package private(set) var views: FakeViews
    /// An interactive pop is under way.
    var popping = false

    /// A shell installed on `tree`'s host: the view named, else the view controller whose root
    /// view holds the first responder, or the first text input, as `install(in:)` is called on
    /// the screen's own controller.
    package init(
        tree: ViewTree, configuration: Configuration, rules: ShellRules,
        safeArea: FakeViews.SafeAreaUnderTransform = .frozen
    ) throws(AdapterError) {
        var host = tree.host
        if host == nil, let input = tree.firstResponder ?? tree.nodes.first(where: \.kind.isTextInput)?.id {
            host = tree.ancestors(of: input).first { tree[$0]?.isControllerRoot == true }
        }
        if host == nil { host = try TreeReading.host(of: tree) }
        views = FakeViews(tree, host: host ?? tree.nodes[0].id, safeAreaUnderTransform: safeArea)
        shell = AvoidanceShell(configuration: configuration, rules: rules)
    }

    /// Turns `step` into UIKit's calls on the fake views, and only those (`TreeStep.callsFromUIKit`):
    /// what the app, its containers and the user do changes the views silently, and the next call
    /// the shell gets sees the result. Then shows the judge the views as the shell left them.
    public mutating func handle(_ step: TreeStep, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        views.tree = tree
        defer { tree = views.tree }
        // What UIKit's views report beyond the tree changes with the step, told to nobody.
        switch step {
        case .hugeView(let parent): views.addHugeView(in: parent)
        case .selectReadOnlyText(let parent): views.selectReadOnlyText(in: parent)
        case .focus: views.resignReadOnlyText()
        case .flip(let view): views.flip(view)
        case .collapse(let view, let axis): views.collapse(view, axis)
        case .transform(let view, _): views.setByTheApp(view)
        case .drag(let view, let offset): views.setMotion(offset == nil ? .touched : .dragged, of: view)
        case .flick(let view, _): views.setMotion(.gliding, of: view)
        case .letGo(let view): views.setMotion(nil, of: view)
        default: break
        }
        var steps: [AdapterStep?] = []
        for call in step.callsFromUIKit {
            switch call {
            case .keyboard(let event, let otherScreen):
                let screen = otherScreen ? FakeViews.otherScreen : FakeViews.screen
                steps.append(try shell.keyboard(event, onScreen: screen, in: &views))
            case .editing: steps.append(try shell.viewsChanged(in: &views))
            case .willAppear(let returning):
                // A returning view is put back into its window after `viewWillAppear`.
                if returning { views.isInWindow = false }
                popping = false
                steps.append(try shell.willAppear(in: &views))
                views.isInWindow = true
            case .didAppear: steps.append(try shell.didAppear(in: &views))
            case .willDisappear(let interactive):
                // A swipe back made this call when it began.
                if !interactive && popping { continue }
                popping = interactive
                steps.append(try shell.willDisappear(in: &views, interactive: interactive))
            case .didDisappear:
                popping = false
                views.isInWindow = false
                steps.append(try shell.didDisappear(in: &views))
            }
        }
        return try combined(steps.compactMap { $0 }, tree: views.tree)
    }

    /// An event alone: as its step, a tree change as a new read.
    public mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        switch event {
        case .keyboard(let keyboard): return try handle(TreeStep.keyboard(keyboard), in: &tree)
        case .appear: return try handle(TreeStep.appear, in: &tree)
        case .disappear: return try handle(TreeStep.disappear, in: &tree)
        case .treeChanged:
            views.tree = tree
            defer { tree = views.tree }
            return try combined([try shell.viewsChanged(in: &views)].compactMap { $0 }, tree: views.tree)
        }
    }

    /// The scene the shell's adapter reads from `tree`, its own writes undone.
    public func scene(of tree: ViewTree) throws(AdapterError) -> Scene {
        if let adapter = shell.adapter { return try adapter.scene(of: tree) }
        return try TreeReading(tree: tree).scene
    }

    /// The steps the shell ran, as one: every input in order and the last decision; when it ran
    /// none (no window), the decision standing.
    private func combined(_ steps: [AdapterStep], tree: ViewTree) throws(AdapterError) -> AdapterStep {
        if let last = steps.last {
            return AdapterStep(scene: last.scene, inputs: steps.flatMap(\.inputs), decision: last.decision)
        }
        if let adapter = shell.adapter {
            var decision = adapter.decision
            decision.changed = false
            return AdapterStep(scene: adapter.scene, inputs: [], decision: decision)
        }
        let scene = try scene(of: tree)
        return AdapterStep(
            scene: scene, inputs: [],
            decision: Decision(
                placement: .rest, animation: shell.configuration.defaultAnimation, changed: false, keyboard: .hidden))
    }
}
