/// A broken tree-level property: which, after which step (`nil`: the whole episode) and why.
public struct TreeViolation: Hashable, Sendable, CustomStringConvertible {
    /// The property broken.
    public var property: TreeInvariant
    /// The index of the step after which it broke, or `nil` for the episode as a whole.
    public var step: Int?
    /// What was seen, with the numbers.
    public var message: String

    /// Creates a violation.
    public init(property: TreeInvariant, step: Int?, message: String) {
        self.property = property
        self.step = step
        self.message = message
    }

    /// `visibleInWindow after step 3: ...`.
    public var description: String {
        "\(property.rawValue)\(step.map { " after step \($0)" } ?? ""): \(message)"
    }
}
