import Foundation
import Testing

@testable import PropertyKit

/// The example database: stored failures are replayed before generation, removed when they
/// pass, unreadable entries are reported and skipped, and a read-only (CI) database writes
/// nothing. Every test uses its own temporary directory.
@Suite struct ExampleDatabaseTests {
    /// A fresh directory under the system's temporary folder, removed by `body`'s caller.
    func withTemporaryDirectory(_ body: (String) throws -> Void) rethrows {
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("avoidkit-db-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(directory)
    }

    func configuration(_ database: ExampleDatabase, seed: UInt64 = 0) -> PropertyConfiguration {
        var configuration = PropertyConfiguration()
        configuration.seed = seed
        configuration.database = .database(database)
        return configuration
    }

    func files(in directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        return (enumerator?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }

    @Test func aStoredFailureIsReplayedFirstOnTheNextRun() throws {
        try withTemporaryDirectory { directory in
            let database = ExampleDatabase(directory: directory)
            let first = runProperty("big", Gen.int, configuration: configuration(database)) { x in try require(x < 1000)
            }
            let example = try #require(first.counterexample)
            #expect(example.shrunk == 1000 && example.databaseEntry == nil)
            #expect(first.notes.contains { $0.hasPrefix("example database: saved") }, "\(first.notes)")
            let stored = database.entries(for: "big").entries
            #expect(stored.map(\.choices) == [example.shrunkChoices])
            // Another seed: the stored case is run before any generated one.
            let second = runProperty("big", Gen.int, configuration: configuration(database, seed: 99)) { x in
                try require(x < 1000)
            }
            let replayed = try #require(second.counterexample)
            #expect(second.casesRun == 0)
            #expect(replayed.shrunk == 1000 && replayed.databaseEntry == stored[0].path)
            #expect(second.description.contains("replayed from the example database"))
            // Other properties have their own entries.
            #expect(database.entries(for: "other").entries.isEmpty)
        }
    }

    @Test func aFixedBugRemovesItsEntry() {
        withTemporaryDirectory { directory in
            let database = ExampleDatabase(directory: directory)
            _ = runProperty("fixed", Gen.int.array(), configuration: configuration(database)) { list in
                try require(list.count < 3)
            }
            #expect(database.entries(for: "fixed").entries.count == 1)
            let fixed = runProperty("fixed", Gen.int.array(), configuration: configuration(database)) { _ in }
            #expect(fixed.passed)
            #expect(fixed.notes.contains { $0.contains("passes now") }, "\(fixed.notes)")
            #expect(database.entries(for: "fixed").entries.isEmpty)
            #expect(!files(in: directory).contains { $0.contains(".tmp-") })
        }
    }

    @Test func aCorruptedEntryIsReportedAndSkipped() throws {
        try withTemporaryDirectory { directory in
            let database = ExampleDatabase(directory: directory)
            let folder = database.folder(for: "corrupt")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (file, text) in [("a", "not a choice string"), ("b", "v9:1.2"), ("c", "v1:1..2")] {
                #expect(FileManager.default.createFile(atPath: folder + "/" + file, contents: Data(text.utf8)))
            }
            #expect(FileManager.default.createFile(atPath: folder + "/d", contents: Data([0xFF, 0xFE, 0x00])))
            let report = runProperty("corrupt", Gen.int, configuration: configuration(database)) { x in
                try require(x < 1000)
            }
            #expect(report.notes.filter { $0.contains("skipped unreadable entry") }.count == 4, "\(report.notes)")
            #expect(report.notes.contains { $0.contains("format v9") })
            // Generation went on as if the entries were not there, and found the bug.
            #expect(try #require(report.counterexample).shrunk == 1000)
            #expect(report.casesRun > 0)
        }
    }

    @Test func aReadOnlyDatabaseWritesNothing() throws {
        try withTemporaryDirectory { directory in
            var resolved = PropertyConfiguration().resolvingLocalRules(
                environment: ["CI": "true", "AVOIDKIT_DATABASE": directory], packageRoot: "/nonexistent")
            let database = try #require(resolved.configuration.database.database)
            #expect(database.isReadOnly && database.directory == directory)
            let report = runProperty("ci", Gen.int, configuration: resolved.configuration) { x in try require(x < 1000)
            }
            #expect(report.counterexample?.shrunk == 1000)
            #expect(report.notes.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: directory))
            // Entries written locally are replayed in CI, and kept even when they pass there.
            _ = try ExampleDatabase(directory: directory).save("v1:7cf", for: "ci")
            let replayed = runProperty("ci", Gen.int, configuration: resolved.configuration) { x in
                try require(x < 1000)
            }
            #expect(replayed.counterexample?.databaseEntry != nil && replayed.casesRun == 0)
            resolved.configuration.cases = 5
            _ = runProperty("ci", Gen.int, configuration: resolved.configuration) { _ in }
            #expect(database.entries(for: "ci").entries.count == 1)
        }
    }

    @Test func localRulesFollowTheEnvironment() throws {
        let base = PropertyConfiguration()
        let local = base.resolvingLocalRules(environment: [:], packageRoot: "/package").configuration
        #expect(local.database == .database(ExampleDatabase(directory: "/package/.avoidkit/examples")))
        for off in ["off", "none", "0", ""] {
            #expect(
                base.resolvingLocalRules(environment: ["AVOIDKIT_DATABASE": off], packageRoot: "/p").configuration
                    .database == .off)
        }
        let moved = base.resolvingLocalRules(environment: ["AVOIDKIT_DATABASE": "cache/db"], packageRoot: "/p")
            .configuration
        #expect(moved.database.database?.directory == "/p/cache/db")
        var explicit = base
        explicit.database = .off
        #expect(explicit.resolvingLocalRules(environment: [:], packageRoot: "/p").configuration.database == .off)
        // The programmatic runner never touches the disk unless told.
        #expect(base.database == .automatic && base.database.database == nil)
        // A fresh seed locally, printed; the configured seed under CI.
        let fresh = base.resolvingLocalRules(environment: ["AVOIDKIT_SEED": "random"], packageRoot: "/p")
        #expect(
            fresh.notes.count == 1
                && fresh.notes[0].contains("fresh seed 0x\(String(fresh.configuration.seed, radix: 16))"))
        let ci = base.resolvingLocalRules(environment: ["AVOIDKIT_SEED": "random", "CI": "1"], packageRoot: "/p")
        #expect(ci.configuration.seed == 0 && ci.notes[0].contains("ignored under CI"))
        #expect(
            base.resolvingLocalRules(environment: ["CI": "false"], packageRoot: "/p").configuration.database.database?
                .isReadOnly == false)
    }

    @Test func entriesAreReadSmallestFirstAndSavedOnce() throws {
        try withTemporaryDirectory { directory in
            let database = ExampleDatabase(directory: directory)
            let saved = try ["v1:5.5", "v1:5.5", "v1:1", "v1:2.0"].map { try database.save($0, for: "p") != nil }
            #expect(saved == [true, false, true, true])
            #expect(database.entries(for: "p").entries.map(\.choices) == ["v1:1", "v1:2.0", "v1:5.5"])
            #expect(files(in: directory).count == 3)
        }
    }
}
