import AvoidCore
import AvoidanceShell
import Generators
import TreeAvoidance
import ViewTree

/// The code apps run, judged like the model: the UIKit shell's platform-free core on fake UIKit
/// views, turning each step into UIKit's calls in UIKit's order (a returning `viewWillAppear`
/// without a window, a frame layout that cancels the shift, a pop cancelled with the keyboard
/// up), then showing the judge the views as the shell left them.
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

    /// Turns `step` into UIKit's calls on the fake views and shows the judge the result.
    public mutating func handle(_ step: TreeStep, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        views.tree = tree
        defer { tree = views.tree }
        var steps: [AdapterStep?] = []
        switch step {
        case .keyboard(let event): steps.append(try shell.keyboard(event, onScreen: FakeViews.screen, in: &views))
        case .keyboardOnAnotherScreen(let event):
            steps.append(try shell.keyboard(event, onScreen: FakeViews.otherScreen, in: &views))
        case .appear:
            // UIKit puts a returning view back into its window between the two calls.
            views.isInWindow = false
            steps.append(try shell.willAppear(in: &views))
            views.isInWindow = true
            steps.append(try shell.didAppear(in: &views))
        case .disappear, .disappearResetting:
            // The app's reset, made in its `viewWillDisappear`, is on the views already.
            if !popping { steps.append(try shell.willDisappear(in: &views, interactive: false)) }
            popping = false
            views.isInWindow = false
            steps.append(try shell.didDisappear(in: &views))
        case .popStarted:
            popping = true
            steps.append(try shell.willDisappear(in: &views, interactive: true))
        case .popCancelled:
            popping = false
            steps.append(try shell.willAppear(in: &views))
            steps.append(try shell.didAppear(in: &views))
        case .hugeView(let parent):
            views.addHugeView(in: parent)
            steps.append(try shell.viewsChanged(in: &views))
        case .selectReadOnlyText(let parent):
            views.selectReadOnlyText(in: parent)
            steps.append(try shell.viewsChanged(in: &views))
        case .focus:
            views.resignReadOnlyText()
            steps.append(try shell.viewsChanged(in: &views))
        case .flip(let view):
            views.flip(view)
            steps.append(try shell.viewsChanged(in: &views))
        case .collapse(let view, let axis):
            views.collapse(view, axis)
            steps.append(try shell.viewsChanged(in: &views))
        case .transform(let view, _):
            views.setByTheApp(view)
            steps.append(try shell.viewsChanged(in: &views))
        case .drag(let view, let offset):
            views.setMotion(offset == nil ? .touched : .dragged, of: view)
            steps.append(try shell.viewsChanged(in: &views))
        case .flick(let view, _):
            views.setMotion(.gliding, of: view)
            steps.append(try shell.viewsChanged(in: &views))
        case .letGo(let view):
            views.setMotion(nil, of: view)
            steps.append(try shell.viewsChanged(in: &views))
        case .caret, .inset, .scroll, .layout, .frame: steps.append(try shell.viewsChanged(in: &views))
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
