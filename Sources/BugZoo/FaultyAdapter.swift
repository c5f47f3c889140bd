import AvoidCore
import TreeAvoidance
import ViewTree

/// AvoidKit's adapter with one fault: the same steps, with the fault's reading or writing in place.
package struct FaultyAdapter: ViewTreeAdapter {
    package let fault: AdapterFault
    private var inner: TreeAvoidance<AvoidanceEngine>
    /// What the fault wrote over the inner adapter's writing, so it can be put back before the
    /// inner adapter reads again: the host's transform (fault's, inner's) and the window's move.
    private var disguise: (host: ViewID, fault: Transform, inner: Transform)?
    private var windowMove = 0.0
    /// The insets saved when a scroll view was first adjusted (`restoresStaleInset`).
    private var saved: [ViewID: EdgeInsets] = [:]

    package init(fault: AdapterFault, tree: ViewTree, configuration: Configuration) throws(AdapterError) {
        self.fault = fault
        var configuration = configuration
        if fault == .ignoresKeyboardDistance { configuration.keyboardDistance = 0 }
        inner = try TreeAvoidance(tree: tree, configuration: configuration)
    }

    package mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        if fault == .requiresFirstResponder, tree.firstResponder == nil { throw .noHostView }
        var working = undisguised(tree)
        let found = tree
        let step = try inner.handle(measured(event), in: &working, reading: reading(of: working))
        disguise = nil
        windowMove = 0
        switch fault {
        case .overwritesAppTransform:
            if let host = try? TreeReading.host(of: working), let written = working[host]?.transform {
                let own = Transform(translationY: step.decision.hostOffset)
                try? working.update(host) { $0.transform = own }
                disguise = (host, own, written)
            }
        case .accumulatesShift:
            if let change = inner.ledger.host, let before = found[change.view]?.transform {
                let own = before.concatenating(Transform(translationY: step.decision.hostOffset))
                try? working.update(change.view) { $0.transform = own }
                disguise = (change.view, own, change.written)
            }
        case .shiftsWindow:
            if let change = inner.ledger.host {
                try? working.update(change.view) { $0.transform = change.app }
                disguise = (change.view, change.app, change.written)
                windowMove = step.decision.hostOffset
                try? working.setWindow(working.window.offsetBy(dx: 0, dy: windowMove))
            }
        case .restoresStaleInset:
            let adjusted = Set(inner.ledger.scrolls.map(\.view))
            for change in inner.ledger.scrolls where saved[change.view] == nil { saved[change.view] = change.appInset }
            for (view, inset) in saved where !adjusted.contains(view) {
                if let kind = working[view]?.kind, var scroll = kind.scrolling {
                    scroll.contentInset = inset
                    try? working.update(view) { $0.kind = kind.scrolling(scroll) }
                }
                saved[view] = nil
            }
        default: break
        }
        tree = working
        return step
    }

    package func scene(of tree: ViewTree) throws(AdapterError) -> Scene {
        try reading(of: undisguised(tree)).scene
    }

    /// The event as the fault reads it: `measuresBeginFrame` takes the begin frame for the end.
    private func measured(_ event: AdapterEvent) -> AdapterEvent {
        guard fault == .measuresBeginFrame, case .keyboard(var keyboard) = event else { return event }
        keyboard.endFrame = keyboard.beginFrame
        return .keyboard(keyboard)
    }

    /// The tree as the inner adapter left it.
    private func undisguised(_ tree: ViewTree) -> ViewTree {
        var tree = tree
        if windowMove != 0 { try? tree.setWindow(tree.window.offsetBy(dx: 0, dy: -windowMove)) }
        if let disguise, tree[disguise.host]?.transform == disguise.fault {
            try? tree.update(disguise.host) { $0.transform = disguise.inner }
        }
        return tree
    }

    /// The reading the fault makes of the live tree.
    private func reading(of tree: ViewTree) throws(AdapterError) -> TreeReading {
        let app = inner.ledger.unapplied(tree)
        switch fault {
        case .readsShiftedFrames: return try TreeReading(tree: tree)
        case .convertsThroughScreen:
            var reading = try TreeReading(tree: app)
            reading.scene.window.origin = .zero
            return reading
        case .ignoresAdjustedInset:
            var reading = try TreeReading(tree: app)
            for (i, container) in reading.scene.containers.enumerated() {
                guard let view = reading.containers[container.id],
                    let raw = app[view.view]?.kind.scrolling?.contentInset
                else { continue }
                reading.scene.containers[i].contentInset = EdgeInsets(
                    top: raw.top * view.scaleY, left: raw.left * view.scaleX, bottom: raw.bottom * view.scaleY,
                    right: raw.right * view.scaleX)
            }
            return reading
        case .ignoresCaret:
            var reading = try TreeReading(tree: app)
            for i in reading.scene.fields.indices {
                // A field read whole scrolls nothing of its own.
                reading.scene.fields[i].kind = .singleLine
                reading.scene.fields[i].ownContainer = nil
            }
            return reading
        case .ignoresIntermediateScrollOffset:
            var flat = app
            for node in app.nodes where node.kind.scroll != nil {
                let holdsScrollView = app.nodes.contains { other in
                    other.id != node.id && other.kind.scroll != nil && app.isDescendant(other.id, of: node.id)
                }
                if holdsScrollView { try? flat.update(node.id) { $0.bounds.origin = .zero } }
            }
            return try TreeReading(tree: flat)
        case .outermostControllerHost: return try TreeReading(tree: app, rules: .outermostControllerHost)
        case .outerScrollViewContainer: return try TreeReading(tree: app, rules: .outerScrollViewContainer)
        case .ignoresHiddenAncestor: return try TreeReading(tree: app, rules: .ignoresHiddenAncestor)
        default: return try TreeReading(tree: app)
        }
    }
}
