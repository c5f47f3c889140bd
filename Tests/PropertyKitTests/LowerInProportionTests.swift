import Testing

@testable import PropertyKit

@Suite struct LowerInProportionTests {
    let pairs = zip(Gen.int(in: 0...100), Gen.int(in: 0...100))

    @Test func lowersTwoValuesKeepingTheirRatio() throws {
        // `(12, 18)` in the ratio 2 : 3: lowering either alone breaks it.
        let ratio: ((Int, Int)) -> Bool = { $0.0 >= 1 && 3 * $0.0 == 2 * $0.1 }
        #expect(try afterPass(.lowerInProportion, pairs, [12, 18], fails: ratio) == (2, 3))
        #expect(try afterPass(.minimiseIntegers, pairs, [12, 18], fails: ratio) == (12, 18))
    }

    @Test func lowersAValueAndItsMultipleInAList() throws {
        let list = Gen.int.array()
        // `[-4, 7, -12]`: -4 and its triple, with 7 between them.
        let start: [UInt64] = [1, 8, 1, 13, 1, 24, 0]
        #expect(try list.replay(start) == [-4, 7, -12])
        let triple: ([Int]) -> Bool = { list in list.contains { $0 != 0 && list.contains(3 * $0) } }
        #expect(try afterPass(.lowerInProportion, list, start, fails: triple) == [-1, 7, -3])
    }

    @Test func aPairWhoseRatioDoesNotMatterCostsOneCall() {
        // Only `(6, 9)` has a common divisor; `(4, 6)` passes, so the pair is left after one call.
        var shrinker = makeShrinker(pairs, [6, 9]) { $0.0 >= 6 }
        ShrinkPass.lowerInProportion.run(&shrinker)
        #expect(shrinker.statistics.calls == 1 && shrinker.bestValues == [6, 9])
    }

    @Test func skipsValuesWithoutACommonDivisor() {
        var shrinker = makeShrinker(pairs, [4, 9]) { $0.0 >= 4 }
        ShrinkPass.lowerInProportion.run(&shrinker)
        #expect(shrinker.statistics.calls == 0)
    }
}
