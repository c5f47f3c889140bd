import AvoidCore
import PropertyKit
import Testing

@testable import Generators

/// The scenario generator draws straight from the source, without combinators, but must record
/// exactly the choices and spans the combinator form did: stored choice strings
/// (`avoid replay`) replay through it, and the shrinker's passes work on those spans.
@Suite struct ScenarioChoiceLayoutTests {
    /// Seeds 1...200. The pinned values pin the layout of choices and spans: when the
    /// generators change what they draw (a new field, a new zone), they are printed anew by this
    /// test, and choice strings recorded before no longer replay to the same scenarios.
    @Test func scenariosRecordTheCombinatorLayout() throws {
        var all: UInt64 = 0
        var inputs = 0
        for seed in UInt64(1)...200 {
            var source = Source(random: Xoshiro256StarStar(seed: seed))
            let scenario = try Gen<Scenario>.scenario.generate(&source)
            inputs += scenario.inputs.count
            all = all &* 31 &+ digest(source)
        }
        #expect(all == 14_655_429_402_633_104_087)
        #expect(inputs == 2411)
    }

    /// Compared by description: malformed inputs hold NaN, which is never equal to itself.
    @Test func replayingTheChoicesGivesTheSameScenarioAndLayout() throws {
        for seed in UInt64(1)...50 {
            var source = Source(random: Xoshiro256StarStar(seed: seed))
            let scenario = try Gen<Scenario>.scenario.generate(&source)
            var replay = Source(replaying: source.choices.map(\.value))
            let replayed = try Gen<Scenario>.scenario.generate(&replay)
            #expect(String(describing: replayed) == String(describing: scenario))
            #expect(digest(replay) == digest(source))
        }
    }
}
