import AvoidCore
import ViewTree

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
}
