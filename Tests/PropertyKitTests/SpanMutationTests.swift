import Testing

@testable import PropertyKit

/// The runner's generation-phase mutation: a passing case's value copied over another value
/// with the same label.
@Suite struct SpanMutationTests {
    /// The mutation of a recorded case of `gen` drawn from `seed`, replayed, or `nil`.
    func mutated<Value>(_ gen: Gen<Value>, seed: UInt64) throws -> (Value, Value)? {
        var source = Source(random: Xoshiro256StarStar(seed: seed))
        let start = source.random
        let value = try gen.generate(&source)
        guard let values = SpanMutation.edit(source.choices, spans: source.spans, start: start) else { return nil }
        return (value, try gen.replay(values))
    }

    /// Two different strings become two equal ones, or one a rearrangement of the other.
    @Test func copiesOneStringOverTheOther() throws {
        let gen = zip(Gen.string(count: 0...8), Gen.string(count: 0...8))
        var equal = 0, rearranged = 0
        for seed in UInt64(1)...200 {
            guard let (before, after) = try mutated(gen, seed: seed) else { continue }
            #expect(before.0 != before.1)
            #expect(after.0 == before.0 || after.1 == before.1)
            if after.0 == after.1 {
                equal += 1
            } else {
                #expect(after.0.sorted() == after.1.sorted(), "\(before) -> \(after)")
                rearranged += 1
            }
        }
        #expect(equal >= 80 && rearranged >= 40, "\(equal) equal, \(rearranged) rearranged")
    }

    /// A string is never copied over a list of integers, nor one element over another.
    @Test func copiesOnlyValuesThatDrawAlike() throws {
        for seed in UInt64(1)...100 {
            #expect(try mutated(zip(Gen.string(count: 2...8), Gen.int.array(count: 2...8)), seed: seed) == nil)
            #expect(try mutated(Gen.int.array(count: 2...8), seed: seed) == nil)
        }
    }

    /// Two equal strings of two or more characters turn up within a few cases: from seeds
    /// 1...100, a mean of under 15 calls where independent draws need about 19.
    @Test func findsEqualStringsSoon() {
        var cases = 0
        for seed in UInt64(1)...100 {
            let report = equalStrings(seed: seed)
            cases += report.casesRun
        }
        #expect(Double(cases) / 100 < 15, "\(Double(cases) / 100) calls")
    }

    /// The same seed gives the same cases, the same failure and the same shrunk counterexample.
    @Test func sameSeedSameResult() {
        for seed in UInt64(1)...10 {
            let first = equalStrings(seed: seed), second = equalStrings(seed: seed)
            #expect(first.casesRun == second.casesRun)
            #expect(first.counterexample?.originalChoices == second.counterexample?.originalChoices)
            #expect(first.counterexample?.shrunkChoices == second.counterexample?.shrunkChoices)
            #expect(first.counterexample.map { $0.shrunk.0 == "aa" && $0.shrunk.1 == "aa" } == true)
        }
    }

    func equalStrings(seed: UInt64) -> PropertyReport<(String, String)> {
        var configuration = PropertyConfiguration()
        configuration.seed = seed
        configuration.timeBudget = nil
        return runProperty("equal strings", zip(Gen.string(), Gen.string()), configuration: configuration) {
            s, t in
            if s == t && s.count >= 2 { throw Failure() }
        }
    }

    struct Failure: Error {}
}
