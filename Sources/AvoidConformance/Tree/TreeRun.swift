import AvoidCore
import Generators
import ViewTree

/// An episode as an adapter ran it: per step the live tree, the app's own tree and what the
/// adapter did, and the first property broken, if any.
public struct TreeRun: Sendable {
    /// One step as run.
    public struct Step: Sendable {
        /// The step.
        public var step: TreeStep
        /// The live tree after the adapter handled it.
        public var live: ViewTree
        /// The app's own tree after the step (nothing of the adapter's).
        public var app: ViewTree
        /// What the adapter did, `nil` if it threw.
        public var outcome: AdapterStep?
    }

    /// The steps run, up to and including the one that broke a property.
    public var steps: [Step]
    /// The first property broken, or `nil`.
    public var violation: TreeViolation?
}
