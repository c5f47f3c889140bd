/// What makes two failures "the same" while shrinking: the assertion site for kit failures,
/// the error's type for anything else thrown.
public struct FailureIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The site or the error type name.
    public var key: String

    /// The identity of `error`.
    public init(_ error: any Error) {
        if let failure = error as? PropertyFailure {
            key = "check at \(failure.site)"
        } else {
            key = "thrown \(String(reflecting: type(of: error)))"
        }
    }

    /// The key.
    public var description: String { key }
}
