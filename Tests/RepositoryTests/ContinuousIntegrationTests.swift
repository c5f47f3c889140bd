import Foundation
import Testing

/// The proof guide's CI section names every step `.ci/run` takes, so the list cannot go stale.
@Suite struct ContinuousIntegrationTests {
    /// The commands `.ci/run` runs: its lines that start with `swift ` or `Scripts/`.
    static func steps() throws -> [String] {
        let script = try String(
            contentsOf: PackageManifest.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        return script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.compactMap { line in
            let words = line.split(separator: " ")
            guard let first = words.first else { return nil }
            if first.hasPrefix("Scripts/") { return String(first) }
            if first == "swift", words.count > 1, words[1] != "--version" {
                return words.prefix(3).joined(separator: " ")
            }
            return nil
        }
    }

    @Test func theProofGuideNamesEveryStep() throws {
        let guide = try String(
            contentsOf: PackageManifest.root.appendingPathComponent("Documentation/Internals/Proof.md"), encoding: .utf8
        )
        let section = try #require(guide.components(separatedBy: "## CI\n").last)
        let steps = try Self.steps()
        #expect(steps.count >= 8)
        for step in steps {
            #expect(section.contains(step), "`.ci/run` runs `\(step)`, which the CI section does not name")
        }
    }
}
