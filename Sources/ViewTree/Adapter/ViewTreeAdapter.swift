import AvoidCore

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
