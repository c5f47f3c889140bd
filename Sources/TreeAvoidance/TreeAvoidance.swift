import AvoidCore
import ViewTree

/// AvoidKit's adapter: on every event it undoes what it wrote (its ledger), reads the scene
/// from the tree as the app has it, brings the engine up to date (a layout change when the
/// scene differs, a focus change when the first responder does), hands it the event and writes
/// the decision back, composed with the app's own values.
///
/// Because every decision is made from the app's tree, a focus change never shifts twice and
/// begin-editing and keyboard notifications may come in either order. It runs AvoidCore's
/// engine, or any `AvoidanceModel` (to judge another engine behind the same glue).
public struct TreeAvoidance<Engine: AvoidanceModel>: ViewTreeAdapter {
    /// The engine.
    private var engine: Engine
    /// The scene last handed to the engine.
    public private(set) var scene: Scene
    /// The focus last handed to the engine.
    public private(set) var focus: FieldID?
    /// The engine's last decision.
    public private(set) var decision: Decision
    /// What the adapter has written to the tree.
    public private(set) var ledger: AdapterLedger

    /// An adapter for `tree` as it first appears, running the engine `makeEngine` makes for the
    /// scene read from it; nothing is written until the first event.
    /// - Throws: `AdapterError` when the tree has no host or its scene is invalid.
    public init(
        tree: ViewTree, configuration: Configuration,
        makeEngine: (Scene, Configuration) throws(EngineError) -> Engine
    ) throws(AdapterError) {
        let reading = try TreeReading(tree: tree)
        do { engine = try makeEngine(reading.scene, configuration) } catch { throw .engine(error) }
        scene = reading.scene
        focus = nil
        decision = Decision(
            placement: .rest, animation: configuration.defaultAnimation, changed: false, keyboard: .hidden)
        ledger = AdapterLedger()
    }

    /// Reads, decides and applies one event. O(views × depth) for the reading.
    public mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep {
        try handle(event, in: &tree, reading: TreeReading(tree: ledger.unapplied(tree)))
    }

    /// The same with the app's tree already read (the reading must be of `ledger.unapplied(tree)`).
    public mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree, reading: TreeReading)
        throws(AdapterError) -> AdapterStep
    {
        var engine = self.engine
        var inputs: [Input] = []
        if reading.scene != scene { inputs.append(.layoutChanged(reading.scene)) }
        if reading.focus != focus { inputs.append(.focus(reading.focus)) }
        switch event {
        case .keyboard(let keyboard): inputs.append(.keyboard(keyboard))
        case .appear: inputs.append(.attach)
        case .disappear: inputs.append(.detach)
        case .treeChanged: break
        }
        // Nothing for the engine: the last decision stands, and nothing changed.
        var decision = self.decision
        decision.changed = false
        for input in inputs {
            do { decision = try engine.handle(input) } catch { throw .engine(error) }
        }
        var result = tree
        let ledger = try self.ledger.apply(decision, reading: reading, to: &result)
        self.engine = engine
        self.ledger = ledger
        self.scene = reading.scene
        self.focus = reading.focus
        self.decision = decision
        tree = result
        return AdapterStep(scene: reading.scene, inputs: inputs, decision: decision)
    }

    /// The scene read from the live tree with the adapter's own changes undone.
    public func scene(of tree: ViewTree) throws(AdapterError) -> Scene {
        try TreeReading(tree: ledger.unapplied(tree)).scene
    }
}

extension TreeAvoidance where Engine == AvoidanceEngine {
    /// An adapter running AvoidCore's engine for `tree` as it first appears; nothing is written
    /// until the first event.
    /// - Throws: `AdapterError` when the tree has no host or its scene is invalid.
    public init(tree: ViewTree, configuration: Configuration = Configuration()) throws(AdapterError) {
        try self.init(tree: tree, configuration: configuration) { scene, configuration throws(EngineError) in
            try AvoidanceEngine(scene: scene, configuration: configuration)
        }
    }
}
