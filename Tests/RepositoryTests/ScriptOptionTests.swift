import Foundation
import Testing

/// The scripts' option errors: each names the option typed and exits 2 before building.
@Suite struct ScriptOptionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `Scripts/<script>` with `arguments`; returns the exit status and standard error.
    static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", root.appendingPathComponent("Scripts/\(script)").path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [
        ("nightly", ["--minutes", "abc"], "--minutes takes a positive number of minutes"),
        ("nightly", ["--minutes", "0"], "--minutes takes a positive number of minutes"),
        ("nightly", ["--shard", "two"], "--shard takes I/N"),
        ("nightly", ["--seed"], "--seed needs a value"),
        ("nightly", ["--bogus"], "unknown option '--bogus'"),
        ("replay", ["--case"], "--case needs a value"),
        ("replay", ["--shard", "2/8", "--case", "x.json"], "--shard goes with --seed"),
        ("replay", ["--bogus", "1"], "unknown option '--bogus'"),
        ("fuzz-smoke", ["--runs", "0"], "--runs needs a positive whole number"),
        ("fuzz-smoke", ["--seed", "0"], "--seed needs a positive whole number"),
        ("fuzz-smoke", ["--bogus"], "unknown option '--bogus'"),
        ("check-by-products", ["--bogus"], "unknown option '--bogus'"),
    ])
    func optionErrorNamesTheOption(script: String, arguments: [String], message: String) throws {
        let (status, errors) = try Self.run(script, arguments)
        #expect(status == 2)
        #expect(errors.contains(message), "\(errors)")
    }
}
