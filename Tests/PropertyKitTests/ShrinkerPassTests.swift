import PropertyKitTesting
import ShrinkProblems
import Testing

@testable import PropertyKit

/// A shrinker over `gen` starting at `values`, where a value "fails" when `fails` says so.
func makeShrinker<Value>(_ gen: Gen<Value>, _ values: [UInt64], fails: @escaping (Value) -> Bool) -> Shrinker {
    func run(_ candidate: [UInt64]) -> CandidateResult {
        var source = Source(replaying: candidate)
        guard let value = try? gen.generate(&source) else { return CandidateResult(failsSameWay: false, recorded: nil) }
        return CandidateResult(failsSameWay: fails(value), recorded: source.sequence)
    }
    let initial = run(values)
    precondition(initial.failsSameWay, "the starting case must fail")
    return Shrinker(initial: initial.recorded!, test: run)
}

/// Runs one pass once and returns the value of the best sequence.
func afterPass<Value>(_ pass: ShrinkPass, _ gen: Gen<Value>, _ values: [UInt64], fails: @escaping (Value) -> Bool)
    throws -> Value
{
    var shrinker = makeShrinker(gen, values, fails: fails)
    pass.run(&shrinker)
    return try gen.replay(shrinker.bestValues)
}

let digits = Gen.int(in: 0...9)

@Suite struct ShrinkerPassTests {
    @Test func deleteSpansRemovesElements() throws {
        let result = try afterPass(.deleteSpans, digits.array(), [1, 5, 1, 6, 1, 7, 1, 8, 0]) { $0.contains(7) }
        #expect(result == [7])
    }

    @Test func deleteSpansLeavesFixedSizeElementsAlone() {
        var shrinker = makeShrinker(digits.array(exactly: 3), [1, 2, 3]) { $0.contains(3) }
        ShrinkPass.deleteSpans.run(&shrinker)
        // Only the whole collection is tried: deleting an element would just shift the rest.
        #expect(shrinker.statistics.calls == 1 && shrinker.bestValues == [1, 2, 3])
    }

    @Test func deleteElementsLoweringCountShrinksUpFrontCounts() throws {
        let gen = Gen.int(in: 1...10).flatMap { digits.array(exactly: $0) }
        #expect(try gen.replay([3, 1, 2, 9, 4]) == [1, 2, 9, 4])
        #expect(try afterPass(.deleteElementsLoweringCount, gen, [3, 1, 2, 9, 4]) { $0.contains(9) } == [9])
        // Plain span deletion cannot do it: the count keeps the length.
        #expect(try afterPass(.deleteSpans, gen, [3, 1, 2, 9, 4]) { $0.contains(9) }.count == 4)
    }

    @Test func deleteSpansLeavesTheElementsOfEqualCollectionsToTheirCopies() {
        // `([3, 4], [3, 4])`: only the lists themselves are deleted, in one call (deleting
        // either leaves the same choices); their elements are `shrink equal spans together`'s.
        var shrinker = makeShrinker(zip(digits.array(), digits.array()), [1, 3, 1, 4, 0, 1, 3, 1, 4, 0]) {
            $0.0 == $0.1 && !$0.0.isEmpty
        }
        ShrinkPass.deleteSpans.run(&shrinker)
        #expect(shrinker.statistics.calls == 1 && shrinker.bestValues == [1, 3, 1, 4, 0, 1, 3, 1, 4, 0])
    }

    @Test func joinSiblingsMergesAdjacentLists() throws {
        let gen = digits.array().array()
        #expect(try gen.replay([1, 1, 1, 0, 1, 1, 2, 0, 0]) == [[1], [2]])
        let result = try afterPass(.joinSiblings, gen, [1, 1, 1, 0, 1, 1, 2, 0, 0]) { $0.joined().count >= 2 }
        #expect(result == [[1, 2]])
    }

    @Test func joinSiblingsMergesSetsAtTheirMinimumCount() throws {
        // Two sets of at least one element: the second's first element has no continue flag,
        // so joining puts one in front of it.
        let gen = digits.set(count: 1...4).array(count: 1...4)
        #expect(try gen.replay([1, 0, 1, 2, 0, 0]) == [[1], [2]])
        let result = try afterPass(.joinSiblings, gen, [1, 0, 1, 2, 0, 0]) { $0.count == 2 || $0.first == [1, 2] }
        #expect(result == [[1, 2]])
    }

    @Test func zeroSpansReplacesBySimplest() throws {
        let result = try afterPass(.zeroSpans, digits.array(count: 2...5), [5, 6]) { $0.count >= 2 }
        #expect(result == [0, 0])
    }

