import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct CoverageTests {
    @Test func countsEachLabelOncePerCase() {
        var coverage = Coverage()
        coverage.count(["a", "a", "b"])
        coverage.count(["a", "a"])  // a label seen before, repeated within a later case
        coverage.count([])
        coverage.count([])
        #expect(
            coverage.cases == 4 && coverage.percent("a") == 50 && coverage.percent("b") == 25
                && coverage.percent("c") == 0)
        #expect(coverage.unmet([.cover(50, "a"), .cover(30, "b"), .cover(1, "c")]).map(\.label) == ["b", "c"])
    }

    /// Labels of one length, of lengths 64 apart, and equal labels built at run time (so not
    /// identical in memory) are counted as a plain tally counts them.
    @Test func labelsSharingALengthCountLikeATally() {
        let pool = ["ab", "cd", "ab" + String(repeating: "x", count: 64), "e", "f"]
        // Below `pool.count` the constant itself, above it a copy built at run time.
        let gen = Gen.int(in: 0...(2 * pool.count - 1)).array(count: 0...4).array(count: 0...6)
        property(gen) { cases in
            var coverage = Coverage()
            var tally: [(label: String, count: Int)] = []
            for indices in cases {
                let labels = indices.map { index in
                    index < pool.count
                        ? pool[index] : String(pool[index - pool.count].utf8.map { Character(UnicodeScalar($0)) })
                }
                coverage.count(labels)
                for label in Set(labels).sorted(by: { a, b in labels.firstIndex(of: a)! < labels.firstIndex(of: b)! }) {
                    if let row = tally.firstIndex(where: { $0.label == label }) {
                        tally[row].count += 1
                    } else {
                        tally.append((label, 1))
                    }
                }
            }
            try require(coverage.cases == cases.count)
            try require(coverage.rows.map(\.label) == tally.map(\.label))
            try require(coverage.rows.map(\.count) == tally.map(\.count))
        }
    }

    @Test func tableListsLabelsCountsAndRequirements() {
        var coverage = Coverage()
        coverage.count(["zeta"])
        coverage.count(["alpha"])
        let table = coverage.table([.cover(75, "alpha")])
        let lines = table.split(separator: "\n")
        #expect(lines[0].hasPrefix("label"))
        #expect(
            lines[2].hasPrefix("alpha") && lines[2].contains("50.0%") && lines[2].contains("75.0%")
                && lines[2].contains("BELOW"))
        #expect(lines[3].hasPrefix("zeta") && lines[3].hasSuffix("-"))
        #expect(lines.last == "(2 cases)")
    }

    @Test func runBelowDeclaredCoverageFailsWithTable() {
        var configuration = PropertyConfiguration()
        configuration.coverage = [.cover(40, "empty"), .cover(5, "long")]
        let gen = Gen.int.array(count: 0...3).labelled { $0.isEmpty ? ["empty"] : ($0.count >= 3 ? ["long"] : []) }
        let report = runProperty("coverage", gen, configuration: configuration) { _ in }
        guard case .insufficientCoverage(let unmet) = report.outcome else {
            Issue.record("expected insufficient coverage, got \(report)")
            return
        }
        #expect(unmet.map(\.label) == ["empty"])
        #expect(report.description.contains("empty") && report.description.contains("BELOW"))
    }

    @Test func runMeetingCoveragePasses() {
        var configuration = PropertyConfiguration()
        configuration.coverage = [.cover(10, "empty")]
        let gen = Gen.int.array(count: 0...3).labelled { $0.isEmpty ? ["empty"] : [] }
        #expect(runProperty("coverage", gen, configuration: configuration) { _ in }.passed)
    }
}
