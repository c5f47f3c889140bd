import Testing

@testable import PropertyKit

@Suite struct LowerKeepingDifferenceTests {
    let pairs = zip(Gen.int, Gen.int)
    let sevenApart: ((Int, Int)) -> Bool = { $0.0 >= 1 && $0.1 - $0.0 == 7 }

    @Test func lowersTwoValuesKeepingTheirDifference() throws {
        // `(5, 12)`, zig-zag distances 9 and 23.
        #expect(try afterPass(.lowerKeepingDifference, pairs, [9, 23], fails: sevenApart) == (1, 8))
    }

    @Test func lowerPairsFlipsSignsOfZigZagDistancesInstead() throws {
        #expect(try afterPass(.lowerPairs, pairs, [9, 23], fails: sevenApart) == (5, 12))
    }

    @Test func keepsTheSignOfNegativeValues() throws {
        // `(-5, -12)`, distances 10 and 24.
        let result = try afterPass(.lowerKeepingDifference, pairs, [10, 24]) { $0.0 <= -1 && $0.0 - $0.1 == 7 }
        #expect(result == (-1, -8))
    }

    @Test func aPairWhoseDifferenceDoesNotMatterCostsOneCall() {
        var shrinker = makeShrinker(pairs, [9, 23]) { $0.0 >= 5 }
        ShrinkPass.lowerKeepingDifference.run(&shrinker)
        #expect(shrinker.statistics.calls == 1 && shrinker.bestValues == [9, 23])
    }

    @Test func skipsValuesOfOppositeSigns() {
        var shrinker = makeShrinker(pairs, [6, 23]) { $0.1 >= 12 }
        ShrinkPass.lowerKeepingDifference.run(&shrinker)
        #expect(shrinker.statistics.calls == 0)
    }
}
