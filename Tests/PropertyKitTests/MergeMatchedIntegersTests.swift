import Testing

@testable import PropertyKit

@Suite struct MergeMatchedIntegersTests {
    let lists = zip(digits.array(), digits.array())

    @Test func foldsTheSameValuesInBothCollections() throws {
        // `([0, 4, 5], [5, 0, 4])`, `b` a rotation of `a`, summing to at least 9: folding in one
        // list alone breaks the rotation.
        let start: [UInt64] = [1, 0, 1, 4, 1, 5, 0, 1, 5, 1, 0, 1, 4, 0]
        #expect(try lists.replay(start) == ([0, 4, 5], [5, 0, 4]))
        let rotatedSum: (([Int], [Int])) -> Bool = { lists in
            let (a, b) = lists
            return a != b && a.count == b.count && a.reduce(0, +) >= 9
                && a.indices.contains { Array(a[$0...] + a[..<$0]) == b }
        }
        #expect(try afterPass(.mergeMatchedIntegers, lists, start, fails: rotatedSum) == ([0, 0, 9], [9, 0, 0]))
        #expect(try afterPass(.mergeIntegers, lists, start, fails: rotatedSum) == ([0, 4, 5], [5, 0, 4]))
    }

    @Test func triesNothingWithoutMatchedValues() {
        var shrinker = makeShrinker(lists, [1, 1, 1, 2, 0, 1, 3, 1, 4, 0]) { $0.0.count == 2 }
        ShrinkPass.mergeMatchedIntegers.run(&shrinker)
        #expect(shrinker.statistics.calls == 0)
    }
}
