import AvoidConformance
import AvoidCore
import BugZoo
import Foundation
import Generators
import Testing

/// The whole workflow on a planted bug: a short campaign against a zoo engine records a case
/// file; the regression replay fails on it against that engine and passes against AvoidCore;
/// running the campaign again finds the same case and does not duplicate it.
@Suite struct CampaignEndToEndTests {
    @Test func aPlantedBugBecomesARegressionCaseExactlyOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "avoidkit-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let planted = Zoo.faulty(.accumulatingOnRepeatedWillShow)
        let configuration = CampaignConfiguration(
            seed: 0xE2E, budget: .seconds(2), model: planted, invariants: [.noDoubleShift, .minimal],
            recordDirectory: directory,
            threads: 2, casesPerRound: 200, shrinkSeconds: 10)

        let first = Campaign.run(configuration)
        let store = CaseStore(directory: directory)
        let files = store.caseFiles()
        #expect(!files.isEmpty, "the campaign recorded no case in \(first.totalCases) cases")
        #expect(first.foundSomethingNew)
        for url in files {
            let regression = try CaseStore.load(url)
            #expect(regression.model == planted.name)
            #expect(
                planted.firstViolation(in: regression.scenario) != nil,
                "\(url.lastPathComponent) does not fail against \(planted.name)")
            #expect(
                ModelUnderTest.avoidCore.firstViolation(in: regression.scenario) == nil,
                "\(url.lastPathComponent) fails against AvoidCore")
            #expect(
                FileManager.default.fileExists(atPath: url.deletingPathExtension().appendingPathExtension("svg").path))
            // The day it was found, as `yyyy-mm-dd`.
            let date = try #require(regression.origin.date)
            #expect(date.count == 10 && date.split(separator: "-").map(\.count) == [4, 2, 2], "\(date)")
        }
        let report = CampaignReport.markdown(first)
        #expect(report.contains("## Failures") && report.contains(files[0].lastPathComponent))

        // Same seed, same rounds: the same shrunk cases, already recorded.
        var again = configuration
        again.budget = .casesPerInvariant(first.rounds * configuration.casesPerRound)
        let second = Campaign.run(again)
        #expect(store.caseFiles() == files)
        #expect(!second.failures.isEmpty && second.failures.allSatisfy { !$0.isNew })
        #expect(!second.foundSomethingNew)
    }

    /// A failure that cannot be written (the directory is a file) is still reported, saying why
    /// it was not recorded, with no case file.
    @Test func aFailureThatCannotBeRecordedSaysSo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("avoidkit-e2e-\(UUID().uuidString)")
        try Data("not a directory".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let configuration = CampaignConfiguration(
            seed: 0xE2E, budget: .casesPerInvariant(200), model: Zoo.faulty(.distanceAppliedTwice),
            invariants: [.minimal], recordDirectory: file, threads: 1, casesPerRound: 200, shrinkSeconds: 5)
        let failure = try #require(Campaign.run(configuration).failures.first)
        #expect(failure.caseFile == nil)
        #expect(failure.explanation.contains("\n(could not record: "))
    }

    @Test func theSameSeedGivesTheSameShrunkCounterexample() {
        let configuration = CampaignConfiguration(
            seed: 0xD1CE, budget: .casesPerInvariant(200), model: Zoo.faulty(.distanceAppliedTwice),
            invariants: [.minimal],
            threads: 2, casesPerRound: 200)
        let a = Campaign.run(configuration).failures.map(\.shrunk)
        let b = Campaign.run(configuration).failures.map(\.shrunk)
        #expect(!a.isEmpty)
        #expect(a == b)
    }
}