    @Test func promoteChildReplacesANodeByASubtree() throws {
        let values: [UInt64] = [1, 0, 1, 1, 0, 5, 0, 3]
        #expect(try Expression.gen.replay(values) == .add(.literal(1), .add(.literal(3), .literal(2))))
        func containsThree(_ expression: Expression) -> Bool {
            switch expression {
            case .literal(let value): return value == 3
            case .add(let a, let b), .divide(let a, let b): return containsThree(a) || containsThree(b)
            }
        }
        #expect(try afterPass(.promoteChild, Expression.gen, values, fails: containsThree) == .literal(3))
    }

    @Test func minimiseIntegersFindsTheSmallestFailingValues() throws {
        let result = try afterPass(.minimiseIntegers, zip(Gen.int, Gen.int), [123_457, 77]) {
            $0.0 >= 1000 && $0.1 != 0
        }
        #expect(result == (1000, 1))
    }

    @Test func minimiseIntegersTriesZeroFirst() {
        // A large signed value that can simply be zero costs one call, not a search.
        var shrinker = makeShrinker(zip(Gen.int, Gen.int), [123_457, 77]) { $0.1 != 0 }
        ShrinkPass.minimiseIntegers.run(&shrinker)
        #expect(shrinker.bestValues == [0, 1])
        // One call for the first value; then 0 (passes) and the sign-keeping search's 1.
        #expect(shrinker.statistics.calls == 1 + 2)
    }

    @Test func lowerDuplicatesLowersEqualValuesTogether() throws {
        let gen = zip(Gen.positive, Gen.positive)
        let failing: ((Int, Int)) -> Bool = { $0.0 == $0.1 && $0.0 >= 10 }
        #expect(try afterPass(.lowerDuplicates, gen, [499, 499], fails: failing) == (10, 10))
        #expect(try afterPass(.minimiseIntegers, gen, [499, 499], fails: failing) == (500, 500))
    }

    @Test func lowerDuplicatesKeepsTheSignOfThreeLargeEqualIntegers() throws {
        let large = IntegerEncoding(Int.min...Int.max).distance(of: 4_474_438_202_478_643_450)
        let start: [UInt64] = [1, large, 1, large, 1, large, 0]
        var shrinker = makeShrinker(Gen.int.array(), start) { list in
            list.contains { x in
                x >= 10 && list.filter { $0 == x }.count >= 3
            }
        }
        ShrinkPass.lowerDuplicates.run(&shrinker)
        #expect(try Gen.int.array().replay(shrinker.bestValues) == [10, 10, 10])
        // A search over distances alone probes negative values at every other step.
        #expect(shrinker.statistics.calls <= 80, "\(shrinker.statistics.calls) calls")
    }

    @Test func lowerDuplicatesLeavesContinueFlagsOutOfIntegerGroups() throws {
        // Each 1 shares its distance with the continue flags; lowered with them, the list ends.
        let gen = digits.array()
        let failing: ([Int]) -> Bool = { $0.count == 2 && $0[0] == $0[1] }
        #expect(try afterPass(.lowerDuplicates, gen, [1, 1, 1, 1, 0], fails: failing) == [0, 0])
    }

    @Test func minimiseIntegersLowersBooleansUpToTheMinimumCount() throws {
        // The first two elements have no continue flag: their `true`s are values, not flags.
        let gen = Gen.bool.array(count: 2...4)
        #expect(try gen.replay([1, 1, 1, 1, 0]) == [true, true, true])
        #expect(try afterPass(.minimiseIntegers, gen, [1, 1, 1, 1, 0]) { $0.count == 3 } == [false, false, false])
    }

    @Test func lowerDuplicatesLowersEqualBooleansApartFromContinueFlags() throws {
        let gen = Gen.bool.array(count: 3...5)
        var shrinker = makeShrinker(gen, [1, 1, 1, 1, 1, 0]) { $0.count == 4 }
        ShrinkPass.lowerDuplicates.run(&shrinker)
        #expect(try gen.replay(shrinker.bestValues) == [false, false, false, false])
        #expect(shrinker.statistics.calls == 1)
    }

    @Test func lowerEqualIntegersLeavesOneUnsignedRangeToLowerDuplicates() throws {
        let small = Gen.int(in: 0...100)
        var shrinker = makeShrinker(zip(small, small), [50, 50]) { $0.0 == $0.1 && $0.0 >= 10 }
        ShrinkPass.lowerEqualIntegers.run(&shrinker)
        #expect(shrinker.statistics.calls == 0 && shrinker.bestValues == [50, 50])
        // A signed range is searched by magnitude, which `lower duplicates` does not do.
        var signed = makeShrinker(zip(Gen.int, Gen.int), [99, 99]) { $0.0 == $0.1 && $0.0 >= 10 }
        ShrinkPass.lowerEqualIntegers.run(&signed)
        #expect(try zip(Gen.int, Gen.int).replay(signed.bestValues) == (10, 10))
    }

