import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct RunTreeTests {
    /// What `gen` reads when replaying `values`.
    func read<Value>(_ gen: Gen<Value>, _ values: [UInt64]) -> ChoiceSequence {
        var source = Source(replaying: values)
        _ = try? gen.generate(&source)
        return source.sequence
    }

    @Test func predictsCandidatesThatRetraceARecordedRun() {
        var tree = RunTree()
        #expect(tree.outcome(of: [1, 5, 0]) == nil)
        tree.insert(read(digits.array(), [1, 5, 0]), failsSameWay: true)
        tree.insert(read(digits.array(), [0]), failsSameWay: false)
        #expect(tree.outcome(of: [1, 5, 0]) == true)
        // Values past where the run stopped reading are never read.
        #expect(tree.outcome(of: [1, 5, 0, 7, 7]) == true)
        #expect(tree.outcome(of: [0, 3, 1, 4]) == false)
        // Past the end replay reads 0; above a bound it clamps (the flag's bound is 1, a digit's 9).
        #expect(tree.outcome(of: []) == false)
        #expect(tree.outcome(of: [9, 5, 0]) == true)
        #expect(tree.outcome(of: [1, 5]) == true)
        // A different draw was never recorded.
        #expect(tree.outcome(of: [1, 6, 0]) == nil)
        #expect(tree.outcome(of: [1, 5, 1, 0]) == nil)
    }

    @Test func sharesCommonPrefixes() {
        var tree = RunTree()
        tree.insert(read(digits.array(), [1, 5, 1, 6, 0]), failsSameWay: true)
        tree.insert(read(digits.array(), [1, 5, 1, 7, 0]), failsSameWay: false)
        // Root, then 1, 5, 1 shared; 6, 0 and 7, 0 apart.
        #expect(tree.count == 8)
        #expect(tree.outcome(of: [1, 5, 1, 6]) == true && tree.outcome(of: [1, 5, 1, 7]) == false)
    }

    @Test func theShrinkerDoesNotRunRetracingCandidates() {
        var shrinker = makeShrinker(digits.array(), [1, 5, 1, 6, 0]) { $0.contains(6) }
        let empty = shrinker.consider([0])
        // Any candidate clearing the first continue flag is the empty list again.
        let cleared = shrinker.consider([0, 5, 1, 6, 0])
        #expect(!empty && !cleared)
        #expect(shrinker.statistics.calls == 1 && shrinker.statistics.cacheHits == 1)
    }
}
