import Foundation

/// A directory of shrunk failing cases, per property, replayed before any new case is
/// generated: a failure found today is tried first tomorrow, without a pasted string.
///
/// Layout: one folder per property (its name, made file-safe, and a stable hash of it), one
/// file per failing case holding its choice string (``ChoiceString``). Entries are written
/// atomically (a temporary file in the same folder, then a rename), so a reader never sees half
/// an entry; an entry that passes again is removed; an entry that cannot be read (malformed, or
/// a format this kit does not read) is reported and skipped, and left in place. A read-only
/// database (CI) replays its entries but never writes or removes one.
public struct ExampleDatabase: Sendable, Hashable {
    /// The directory holding the entries.
    public var directory: String
    /// Whether the runner only reads (it neither saves new failures nor removes fixed ones).
    public var isReadOnly: Bool

    /// A database in `directory` (created when the first entry is saved).
    public init(directory: String, isReadOnly: Bool = false) {
        self.directory = directory
        self.isReadOnly = isReadOnly
    }

    /// One stored case.
    public struct Entry: Sendable, Hashable {
        /// The entry's file.
        public var path: String
        /// Its choice string.
        public var choices: String
    }

    /// The folder of the property named `name`. O(name length).
    public func folder(for name: String) -> String {
        let safe = String(
            name.unicodeScalars.prefix(60).map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        return (directory as NSString).appendingPathComponent(safe + "-" + Self.hex(stableHash(name)))
    }

    /// The stored entries of `name` that decode, in shortlex order of their values (so the
    /// smallest is replayed first, the same on every machine), and a message for each that
    /// does not. Never throws: an unreadable folder is a message too.
    public func entries(for name: String) -> (entries: [Entry], problems: [String]) {
        let folder = folder(for: name)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([], [])
        }
        let files: [String]
        do {
            files = try manager.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            return ([], ["example database: cannot list \(folder): \(error.localizedDescription)"])
        }
        var decoded: [(entry: Entry, values: [UInt64])] = []
        var problems: [String] = []
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file)
            guard let data = manager.contents(atPath: path), let text = String(data: data, encoding: .utf8),
                let values = ChoiceString.decode(text)
            else {
                let text = manager.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
                problems.append(
                    "example database: skipped unreadable entry \(path) (\(ChoiceString.problem(with: String(text.prefix(80)))))"
                )
                continue
            }
            decoded.append((Entry(path: path, choices: String(text.trimmingWhitespace())), values))
        }
        decoded.sort {
            shortlexPrecedes($0.values, $1.values) || ($0.values == $1.values && $0.entry.path < $1.entry.path)
        }
        return (decoded.map(\.entry), problems)
    }

    /// Stores `choices` for `name` (atomically; a no-op when read-only or already stored) and
    /// returns the entry's path, or `nil` when nothing was written.
    @discardableResult
    public func save(_ choices: String, for name: String) throws -> String? {
        if isReadOnly { return nil }
        let folder = folder(for: name)
        let path = (folder as NSString).appendingPathComponent(Self.hex(stableHash(choices)))
        let manager = FileManager.default
        if manager.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) })?.trimmingWhitespace()
            == choices[...]
        {
            return nil
        }
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = (folder as NSString).appendingPathComponent(".tmp-" + UUID().uuidString)
        guard manager.createFile(atPath: temporary, contents: Data((choices + "\n").utf8)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        // rename(2) replaces the destination in one step: readers see the old entry or the new.
        guard rename(temporary, path) == 0 else {
            try? manager.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return path
    }

    /// Removes the entry at `path` (a no-op when read-only). Returns whether it was removed.
    @discardableResult
    public func remove(_ entry: Entry) -> Bool {
        if isReadOnly { return false }
        return (try? FileManager.default.removeItem(atPath: entry.path)) != nil
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension PropertyConfiguration {
    /// The default database directory inside a package.
    public static let defaultDatabaseFolder = ".avoidkit/examples"

    /// The local rules applied by the Swift Testing layer, from `environment`:
    ///
    /// - Example database (when ``database`` is ``ExampleDatabaseSetting/automatic``): in
    ///   `packageRoot`/`.avoidkit/examples` (git-ignored); `AVOIDKIT_DATABASE` names another
    ///   directory (relative to `packageRoot` unless absolute), or `off` (also `none`, `0`,
    ///   empty) turns it off. When `CI` is set (to anything but `0` or `false`) the database
    ///   is read-only: stored failures are replayed, nothing is written or removed.
    /// - Seed: `AVOIDKIT_SEED=random` draws a fresh seed for this run (the returned note names
    ///   it, and failures print it in their rerun line), except under `CI`, where the seed
    ///   stays the configured one so CI is deterministic. Any other value is left to
    ///   ``fromEnvironment(_:)``.
    ///
    /// Returns the configuration and notes worth printing.
    public func resolvingLocalRules(environment: [String: String], packageRoot: String) -> (
        configuration: PropertyConfiguration, notes: [String]
    ) {
        var configuration = self
        var notes: [String] = []
        let isCI = environment["CI"].map { !["", "0", "false", "no"].contains($0.lowercased()) } ?? false
        if configuration.database == .automatic {
            let setting = environment["AVOIDKIT_DATABASE"]
            if let setting, ["", "off", "none", "0", "false", "no"].contains(setting.lowercased()) {
                configuration.database = .off
            } else {
                let folder = setting ?? Self.defaultDatabaseFolder
                let directory =
                    folder.hasPrefix("/") ? folder : (packageRoot as NSString).appendingPathComponent(folder)
                configuration.database = .database(ExampleDatabase(directory: directory, isReadOnly: isCI))
            }
        }
        if environment["AVOIDKIT_SEED"]?.lowercased() == "random" {
            if isCI {
                notes.append(
                    "AVOIDKIT_SEED=random is ignored under CI: seed 0x\(String(configuration.seed, radix: 16))")
            } else {
                var generator = SystemRandomNumberGenerator()
                configuration.seed = generator.next()
                notes.append("fresh seed 0x\(String(configuration.seed, radix: 16)) (AVOIDKIT_SEED=random)")
            }
        }
        return (configuration, notes)
    }
}
