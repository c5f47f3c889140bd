/// Why a draw stopped before producing a value. A candidate that stops is simply "not a
/// failure" while shrinking; during generation it counts as a rejected case.
public enum GenerationStop: Error, Sendable, Equatable {
    /// A filter rejected `attempts` draws in a row (see ``Gen/filter(_:maxAttempts:_:)``).
    case rejected(filter: String, attempts: Int)
    /// The case drew more than the allowed number of choices.
    case overrun(limit: Int)
}
