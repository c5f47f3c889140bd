import AvoidCore
import ViewTree

/// A screen's story: the tree as it first appears, the configuration, and the steps that follow.
/// Codable, so a user's bug report or a shrunk counterexample is a file anyone can replay.
public struct TreeScenario: Hashable, Sendable, Codable {
    /// The views before the first step.
    public var tree: ViewTree
    /// The engine's configuration.
    public var configuration: Configuration
    /// The steps, in order.
    public var steps: [TreeStep]

    /// Creates an episode.
    public init(tree: ViewTree, configuration: Configuration = Configuration(), steps: [TreeStep]) {
        self.tree = tree
        self.configuration = configuration
        self.steps = steps
    }
}
