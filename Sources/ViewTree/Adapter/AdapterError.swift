import AvoidCore

/// Why an adapter could not handle an event. The adapter, and the tree it was given, are then
/// exactly as they were.
public enum AdapterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tree has no view to move: no named host, no first responder inside a view
    /// controller's root view, and no view controller's root view at all.
    case noHostView
    /// A view the reading needs is missing or invalid.
    case invalidTree(ViewTreeError)
    /// The engine rejected the scene read from the tree or an input.
    case engine(EngineError)

    /// What was wrong.
    public var description: String {
        switch self {
        case .noHostView: return "adapter: the tree has no view to move (name a host, or mark a controller's root view)"
        case .invalidTree(let error): return "adapter: \(error)"
        case .engine(let error): return "adapter: the engine rejected what was read: \(error)"
        }
    }
}
