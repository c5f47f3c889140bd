import AvoidConformance
import Foundation
import Testing

/// The catalogue is the one place an invariant is described: the README's table is derived
/// from it, and every entry says enough to be checked.
@Suite struct InvariantCatalogueTests {
    /// The README's table rows, one per invariant, in number order.
    static var readmeRows: String {
        Invariant.catalogue.map { entry in
            "| I\(entry.invariant.rawValue) | \(entry.invariant.title) | \(entry.statement) | `\(entry.witness)` |"
        }.joined(separator: "\n")
    }

    @Test func theReadmeTableIsTheCatalogue() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let header = "| # | invariant | statement | witness |\n|---|---|---|---|\n"
        let found = readme.contains(header + Self.readmeRows + "\n")
        #expect(found, "the README's table should read:\n\(header)\(Self.readmeRows)")
    }

    @Test(arguments: Invariant.allCases)
    func everyEntryIsComplete(invariant: Invariant) {
        let entry = invariant.entry
        #expect(entry.invariant == invariant)
        #expect(entry.statement.hasSuffix(".") && entry.statement.count > 40)
        #expect(!entry.judgement.isEmpty && !entry.witness.isEmpty)
        #expect(!entry.coverage.isEmpty && entry.coverage.values.allSatisfy { $0 > 0 && $0 < 100 })
    }

    @Test func numbersRunFromOneWithoutGaps() {
        #expect(Invariant.numbers == 1...Invariant.allCases.count)
        #expect(Invariant.allCases.map(\.rawValue) == Array(Invariant.numbers))
    }
}
