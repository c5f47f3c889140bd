/// Why a case file could not be used. Every case names the file, and the field where one is at fault.
public enum RegressionCaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not JSON, or a field is missing or of the wrong type.
    case malformed(file: String, field: String, reason: String)
    /// The file declares a schema this build does not read.
    case unknownSchema(file: String, found: String)
    /// The file could not be read or written.
    case io(file: String, reason: String)

    /// What went wrong, naming the file.
    public var description: String {
        switch self {
        case .malformed(let file, let field, let reason): return "\(file): field '\(field)': \(reason)"
        case .unknownSchema(let file, let found):
            return
                "\(file): field 'schema': unknown schema '\(found)' (this build reads \(RegressionCase.currentSchema))"
        case .io(let file, let reason): return "\(file): \(reason)"
        }
    }
}
