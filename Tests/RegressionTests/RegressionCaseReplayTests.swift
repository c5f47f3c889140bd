import AvoidConformance
import AvoidCore
import Foundation
import Generators
import Testing

/// Every recorded failure, replayed against AvoidCore and every invariant: one test case per file.
@Suite struct RegressionCaseReplayTests {
    /// `Tests/RegressionTests/Cases`, read from the source tree so a new case needs no rebuild.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

    static var caseNames: [String] { CaseStore(directory: directory).caseFiles().map(\.lastPathComponent) }

    @Test(arguments: caseNames)
    func replay(file: String) throws {
        let regression = try CaseStore.load(Self.directory.appendingPathComponent(file))
        let violation = ModelUnderTest.avoidCore.firstViolation(in: regression.scenario)
        #expect(
            violation == nil,
            "\(file) (\(regression.summary)):\n\(violation.map { ModelUnderTest.avoidCore.explain($0, in: regression.scenario) } ?? "")"
        )
    }

    @Test func theCasesDirectoryHoldsOnlyLoadableCases() throws {
        for url in CaseStore(directory: Self.directory).caseFiles() {
            _ = try CaseStore.load(url)
        }
    }
}
