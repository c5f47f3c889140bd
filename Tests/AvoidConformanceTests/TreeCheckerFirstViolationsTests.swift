import AvoidConformance
import BugZoo
import Generators
import PropertyKit
import Testing

/// `TreeChecker.firstViolations` is each property judged alone, in one pass: on generated screens,
/// for every wrong adapter of the zoo and `TreeAvoidance`, it reports exactly the properties a
/// judge of one property reports, with the same step and message; and a run of every property
/// stops at the earliest of them.
@Suite struct TreeCheckerFirstViolationsTests {
    @Test func itIsEachPropertyJudgedAlone() throws {
        let adapters = [AdapterUnderTest.treeAvoidance] + Zoo.adapters
        var several = 0
        for seed in 0..<UInt64(6) {
            let episode = try Gen<GeneratedTreeScenario>.treeScenario.sample(seed: 0xF1_0000 + seed).episode
            for adapter in adapters {
                let together = TreeChecker().firstViolations(adapter: adapter, episode: episode)
                var alone: [TreeInvariant: String] = [:]
                for property in TreeInvariant.allCases {
                    if let violation = TreeChecker([property]).firstViolation(adapter: adapter, episode: episode),
                        violation.property == property
                    {
                        alone[property] = violation.description
                    }
                }
                if together.count > 1 { several += 1 }
                #expect(together.mapValues(\.description) == alone, "\(adapter.name), seed \(seed): \(episode)")
                // A run stops at the first: nothing broke before the violation it reports, and
                // it recorded the steps up to that one.
                let run = TreeChecker().run(adapter: adapter, episode: episode)
                guard let first = run.violation else {
                    #expect(together.isEmpty, "\(adapter.name), seed \(seed)")
                    continue
                }
                #expect(together[first.property]?.description == first.description, "\(adapter.name), seed \(seed)")
                let earlier = together.values.filter { other in
                    guard let step = other.step else { return false }
                    return first.step.map { step < $0 } ?? (first.property == .keepsEveryInvariant)
                }
                #expect(earlier.isEmpty, "\(adapter.name), seed \(seed): \(first) after \(earlier)")
                #expect(
                    run.steps.count == first.step.map { $0 + 1 } ?? (first.property == .total ? 0 : episode.steps.count)
                )
            }
        }
        // Not vacuous: runs that break several properties, where stopping at the first would differ.
        #expect(several > 0)
    }
}
