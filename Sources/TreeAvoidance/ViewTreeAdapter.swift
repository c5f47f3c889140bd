import AvoidCore
import AvoidanceModels
import ViewTree

/// Anything that keeps a view tree clear of the keyboard: reads the tree on every event,
/// decides, and writes the decision back. `TreeAvoidance` is AvoidKit's; the tree-level
/// properties judge any conformer.
public protocol ViewTreeAdapter: Sendable {
    /// Handles one event on the live `tree`, changing it as decided.
    /// - Throws: `AdapterError`; the adapter and `tree` are then unchanged.
    mutating func handle(_ event: AdapterEvent, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep

    /// The scene the adapter would read from the live `tree` now: unshifted, whatever it applied.
    func scene(of tree: ViewTree) throws(AdapterError) -> Scene
}

/// A named way to make adapters, so suites can hold adapters of different types.
public struct AdapterUnderTest: Sendable {
    /// A short name for reports, for example `TreeAvoidance` or `readsShiftedFrames`.
    public let name: String
    /// The engine the adapter runs: the pipeline's inputs are judged against it.
    public let model: ModelUnderTest
    /// Makes an adapter for a tree as it first appears.
    public let make: @Sendable (ViewTree, Configuration) throws(AdapterError) -> any ViewTreeAdapter

    /// Wraps a factory under `name`; `model` is the engine it runs (AvoidCore's by default).
    public init(
        _ name: String, model: ModelUnderTest = .avoidCore,
        make: @escaping @Sendable (ViewTree, Configuration) throws(AdapterError) -> any ViewTreeAdapter
    ) {
        self.name = name
        self.model = model
        self.make = make
    }

    /// AvoidKit's adapter.
    public static let treeAvoidance = running(.avoidCore)

    /// AvoidKit's adapter running `model`'s engine, named after it.
    public static func running(_ model: ModelUnderTest) -> AdapterUnderTest {
        AdapterUnderTest("TreeAvoidance(\(model.name))", model: model) { tree, configuration throws(AdapterError) in
            try TreeAvoidance(tree: tree, configuration: configuration, model: model)
        }
    }
}
