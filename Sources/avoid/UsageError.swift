/// A command-line mistake: what the user typed and what was expected.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, naming the option as typed.
    public let description: String

    init(_ description: String) { self.description = description }
}
