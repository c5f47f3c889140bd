import AvoidCore
import TreeAvoidance
import ViewTree

/// The UIKit shell's every decision, on any `LiveViews`: when to hand the adapter an appearance
/// or a disappearance, what of the window to read, what to write back and how to leave nothing
/// on screen when a read fails. `KeyboardAvoidance` only forwards UIKit's calls to it.
///
/// Each entry point returns the adapter's step, or `nil` when nothing ran (no window).
/// - Throws: `AdapterError` when the views could not be read or the engine refused; everything
///   the shell had written is then given back, and the next read starts afresh.
public struct AvoidanceShell<Views: LiveViews> {
    /// The last tree written and the views it was read from: what a failed read restores.
    struct Written {
        var tree: ViewTree
        var views: [ViewID: Views.View]
    }

    /// The engine's configuration.
    public let configuration: Configuration
    package let rules: ShellRules
    /// The adapter, made at the first read.
    public internal(set) var adapter: TreeAvoidance<AvoidanceEngine>?
    var written: Written?
    /// The last keyboard notification posted while the view was in no window (away, or coming
    /// back before UIKit puts it into its window): the keyboard is the system's, so the next read
    /// hands it to the adapter before its own event.
    public private(set) var keyboardWhileAway: KeyboardEvent?
    /// The screen of the window the host was last read in: out of its window, a notification
    /// for another screen is still another screen's.
    var lastScreenID: Int?

    /// A shell for a host with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, rules: .uikit)
    }

    package init(configuration: Configuration, rules: ShellRules) {
        self.configuration = configuration
        self.rules = rules
    }

    /// `viewWillAppear`: nothing yet, since a returning view is not in its window before
    /// `viewDidAppear`.
    public mutating func willAppear(in views: inout Views) throws(AdapterError) -> AdapterStep? {
        guard rules.appearNeedsWindow else { return nil }
        return try handle(.appear, in: &views)
    }

    /// `viewDidAppear`: the view is in its window; decisions resume, avoiding the keyboard on
    /// screen now. A cancelled interactive pop appears again, never having left.
    public mutating func didAppear(in views: inout Views) throws(AdapterError) -> AdapterStep? {
        guard !rules.appearNeedsWindow else { return nil }
        // The planted mistake: back from "no keyboard" (an adapter made afresh) when nothing of it
        // is on screen, whatever keyboard is.
        if rules.forgetsKeyboardWhileAway, adapter?.ledger.isEmpty == true { adapter = nil }
        return try handle(.appear, in: &views)
    }

    /// `viewWillDisappear`: everything goes back, unless the user is popping interactively,
    /// which can still be cancelled with the keyboard up.
    public mutating func willDisappear(in views: inout Views, interactive: Bool) throws(AdapterError)
        -> AdapterStep?
    {
        if interactive && !rules.restoresAtInteractiveStart { return nil }
        return try handle(.disappear, in: &views)
    }

    /// `viewDidDisappear`: whatever is still written (an interactive pop went through) goes back,
    /// read from the window if the view is still in one, else directly.
    public mutating func didDisappear(in views: inout Views) throws(AdapterError) -> AdapterStep? {
        if rules.appearNeedsWindow { return nil }
        if views.window != nil { return try handle(.disappear, in: &views) }
        return disappearDirectly(&views)
    }

    /// One of the six keyboard notifications, posted for `screen` (the identity of its object: from
    /// iOS 16.1 the screen the keyboard appears on, before that `nil`). A keyboard on another
    /// screen than the window's (Stage Manager on an external display) covers nothing here.
    public mutating func keyboard(_ event: KeyboardEvent, onScreen screen: Int? = nil, in views: inout Views)
        throws(AdapterError) -> AdapterStep?
    {
        if !rules.hearsEveryScreen, let screen, let own = views.window?.screenID ?? lastScreenID, screen != own {
            return nil
        }
        guard views.window != nil else {
            // Away, or not yet back in the window: kept for the next read (the last one is what
            // is on screen).
            if !rules.forgetsKeyboardWhileAway { keyboardWhileAway = event }
            return nil
        }
        return try handle(.keyboard(event), in: &views)
    }

    /// The views changed: editing began or ended, text changed, the host laid out, or the app
    /// asked for a new read.
    public mutating func viewsChanged(in views: inout Views) throws(AdapterError) -> AdapterStep? {
        try handle(.treeChanged, in: &views)
    }

    /// Reads, hands the adapter `event`, writes what changed.
    private mutating func handle(_ event: AdapterEvent, in views: inout Views) throws(AdapterError)
        -> AdapterStep?
    {
        guard let window = views.window, let host = views.host else { return nil }
        lastScreenID = window.screenID
        do throws(AdapterError) {
            undoFrameLayoutOfTheHost(in: &views)
            if !rules.readsShiftedSafeArea { unshift(host, in: &views) }
            let reading = try read(views, window: window, host: host)
            var adapter: TreeAvoidance<AvoidanceEngine>
            if let existing = self.adapter {
                adapter = existing
            } else {
                adapter = try TreeAvoidance(tree: reading.tree, configuration: configuration)
            }
            var tree = reading.tree
            var inputs: [Input] = []
            if let away = keyboardWhileAway {
                inputs = try adapter.handle(.keyboard(away), in: &tree).inputs
            }
            let step = try adapter.handle(event, in: &tree)
            Self.write(tree, over: reading.tree, liveTransforms: reading.transforms, to: reading.views, in: &views)
            self.adapter = adapter
            written = Written(tree: tree, views: reading.views)
            keyboardWhileAway = nil
            return AdapterStep(scene: step.scene, inputs: inputs + step.inputs, decision: step.decision)
        } catch {
            restoreDirectly(&views)
            throw error
        }
    }
}

extension AvoidanceShell: Sendable where Views.View: Sendable {}
extension AvoidanceShell.Written: Sendable where Views.View: Sendable {}
