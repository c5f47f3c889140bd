import AvoidCore
import AvoidanceModels
import Foundation
import Generators
import Invariants
import PropertyKit
import PropertyKitTesting
import Testing

/// Case files are how the property suite's failures outlive a run: for generated scenarios, a
/// recorded case reads back as it was, is named by its content alone, is never written twice,
/// and leaves nothing half-written behind.
@Suite struct CaseFileTests {
    static let scenarios = zip(Gen<Scenario>.scenario, Gen<Invariant>.element(of: Invariant.allCases))

    @Test func recordedCasesReadBackAndAreNamedByTheirContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CaseStore(directory: folder)
        var configuration = PropertyConfiguration()
        configuration.cases = 200
        property(Self.scenarios, configuration: .fromEnvironment(configuration)) { scenario, invariant in
            let number = invariant.rawValue
            let regression = RegressionCase(
                summary: "a generated case", invariant: invariant, model: "AvoidCore",
                origin: .init(seed: "0x1", choices: "v1:0", date: "2026-01-01"), scenario: scenario)
            let (url, isNew) = try store.record(regression)
            let name = url.lastPathComponent
            // `I<n>-` and sixteen lower-case hexadecimal digits: the hash is padded, never short.
            let digits = name.dropFirst("I\(number)-".count).dropLast(".json".count)
            try require(name.hasPrefix("I\(number)-") && name.hasSuffix(".json"), name)
            try require(digits.count == 16 && digits.allSatisfy { "0123456789abcdef".contains($0) }, name)
            try require(name == (try CaseStore.fileName(for: regression)))
            // The name is the content's: another summary or origin names the same case.
            var retold = regression
            retold.summary = "the same case, told again"
            retold.origin = .init()
            try require(try CaseStore.fileName(for: retold) == name)
            let loaded = try CaseStore.load(url)
            // Compared by description: malformed inputs hold NaN, which is never equal to itself.
            try require(String(describing: loaded) == String(describing: regression))
            try require(loaded.invariant == invariant && loaded.summary == regression.summary)
            let (again, againNew) = try store.record(retold)
            try require(again == url && !againNew)
            if isNew { try require(FileManager.default.fileExists(atPath: url.path)) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") }, "\(names)")
        #expect(store.caseFiles().map(\.lastPathComponent) == names.sorted())
    }
}
