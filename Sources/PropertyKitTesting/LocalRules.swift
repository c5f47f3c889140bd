import Foundation
import PropertyKit
import Testing

/// Runs a property as `property(...)` does: the configuration's local rules resolved from the
/// process environment (example database, `AVOIDKIT_SEED=random`, statistics on request; see
/// ``PropertyKit/PropertyConfiguration/resolvingLocalRules(environment:packageRoot:)``), then
/// `runProperty`. Notes of a passing run, and its label statistics when `AVOIDKIT_STATISTICS`
/// is set, are printed; a failing run's notes go into its issue.
func runWithLocalRules<Value>(
    _ name: String, _ gen: Gen<Value>, configuration: PropertyConfiguration, sourceLocation: SourceLocation,
    _ body: (Value) throws -> Void
) -> PropertyReport<Value> {
    let environment = ProcessInfo.processInfo.environment
    let (resolved, notes) = configuration.resolvingLocalRules(
        environment: environment, packageRoot: packageRoot(containing: sourceLocation.filePath))
    let report = runProperty(name, gen, configuration: resolved) { value in try catchingExpectations { try body(value) }
    }
    return finished(report, notes: notes, environment: environment)
}

/// The async form of ``runWithLocalRules(_:_:configuration:sourceLocation:_:)``.
func runWithLocalRules<Value: Sendable>(
    _ name: String, _ gen: Gen<Value>, configuration: PropertyConfiguration, sourceLocation: SourceLocation,
    _ body: @escaping @Sendable (Value) async throws -> Void
) async -> PropertyReport<Value> {
    let environment = ProcessInfo.processInfo.environment
    let (resolved, notes) = configuration.resolvingLocalRules(
        environment: environment, packageRoot: packageRoot(containing: sourceLocation.filePath))
    let inTest = Test.current != nil
    let report = await runAsyncProperty(name, gen, configuration: resolved) { value in
        try await catchingExpectations(inTest: inTest) { try await body(value) }
    }
    return finished(report, notes: notes, environment: environment)
}

/// Swift Testing expectations (`#expect`, `#require`, `Issue.record`) inside a property body
/// record an issue on every call, shrinking included, and do not fail the case. Inside a test,
/// each call of the body runs in a scope that marks its issues as known (so they do not fail
/// the test) and turns the first into a ``PropertyKit/PropertyFailure`` at its source
/// location: the case fails, shrinks like a `require`, and the one report says to use
/// `require`. Errors the body throws pass through unchanged.
func catchingExpectations(_ body: () throws -> Void) throws {
    guard Test.current != nil else { return try body() }
    var thrown: (any Error)?
    let first = FirstIssue()
    withKnownIssue(isIntermittent: true) {
        do { try body() } catch { thrown = error }
    } matching: { issue in
        first.keep(issue)
        return true
    }
    if let issue = first.issue { throw expectationFailure(issue) }
    if let thrown { throw thrown }
}

func catchingExpectations(inTest: Bool, _ body: () async throws -> Void) async throws {
    guard inTest else { return try await body() }
    let first = FirstIssue()
    var thrown: (any Error)?
    await withKnownIssue(isIntermittent: true) {
        do { try await body() } catch { thrown = error }
    } matching: { issue in
        first.keep(issue)
        return true
    }
    if let issue = first.issue { throw expectationFailure(issue) }
    if let thrown { throw thrown }
}

/// The first issue a matcher saw (matchers are `@Sendable`; the lock makes that true).
private final class FirstIssue: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: Issue?
    func keep(_ issue: Issue) {
        lock.lock()
        if kept == nil { kept = issue }
        lock.unlock()
    }
    var issue: Issue? {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
}

/// The failure that stands for a Swift Testing issue recorded inside a property body.
func expectationFailure(_ issue: Issue) -> PropertyFailure {
    let location = issue.sourceLocation
    let site = FailureSite(
        fileID: location?.fileID ?? "?", filePath: location?.filePath ?? "?", line: location?.line ?? 0,
        column: location?.column ?? 0)
    return PropertyFailure(
        "\(issue) — a Swift Testing expectation inside a property body: use PropertyKit's "
            + "`try require(...)` (or `requireEqual`), which fails the case, shrinks it and reports it once",
        site: site)
}

/// Prints a passing run's notes (and its statistics when `AVOIDKIT_STATISTICS` is set) and
/// attaches the notes to the report.
func finished<Value>(_ report: PropertyReport<Value>, notes: [String], environment: [String: String]) -> PropertyReport<
    Value
> {
    var report = report
    report.notes = notes + report.notes
    if report.passed {
        for note in report.notes { print("Property '\(report.name)': \(note)") }
        if let flag = environment["AVOIDKIT_STATISTICS"], !["", "0", "false", "no"].contains(flag.lowercased()) {
            print(statistics(of: report))
        }
    }
    return report
}

/// The label statistics of a run: cases, repeats and the coverage table.
func statistics<Value>(of report: PropertyReport<Value>) -> String {
    "Property '\(report.name)' statistics: \(report.casesGenerated) cases\(report.repeats == 0 ? "" : " (\(report.repeats) repeats not run again)"), "
        + "\(report.rejections) rejected draws\n" + report.coverage.table(report.configuration.coverage)
}

/// The issue text of a failed run: its account and its notes.
func issueText<Value>(_ report: PropertyReport<Value>, filter: String?, filterNote: String? = nil) -> String {
    let text = report.render(replayCommand: filter, filterNote: filterNote)
    return report.notes.isEmpty ? text : text + "\n" + report.notes.map { "  note:     " + $0 }.joined(separator: "\n")
}

/// The nearest directory above `file` holding a `Package.swift`, else the current directory.
func packageRoot(containing file: String) -> String {
    var directory = (file as NSString).deletingLastPathComponent
    while !directory.isEmpty && directory != "/" {
        if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
            return directory
        }
        directory = (directory as NSString).deletingLastPathComponent
    }
    return FileManager.default.currentDirectoryPath
}
