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
    var report = runProperty(name, gen, configuration: resolved, body)
    report.notes = notes + report.notes
    if report.passed {
        for note in report.notes { print("Property '\(name)': \(note)") }
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
func issueText<Value>(_ report: PropertyReport<Value>, filter: String?) -> String {
    let text = report.render(replayCommand: filter)
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
