import Foundation

/// Whether and where a run keeps its failing cases (see ``ExampleDatabase``).
public enum ExampleDatabaseSetting: Sendable, Hashable {
    /// Decided by the caller's layer: `runProperty` treats it as ``off``; the Swift Testing
    /// `property(...)` resolves it from the environment (``PropertyConfiguration/resolvingLocalRules(environment:packageRoot:)``).
    case automatic
    /// No database.
    case off
    /// This database.
    case database(ExampleDatabase)

    /// The database to use, if any.
    public var database: ExampleDatabase? {
        if case .database(let database) = self { return database }
        return nil
    }
}
