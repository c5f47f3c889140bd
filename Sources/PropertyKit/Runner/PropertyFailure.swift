/// The error the kit's assertions throw inside a property body. The runner catches it,
/// shrinks while silencing it, and reports the final one once.
public struct PropertyFailure: Error, Sendable, CustomStringConvertible {
    /// What failed (the assertion's message).
    public var message: String
    /// Where it failed; part of the failure's identity while shrinking.
    public var site: FailureSite

    /// Creates a failure at `site`.
    public init(_ message: String, site: FailureSite) {
        self.message = message
        self.site = site
    }

    /// The message and where it was raised.
    public var description: String { "\(message) (at \(site))" }
}

/// Fails the property (throws ``PropertyFailure``) unless `condition` holds. Use this
/// instead of `#expect` inside properties: the runner silences it while shrinking and
/// reports only the final counterexample. O(1) when the condition holds.
public func require(
    _ condition: Bool, _ message: @autoclosure () -> String = "requirement failed",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    if !condition {
        throw PropertyFailure(
            message(), site: FailureSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Fails the property unless `actual == expected`, with both values in the message.
public func requireEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    if actual != expected {
        let note = message()
        throw PropertyFailure(
            "\(actual) != \(expected)" + (note.isEmpty ? "" : ": \(note)"),
            site: FailureSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
