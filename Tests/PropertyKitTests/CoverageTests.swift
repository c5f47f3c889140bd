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