    @Test func keepEqualSiblingsDeletesAllButARepeatedElementInOneCall() throws {
        let gen = digits.array()
        let start: [UInt64] = [1, 4, 1, 3, 1, 5, 1, 3, 1, 7, 0]
        #expect(try gen.replay(start) == [4, 3, 5, 3, 7])
        var shrinker = makeShrinker(gen, start) { Set($0).count < $0.count }
        ShrinkPass.keepEqualSiblings.run(&shrinker)
        #expect(try gen.replay(shrinker.bestValues) == [3, 3])
        #expect(shrinker.statistics.calls == 1)
        // Nothing repeated, or nothing else to delete: no call.
        var distinct = makeShrinker(gen, [1, 4, 1, 3, 1, 5, 0]) { $0.count == 3 }
        ShrinkPass.keepEqualSiblings.run(&distinct)
        var pair = makeShrinker(gen, [1, 3, 1, 3, 0]) { $0.count == 2 }
        ShrinkPass.keepEqualSiblings.run(&pair)
        #expect(distinct.statistics.calls == 0 && pair.statistics.calls == 0)
    }

    @Test func sortSiblingsOrdersElements() throws {
        let result = try afterPass(.sortSiblings, digits.array(), [1, 3, 1, 1, 1, 2, 0]) { Set($0) == [1, 2, 3] }
        #expect(result == [1, 2, 3])
    }

    @Test func lowerPairsKeepsTheDifference() throws {
        let result = try afterPass(.lowerPairs, zip(Gen.positive, Gen.positive), [49, 46]) {
            $0.0 >= 10 && $0.0 - $0.1 == 3
        }
        #expect(result == (10, 7))
    }

    @Test func redistributePairsMovesValueLater() throws {
        let small = Gen.int(in: 0...100)
        #expect(try afterPass(.redistributePairs, zip(small, small), [30, 20]) { $0.0 + $0.1 == 50 } == (0, 50))
        let int16 = Gen<Int16>.integer()
        let start: [UInt64] = [
            IntegerEncoding(-32768...32767).distance(of: -6680), IntegerEncoding(-32768...32767).distance(of: -26089),
        ]
        let result = try afterPass(.redistributePairs, zip(int16, int16), start) { $0.0 &+ $0.1 == 32767 }
        #expect(result == (-1, -32768))
    }

    @Test func redistributePairsMovesMagnitudesOnlyBetweenSignedValues() {
        // Unsigned values: all of the amount (0, 5), then one (4, 1), and no steps of two.
        let small = Gen.int(in: 0...100)
        var shrinker = makeShrinker(zip(small, small), [5, 0]) { $0.0 == 5 && $0.1 == 0 }
        ShrinkPass.redistributePairs.run(&shrinker)
        #expect(shrinker.statistics.calls == 2)
    }

    @Test func deleteChoiceRunsRemovesStructureBlindly() throws {
        var shrinker = makeShrinker(digits.array().array(), [1, 1, 1, 0, 1, 1, 2, 0, 0]) { $0.joined().count >= 2 }
        ShrinkPass.deleteChoiceRuns.run(&shrinker)
        #expect(shrinker.bestValues.count < 9)
        #expect(try digits.array().array().replay(shrinker.bestValues).joined().count == 2)
    }

    @Test func deleteElementRenumberingKeepsIndicesPointingAtTheSameElements() throws {
        func coupled(_ list: [Int]) -> Bool {
            guard list.allSatisfy({ $0 < list.count }) else { return false }
            return list.indices.contains { i in list[i] != i && list[list[i]] == i }
        }
        let gen = Gen.int(in: 0...10).array()
        #expect(try gen.replay([1, 2, 1, 0, 1, 0, 0]) == [2, 0, 0])
        #expect(try afterPass(.deleteElementRenumbering, gen, [1, 2, 1, 0, 1, 0, 0], fails: coupled) == [1, 0])
        #expect(try afterPass(.deleteSpans, gen, [1, 2, 1, 0, 1, 0, 0], fails: coupled) == [2, 0, 0])
    }

