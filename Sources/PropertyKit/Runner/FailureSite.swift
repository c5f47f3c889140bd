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
