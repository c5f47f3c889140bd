/// Where a check inside a property failed: file, line and column of the kit assertion.
public struct FailureSite: Sendable, Hashable, CustomStringConvertible {
    /// `Module/File.swift` of the assertion.
    public var fileID: String
    /// Absolute path of the file (for Swift Testing source locations).
    public var filePath: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a site.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift:12:5`.
    public var description: String { "\(fileID):\(line):\(column)" }
}

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
