import AvoidCore
import Dispatch
import Foundation
import Generators
import PropertyKit

/// The nightly campaign: runs every invariant property against a model in rounds on all cores,
/// shrinks each failure, records it as a case file and reports. Deterministic given the seed,
/// shard and number of rounds; a time budget only decides how many rounds run.
public enum Campaign {
    /// Runs the campaign; `progress` receives one line per round.
    public static func run(
        _ configuration: CampaignConfiguration, progress: @Sendable (String) -> Void = { _ in }
    ) -> CampaignResult {
        let invariants = configuration.invariants
        var result = CampaignResult(
            configuration: configuration, cases: Array(repeating: 0, count: invariants.count),
            situations: Array(repeating: [:], count: invariants.count))
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var failed = Set<Invariant>()  // membership only
        var round = 0
        while true {
            if case .casesPerInvariant(let cases) = configuration.budget, round * configuration.casesPerRound >= cases {
                break
            }
            if case .seconds(let seconds) = configuration.budget, round > 0, elapsed() >= seconds { break }
            let pending = invariants.indices.filter { !failed.contains(invariants[$0]) }
            if pending.isEmpty { break }
            let outcomes = Locked<[Int: RoundOutcome]>([:])
            // Tasks are (invariant, slice) pairs handed out from a shared counter, so both cores
            // stay busy whatever each invariant costs; results merge in slice order.
            let slices = max(1, configuration.threads * 2)
            let tasks = pending.flatMap { slot in (0..<slices).map { (slot, $0) } }
            let next = Locked(0)
            let thisRound = round
            DispatchQueue.concurrentPerform(iterations: min(configuration.threads, tasks.count)) { _ in
                while true {
                    let index = next.withLock { value in
                        defer { value += 1 }
                        return value
                    }
                    guard index < tasks.count else { return }
                    let (slot, slice) = tasks[index]
                    let outcome = runRound(
                        configuration, invariant: invariants[slot], round: thisRound, slice: slice, of: slices)
                    outcomes.withLock { $0[index] = outcome }
                }
            }
            let collected = outcomes.withLock { $0 }
            for (index, (slot, _)) in tasks.enumerated() {
                guard let outcome = collected[index] else { continue }
                result.cases[slot] += outcome.cases
                for (situation, count) in outcome.situations { result.situations[slot][situation, default: 0] += count }
                if var failure = outcome.failure, !failed.contains(failure.invariant) {
                    failed.insert(failure.invariant)
                    if let directory = configuration.recordDirectory {
                        record(&failure, configuration: configuration, directory: directory)
                    }
                    result.failures.append(failure)
                }
            }
            round += 1
            result.rounds = round
            let elapsed = elapsed()
            let rate = Double(result.totalCases) / max(elapsed, 1e-9)
            progress(
                "round \(round): \(result.totalCases) cases in \(String(format: "%.1f", elapsed)) s "
                    + "(\(Int(rate)) cases/s), \(result.failures.count) failing")
        }
        result.seconds = elapsed()
        return result
    }

    struct RoundOutcome: Sendable {
        var cases = 0
        var situations: [Situation: Int] = [:]
        var failure: CampaignFailure?
    }

    /// One slice of one round of one invariant: its cases come from a stream named after the
    /// invariant, round, slice and shard (so shards, rounds and slices never overlap).
    static func runRound(
        _ configuration: CampaignConfiguration, invariant: Invariant, round: Int, slice: Int, of slices: Int
    ) -> RoundOutcome {
        var properties = PropertyConfiguration()
        properties.seed = configuration.seed
        properties.cases = (configuration.casesPerRound + slices - 1) / slices
        properties.timeBudget = .seconds(configuration.shrinkSeconds)
        let model = configuration.model
        let name =
            "campaign \(invariant) round \(round) slice \(slice)/\(slices) shard \(configuration.shardIndex)/\(configuration.shardCount)"
        let report = runProperty(name, Gen<Scenario>.situatedScenario, configuration: properties) { scenario in
            if let violation = model.firstViolation(of: [invariant], in: scenario) {
                throw InvariantBroken(violation: violation, explanation: model.explain(violation, in: scenario))
            }
        }
        var outcome = RoundOutcome(cases: report.casesRun)
        for row in report.coverage.rows {
            if let situation = Situation(rawValue: row.label) { outcome.situations[situation] = row.count }
        }
        if let example = report.counterexample {
            outcome.failure = CampaignFailure(
                invariant: invariant, round: round, shrunk: example.shrunk, shrunkChoices: example.shrunkChoices,
                originalInputs: example.original.inputs.count, originalFields: example.original.scene.fields.count,
                explanation: (example.failure as? InvariantBroken)?.explanation ?? "\(example.failure)",
                shrinkCalls: example.shrinkStatistics.calls, caseFile: nil, isNew: true)
        }
        return outcome
    }

    static func record(_ failure: inout CampaignFailure, configuration: CampaignConfiguration, directory: URL) {
        let summary = failure.explanation.split(separator: "\n").first.map(String.init) ?? "\(failure.invariant) broken"
        let regression = RegressionCase(
            summary: summary, invariant: failure.invariant, model: configuration.model.name,
            origin: .init(
                seed: "0x" + String(configuration.seed, radix: 16), choices: failure.shrunkChoices, date: today()),
            scenario: failure.shrunk)
        let store = CaseStore(directory: directory)
        do {
            let (url, isNew) = try store.record(regression)
            failure.caseFile = url.lastPathComponent
            failure.isNew = isNew
            if isNew {
                let svg = SVGPicture.render(model: configuration.model, case: regression)
                try? Data(svg.utf8).write(
                    to: url.deletingPathExtension().appendingPathExtension("svg"), options: .atomic)
            }
        } catch {
            failure.explanation += "\n(could not record: \(error))"
        }
    }

    /// Today's date as `yyyy-mm-dd` (UTC): informational only, never part of a decision or a name.
    static func today() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }
}
