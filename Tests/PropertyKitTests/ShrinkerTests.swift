import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct ShrinkerTests {
    @Test func acceptsOnlyStrictlySmallerFailingCandidates() {
        var shrinker = makeShrinker(digits.array(), [1, 5, 1, 6, 0]) { $0.contains(6) }
        let larger = shrinker.consider([1, 5, 1, 7, 0])  // not even run
        #expect(!larger && shrinker.statistics.calls == 0)
        let passing = shrinker.consider([1, 5, 1, 4, 0])  // smaller but passes
        #expect(!passing && shrinker.statistics.calls == 1)
        let smaller = shrinker.consider([1, 6, 0])
        #expect(smaller)
        #expect(shrinker.bestValues == [1, 6, 0])
        #expect(shrinker.statistics.steps == 1)
    }

    @Test func cachesResults() {
        var shrinker = makeShrinker(digits.array(), [1, 5, 1, 6, 0]) { $0.contains(6) }
        let first = shrinker.consider([1, 5, 0])
        let second = shrinker.consider([1, 5, 0])
        #expect(!first && !second)
        #expect(shrinker.statistics.calls == 1 && shrinker.statistics.cacheHits == 1)
    }

    @Test func candidatesDifferingInTrailingZerosShareACacheEntry() {
        var shrinker = makeShrinker(digits.array(), [1, 5, 1, 6, 0]) { $0.contains(6) }
        let first = shrinker.consider([1, 5, 0])
        let padded = shrinker.consider([1, 5, 0, 0, 0])
        #expect(!first && !padded)
        #expect(shrinker.statistics.calls == 1 && shrinker.statistics.cacheHits == 1)
        #expect(Shrinker.cacheKey([3, 0, 2, 0, 0]) == [3, 0, 2] && Shrinker.cacheKey([0, 0]) == [])
    }

    @Test func adoptsWhatTheGeneratorReadNotTheCandidate() {
        var shrinker = makeShrinker(digits.array(), [1, 5, 1, 6, 0]) { $0.contains(6) }
        // Values past the stop flag are never read: the best is the recorded prefix.
        let adopted = shrinker.consider([1, 6, 0, 9])
        #expect(adopted)
        #expect(shrinker.bestValues == [1, 6, 0])
    }

    @Test func stopsAtTheCallBudget() {
        var shrinker = Shrinker(
            initial: makeShrinker(Gen.int.array(), [1, 99, 1, 98, 1, 97, 0]) { $0.count >= 2 }.best, maxCalls: 3
        ) { candidate in
            var source = Source(replaying: candidate)
            let value = try? Gen.int.array().generate(&source)
            return CandidateResult(failsSameWay: (value?.count ?? 0) >= 2, recorded: source.sequence)
        }
        shrinker.shrink()
        #expect(shrinker.statistics.calls == 3)
        #expect(shrinker.statistics.stoppedByBudget)
    }

    @Test func shrinksToAFixedPointDeterministically() throws {
        func shrunk() throws -> ([Int], ShrinkStatistics) {
            var shrinker = makeShrinker(Gen.int.array(), [1, 990, 1, 7, 1, 12, 0]) { Array($0.reversed()) != $0 }
            shrinker.shrink()
            return (try Gen.int.array().replay(shrinker.bestValues), shrinker.statistics)
        }
        let (first, statistics) = try shrunk()
        #expect(first == [0, 1])
        #expect(!statistics.stoppedByBudget && statistics.rounds >= 2)
        let (second, again) = try shrunk()
        #expect(second == first && again.calls == statistics.calls && again.steps == statistics.steps)
    }

    @Test func stopsAtTheTimeBudgetWithoutChangingEarlierCandidates() {
        let initial = makeShrinker(Gen.int.array(), [1, 99, 1, 98, 0]) { $0.count >= 2 }.best
        var shrinker = Shrinker(initial: initial, timeBudget: .zero) { candidate in
            var source = Source(replaying: candidate)
            let value = try? Gen.int.array().generate(&source)
            return CandidateResult(failsSameWay: (value?.count ?? 0) >= 2, recorded: source.sequence)
        }
        shrinker.shrink()
        #expect(shrinker.statistics.stoppedByBudget && shrinker.statistics.calls == 0)
        #expect(shrinker.bestValues == [1, 99, 1, 98, 0])
    }

    @Test func doesNotRunCandidatesKnownToPass() {
        let initial = makeShrinker(digits.array(), [1, 5, 1, 6, 0]) { $0.count >= 2 }.best
        var calls: [[UInt64]] = []
        let passing = [[1, 5, 0], [1, 0, 1, 6, 0] as [UInt64]].map { values in
            var source = Source(replaying: values)
            _ = try? digits.array().generate(&source)
            return source.sequence
        }
        var shrinker = Shrinker(initial: initial, passing: passing) { candidate in
            calls.append(candidate)
            var source = Source(replaying: candidate)
            let value = try? digits.array().generate(&source)
            return CandidateResult(failsSameWay: (value?.count ?? 0) >= 2, recorded: source.sequence)
        }
        // The last candidate retraces `[5]` and reads no further.
        let adopted = [
            shrinker.consider([1, 5, 0]), shrinker.consider([1, 0, 1, 6]), shrinker.consider([1, 5, 0, 7]),
        ]
        #expect(adopted == [false, false, false])
        #expect(calls.isEmpty && shrinker.statistics.cacheHits == 3)
    }

    @Test func bisectsASmallRangeAfterAShortGallop() {
        // The smallest failing value is 900 of 1000: a gallop to 16, then a bisection, not a
        // gallop all the way to 512.
        var shrinker = makeShrinker(Gen.int(in: 0...1000), [1000]) { $0 >= 900 }
        ShrinkPass.minimiseIntegers.run(&shrinker)
        #expect(shrinker.bestValues == [900])
        #expect(shrinker.statistics.calls <= 18, "\(shrinker.statistics.calls) calls")
    }
}