    @Test func mergeIntegersFoldsOneValueIntoAnother() throws {
        let encoding = IntegerEncoding(Int(Int16.min)...Int(Int16.max))
        let gen = Gen<Int16>.integer().array()
        let start: [UInt64] = [1, encoding.distance(of: 11161), 1, encoding.distance(of: -19670), 0]
        #expect(try gen.replay(start) == [11161, -19670])
        let result = try afterPass(.mergeIntegers, gen, start) { $0.reduce(0, &+) == -8509 && $0.count == 2 }
        #expect(result == [0, -8509])
    }

    @Test func swapSpansMovesSimplerContentEarlierAcrossBranches() throws {
        let gen = zip(digits.array(), digits.array())
        #expect(try gen.replay([1, 5, 0, 1, 1, 0]) == ([5], [1]))
        let result = try afterPass(.swapSpans, gen, [1, 5, 0, 1, 1, 0]) { Set($0.0 + $0.1) == [1, 5] }
        #expect(result == ([1], [5]))
    }

    @Test func swapSiblingsAndDeleteReachesMinimaBehindALargerIntermediate() throws {
        func wrong(_ heap: Heap?) -> Bool { heap.map { wrongToSortedList($0) != $0.keys.sorted() } ?? false }
        let gen = Heap.gen(size: 20)
        let start: [UInt64] = [1, 0, 1, 0, 1, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0]
        let original = try gen.replay(start)
        #expect(
            original == Heap(key: 0, left: Heap(key: 0, left: Heap(key: 0)), right: Heap(key: 1, left: Heap(key: 1))))
        // One run swaps the root's subtrees and drops a node: a 4-node counterexample.
        let stepped = try #require(try afterPass(.swapSiblingsAndDelete, gen, start, fails: wrong))
        #expect(stepped.keys.count == 4)
        // Every other pass is stuck at the 5-node heap; with this pass the shrinker reaches the minimum.
        let minimal = Heap(key: 0, left: Heap(key: 1), right: Heap(key: 0, left: Heap(key: 0)))
        var without = makeShrinker(gen, start, fails: wrong)
        without.fallbackPasses.removeAll { $0.name == ShrinkPass.swapSiblingsAndDelete.name }
        without.shrink()
        #expect(try gen.replay(without.bestValues) == original)
        var with = makeShrinker(gen, start, fails: wrong)
        with.shrink()
        #expect(try gen.replay(with.bestValues) == minimal)
    }

    @Test func shrinkEqualSpansTogetherDeletesFromEveryCopy() throws {
        let gen = zip(digits.array(), digits.array())
        let start: [UInt64] = [1, 3, 1, 4, 1, 5, 0, 1, 3, 1, 4, 1, 5, 0]
        #expect(try gen.replay(start) == ([3, 4, 5], [3, 4, 5]))
        // The 5 must stay (else the pass also zeroes what is left in every copy).
        let equal: ((a: [Int], b: [Int])) -> Bool = { $0.a == $0.b && $0.a.contains(5) }
        #expect(try afterPass(.shrinkEqualSpansTogether, gen, start, fails: equal) == ([5], [5]))
        // Deleting from one list alone breaks the equality.
        #expect(try afterPass(.deleteSpans, gen, start, fails: equal) == ([3, 4, 5], [3, 4, 5]))
    }

    @Test func shrinkEqualSpansTogetherZeroesAChoiceInEveryCopy() throws {
        // `[0: 0, 1: 1]` twice: lowering the value 1 alone makes the copies differ, and
        // lowering every 1 together makes the keys collide.
        let one = IntegerEncoding(Int.min...Int.max).distance(of: 1)
        let dictionary = Gen.dictionary(keys: Gen.int, values: Gen.int)
        let gen = zip(dictionary, dictionary)
        let half: [UInt64] = [1, 0, 0, 1, one, one, 0]
        #expect(try gen.replay(half + half) == ([0: 0, 1: 1], [0: 0, 1: 1]))
        let result = try afterPass(.shrinkEqualSpansTogether, gen, half + half) { $0.0 == $0.1 && $0.0.count >= 2 }
        #expect(result == ([0: 0, 1: 0], [0: 0, 1: 0]))
    }

    @Test func shrinkEqualSpansTogetherRemovesMarksFromEveryCopy() throws {
        let gen = zip(Gen.string(), Gen.string())
        // "à" twice: continue, `a`, a mark (flag, U+0300), no more marks, stop.
        let start: [UInt64] = [1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0]
        #expect(try gen.replay(start) == ("a\u{300}", "a\u{300}"))
        let result = try afterPass(.shrinkEqualSpansTogether, gen, start) { $0.0 == $0.1 && !$0.0.isEmpty }
        #expect(result == ("a", "a"))
    }

    @Test func simplifyCharactersMakesEveryCharacterSimplestInOneCall() throws {
        var shrinker = makeShrinker(Gen.string(), [1, 42, 0, 1, 51, 0, 0]) { $0.count >= 2 }
        #expect(try Gen.string().replay(shrinker.bestValues) == "QZ")
        ShrinkPass.simplifyCharacters.run(&shrinker)
        #expect(try Gen.string().replay(shrinker.bestValues) == "aa")
        #expect(shrinker.statistics.calls == 1)
    }

    @Test func simplifyCharactersDropsMarksAndMovesTheBase() throws {
        // "aàb" (`à` is `a` and U+0300): the mark alone cannot go (`aab` has two distinct
        // characters), so `à` becomes `c`.
        let start: [UInt64] = [1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0]
        #expect(try Gen.string().replay(start) == "aa\u{300}b")
        #expect(try afterPass(.simplifyCharacters, Gen.string(), start) { Set($0).count >= 3 } == "acb")
    }

    @Test func simplifyCharacterClassesMovesACharacterBeyondASCIIToTheSimplestOfItsClass() throws {
        // `ϒ` (U+03D2) is an uppercase letter whose neighbours are not.
        let upsilon = ScalarOrder.distance(of: "\u{3D2}")!
        var shrinker = makeShrinker(Gen.string(), [1, upsilon, 0, 0]) { $0.contains { $0.isUppercase } }
        ShrinkPass.simplifyCharacterClasses.run(&shrinker)
        #expect(try Gen.string().replay(shrinker.bestValues) == "A")
        #expect(ScalarOrder.simplerMembersOfClasses(of: ScalarOrder.distance(of: "Q")!).isEmpty)
    }

    @Test func deleteElementsAtLimitKeepsTheNextDrawInPlace() throws {
        let gen = zip(digits.array(count: 0...3), digits)
        let start: [UInt64] = [1, 5, 1, 6, 1, 7, 9]
        #expect(try gen.replay(start) == ([5, 6, 7], 9))
        let fails: (([Int], Int)) -> Bool = { $0.0.contains(7) && $0.1 == 9 }
        #expect(try afterPass(.deleteElementsAtLimit, gen, start, fails: fails) == ([6, 7], 9))
        // Plain deletion makes the list read the 9 as a continue flag.
        #expect(try afterPass(.deleteSpans, gen, start, fails: fails) == ([5, 6, 7], 9))
    }

    @Test func deleteElementsAtLimitDeletesFromEqualCollectionsTogether() throws {
        let list = digits.array(count: 0...3)
        let start: [UInt64] = [1, 5, 1, 6, 1, 7, 1, 5, 1, 6, 1, 7]
        #expect(try zip(list, list).replay(start) == ([5, 6, 7], [5, 6, 7]))
        let fails: (([Int], [Int])) -> Bool = { $0.0 == $0.1 && $0.0.contains(7) }
        let shrunk = try afterPass(.deleteElementsAtLimit, zip(list, list), start, fails: fails)
        #expect(shrunk == ([6, 7], [6, 7]))
    }

    @Test func exchangeEqualValuesTradesTwoValuesEverywhere() throws {
        let gen = digits.array()
        let start: [UInt64] = [1, 1, 1, 0, 1, 1, 1, 0, 0]
        #expect(try gen.replay(start) == [1, 0, 1, 0])
        let repeated: ([Int]) -> Bool = { $0.count == 4 && $0[..<2] == $0[2...] && Set($0).count == 2 }
        #expect(try afterPass(.exchangeEqualValues, gen, start, fails: repeated) == [0, 1, 0, 1])
        #expect(try afterPass(.minimiseIntegers, gen, start, fails: repeated) == [1, 0, 1, 0])
    }

    @Test func moveFactorsKeepsAProductWhileTheFirstFactorFalls() throws {
        let factor = Gen.int(in: 0...1000)
        let gen = zip(factor, factor)
        let product: ((Int, Int)) -> Bool = { $0.0 * $0.1 >= 500 }
        #expect(try afterPass(.moveFactors, gen, [2, 250], fails: product) == (1, 500))
        #expect(try afterPass(.minimiseIntegers, gen, [2, 250], fails: product) == (2, 250))
        // With `(1, 1002)` out of range, the first factor goes down by one.
        let over: ((Int, Int)) -> Bool = { $0.0 * $0.1 > 1000 }
        #expect(try afterPass(.moveFactors, gen, [3, 334], fails: over) == (2, 501))
    }
}
