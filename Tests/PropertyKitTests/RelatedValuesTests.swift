import Testing

@testable import PropertyKit

/// Generation that copies earlier spans, and the passes that keep related values related.
@Suite struct RelatedValuesTests {
    func samples<Value>(_ gen: Gen<Value>, _ count: Int, seed: UInt64 = 7) -> [Value] {
        var source = Source(random: Xoshiro256StarStar(seed: seed))
        source.isLean = true
        return (0..<count).compactMap { _ in
            source.reset()
            return try? gen.generate(&source)
        }
    }

    /// Equal and permuted pairs of lists turn up in about one case in a hundred (equal) and one in five hundred (permuted)
    /// (independent draws of lists of four or more elements practically never coincide).
    @Test func coincidingAndPermutedStructuresAreCommon() {
        let list = Gen.int.array(count: 4...8)
        let pairs = samples(zip(list, list), 4_000)
        let equal = pairs.filter { $0.0 == $0.1 }.count
        let permuted = pairs.filter { $0.0 != $0.1 && $0.0.sorted() == $0.1.sorted() }.count
        #expect(equal >= 16, "\(equal) equal pairs in 4000")
        #expect(permuted >= 4, "\(permuted) permuted pairs in 4000")
        // One fresh value in a copy: equal but for one position.
        let nearly = pairs.filter { $0.0.count == $0.1.count && zip($0.0, $0.1).filter { $0 != $1 }.count == 1 }.count
        #expect(nearly >= 5, "\(nearly) pairs differing in one element")
    }

    /// A copied case is an ordinary case: replaying its choices gives it back, and a full
    /// recording draws what a lean one drew.
    @Test func copiesReplayAndRecordAlike() throws {
        let list = Gen.int.array(count: 2...6)
        let gen = zip(list, list, Gen.int.array().array())
        var lean = Source(random: Xoshiro256StarStar(seed: 3))
        lean.isLean = true
        var full = Source(random: Xoshiro256StarStar(seed: 3))
        for _ in 0..<500 {
            lean.reset()
            full.reset()
            let a = try gen.generate(&lean), b = try gen.generate(&full)
            #expect(a == b)
            #expect(try gen.replay(full.choices.map(\.value)) == b)
        }
    }

    @Test func copiesLeaveCollectionSizesAlone() {
        // Early cases stay small whatever is copied: sizes follow the runner's limits.
        var sizes: [Int] = []
        var configuration = PropertyConfiguration()
        configuration.cases = 2_000
        _ = runProperty("sizes", Gen.int.array(), configuration: configuration) { sizes.append($0.count) }
        let mean = Double(sizes.suffix(1_000).reduce(0, +)) / 1_000
        #expect(mean > 6 && mean < 10, "\(mean)")
    }

    /// One short case in eight gives an earlier integer the value of a later one (in value
    /// space, so a list element can take a later `0...1000` integer's value); nothing else changes.
    @Test func integerCopiesGiveAnEarlierIntegerALaterValue() throws {
        let gen = zip(Gen.int.array(count: 1...4), Gen.int(in: 0...1000))
        var source = Source(random: Xoshiro256StarStar(seed: 11))
        source.isLean = true
        var edited = 0, contained = 0
        for _ in 0..<800 {
            source.reset()
            let start = source.random
            let (list, x) = try gen.generate(&source)
            guard let values = IntegerCopies.edit(source.choices, drawn: source.drawn, start: start) else { continue }
            edited += 1
            let changed = values.indices.filter { values[$0] != source.choices[$0].value }
            try #require(changed.count == 1, "\(values)")
            let index = changed[0], encoding = try #require(source.choices[index].integer)
            let copied = encoding.value(at: values[index])
            #expect(source.choices[(index + 1)...].contains { $0.integer?.value(at: $0.value) == copied })
            let (newList, newX) = try gen.replay(values)
            if newList.contains(newX) && !list.contains(x) { contained += 1 }
        }
        #expect(edited > 60 && edited < 140, "\(edited) of 800 edited")
        #expect(contained > 20, "\(contained) edits put the later integer into the list")
        // A case whose choices were not all kept (a long lean case) is never edited.
        var long = Source(random: Xoshiro256StarStar(seed: 11))
        long.isLean = true
        for _ in 0..<200 {
            long.reset()
            let start = long.random
            _ = try Gen.int.array(count: 80...90).generate(&long)
            #expect(IntegerCopies.edit(long.choices, drawn: long.drawn, start: start) == nil)
        }
    }

    /// A list containing a separate integer above 100 is found within tens of cases, not a
    /// hundred and more, and the edited case it fails on reproduces.
    @Test func runnerFindsAListContainingALaterInteger() {
        var cases = 0
        for seed in 1...20 {
            var configuration = PropertyConfiguration()
            configuration.seed = UInt64(seed)
            configuration.cases = 1_000
            configuration.shrinks = false
            let report = runProperty(
                "contains", zip(Gen.int.array(), Gen.int(in: 0...1000)), configuration: configuration
            ) { list, x in
                try require(!(list.contains(x) && x > 100))
            }
            #expect(report.counterexample != nil, "\(report)")
            cases += report.casesRun
        }
        #expect(cases <= 20 * 50, "\(cases) cases for 20 seeds")
    }

    @Test func lowerEqualIntegersMovesValuesOfDifferentRangesTogether() throws {
        let gen = zip(Gen.int.array(), Gen.int(in: 0...1000))
        let start = try Source.recording(gen, [1, Gen<Int>.distance(of: 300, in: .min ... .max), 0, 300])
        let result = try afterPass(.lowerEqualIntegers, gen, start) { list, x in list.contains(x) && x > 100 }
        #expect(result == ([101], 101))
    }

    @Test func deleteEqualSpansShrinksPermutationsTogether() throws {
        let gen = zip(Gen.int(in: 0...9).array(), Gen.int(in: 0...9).array())
        // ([3, 1, 2], [2, 3, 1]): deleting one element of each keeps them permutations.
        let start: [UInt64] = [1, 3, 1, 1, 1, 2, 0, 1, 2, 1, 3, 1, 1, 0]
        let result = try afterPass(.deleteEqualSpans, gen, start) { a, b in a != b && a.sorted() == b.sorted() }
        #expect(result.0.count == 2 && result.1.count == 2, "\(result)")
    }
}

extension Gen where Value == Int {
    /// The distance of `value` in `range` (for building test sequences).
    static func distance(of value: Int, in range: ClosedRange<Int>) -> UInt64 {
        IntegerEncoding(range).distance(of: value)
    }
}

extension Source {
    /// The values `gen` records when replaying `values` (for building test sequences).
    static func recording<Value>(_ gen: Gen<Value>, _ values: [UInt64]) throws -> [UInt64] {
        var source = Source(replaying: values)
        _ = try gen.generate(&source)
        return source.choices.map(\.value)
    }
}
