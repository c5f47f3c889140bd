import Testing

@testable import PropertyKit

@Suite struct ExchangeAfterMatchedDeletionTests {
    let lists = zip(digits.array(), digits.array())
    let permutedWithNine: (([Int], [Int])) -> Bool = { lists in
        lists.0 != lists.1 && lists.0.sorted() == lists.1.sorted() && lists.0.contains(9)
    }

    @Test func deletesAMatchedPairAndExchangesTwoElements() throws {
        // `([0, 1, 9], [1, 0, 9])`: deleting the 1s (or the 0s) alone makes the lists equal.
        let start: [UInt64] = [1, 0, 1, 1, 1, 9, 0, 1, 1, 1, 0, 1, 9, 0]
        #expect(try lists.replay(start) == ([0, 1, 9], [1, 0, 9]))
        #expect(
            try afterPass(.exchangeAfterMatchedDeletion, lists, start, fails: permutedWithNine) == ([0, 9], [9, 0]))
        #expect(try afterPass(.deleteEqualSpans, lists, start, fails: permutedWithNine) == ([0, 1, 9], [1, 0, 9]))
    }

    @Test func triesNothingWithoutMatchedElements() {
        var shrinker = makeShrinker(lists, [1, 1, 1, 2, 0, 1, 3, 1, 4, 0]) { $0.0.count == 2 }
        ShrinkPass.exchangeAfterMatchedDeletion.run(&shrinker)
        #expect(shrinker.statistics.calls == 0)
    }
}
