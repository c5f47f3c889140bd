import Foundation

/// The dumps of real screens kept verbatim in `Tests/RegressionTests/Descriptions`, each with the
/// options its replay takes (`NAME.options`).
enum DescriptionCorpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RegressionTests/Descriptions")

    /// Every dump's file name, sorted.
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".txt") }
            .sorted()
    }

    /// The dump `name` as stored.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
}
