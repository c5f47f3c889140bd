import AvoidCore
import AvoidanceModels
import Invariants
import Testing

import PropertyKit
@testable import Generators

/// The scenario generator draws straight from the source, without combinators, but must record
/// exactly the choices and spans the combinator form did: stored choice strings
/// (`avoid replay`) replay through it, and the shrinker's passes work on those spans.
@Suite struct ScenarioChoiceLayoutTests {
    /// FNV-1a over every choice (value, bound, kind) and span (range, label, depth, parent).
    func digest(_ source: Source) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            hash ^= word
            hash = hash &* 0x100_0000_01b3
        }
        for choice in source.choices {
            mix(choice.value)
            mix(choice.bound)
            switch choice.kind {
            case .integer(let encoding):
                mix(1)
                mix(UInt64(bitPattern: Int64(encoding.lower)))
            case .flag: mix(2)
            case .index: mix(3)
            default: mix(4)
            }
        }
        for span in source.spans {
            mix(UInt64(span.start))
            mix(UInt64(span.end))
            mix(span.label.id)
            mix(UInt64(span.depth))
            mix(UInt64(bitPattern: Int64(span.parent)))
        }
        return hash
    }

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
        #expect(all == 6_696_702_207_253_671_925)
        #expect(inputs == 2320)
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
