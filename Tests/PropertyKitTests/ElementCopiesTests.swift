import Testing

@testable import PropertyKit

/// Generation that relates positions inside one collection, copies the previous collection,
/// and draws doubles that break arithmetic.
@Suite struct ElementCopiesTests {
    func samples<Value>(_ gen: Gen<Value>, _ count: Int, seed: UInt64 = 5) -> [Value] {
        var source = Source(random: Xoshiro256StarStar(seed: seed))
        source.isLean = true
        return (0..<count).compactMap { _ in
            source.reset()
            return try? gen.generate(&source)
        }
    }

    /// Mirrored, repeated and constant lists of three or more elements of two or more values,
    /// which independent draws of wide integers practically never give.
    @Test func patternsInsideOneCollectionAreCommon() {
        let lists = samples(Gen.int.array(count: 3...12), 8_000)
        let mirrored = lists.filter { $0 == $0.reversed() && Set($0).count >= 2 }.count
        let cycled = lists.filter { list in
            list.count % 2 == 0 && list[..<(list.count / 2)] == list[(list.count / 2)...] && Set(list).count >= 2
        }.count
        let constant = lists.filter { Set($0).count == 1 }.count
        #expect(mirrored >= 75, "\(mirrored) mirrored lists in 8000")
        #expect(cycled >= 10, "\(cycled) repeated runs in 8000")
        #expect(constant >= 35, "\(constant) constant lists in 8000")
    }

    /// Sets and dictionaries copy the previous collection as lists do: two equal ones of two or
    /// more elements, which independent draws of wide integers practically never give.
    @Test func setsAndDictionariesSometimesCopyThePreviousCollection() {
        let sets = samples(zip(Gen.int.set(count: 2...8), Gen.int.set(count: 2...8)), 8_000)
        let equalSets = sets.filter { $0.0 == $0.1 }.count
        #expect(equalSets >= 120, "\(equalSets) equal sets in 8000")
        let dictionary = Gen.dictionary(keys: Gen.int, values: Gen.int, count: 2...8)
        let dictionaries = samples(zip(dictionary, dictionary), 8_000)
        let equalDictionaries = dictionaries.filter { $0.0 == $0.1 }.count
        #expect(equalDictionaries >= 120, "\(equalDictionaries) equal dictionaries in 8000")
    }

    /// Two lists in a row are sometimes equal, or one is the other rotated by one, even without
    /// span copies' share of cases.
    @Test func aCollectionSometimesCopiesThePreviousOne() {
        let list = Gen.int.array(count: 3...8)
        let pairs = samples(zip(list, list), 8_000)
        let equal = pairs.filter { $0.0 == $0.1 }.count
        #expect(equal >= 120, "\(equal) equal pairs in 8000")
        let free = samples(zip(Gen.int.array(), Gen.int.array()), 8_000)
        let rotated = free.filter { pair in
            pair.0 != pair.1 && pair.0.count >= 2 && pair.1 == Array(pair.0.dropFirst()) + [pair.0[0]]
        }.count
        #expect(rotated >= 50, "\(rotated) pairs rotated by one in 8000")
    }

    /// Lists of doubles whose mean leaves their range (nearly equal values that round) turn
    /// up, and single doubles draw what they always drew.
    @Test func doublesBreakArithmetic() throws {
        let lists = samples(Gen.double(in: -1e6...1e6).array(count: 1...20), 4_000)
        let rounding = lists.filter { xs in
            let mean = xs.reduce(0, +) / Double(xs.count)
            return !(xs.min()! <= mean && mean <= xs.max()!)
        }.count
        #expect(rounding >= 5, "\(rounding) lists whose mean leaves their range in 4000")
        let decimals = samples(zip(Gen.double(in: 0...10), Gen.double(in: 0...10)), 4_000).filter {
            ($0.1 * 1000).rounded() == $0.1 * 1000 && ($0.1 * 8).rounded() != $0.1 * 8
        }.count
        #expect(decimals >= 8, "\(decimals) second doubles with a decimal, not binary, fraction")
    }

    /// Patterned collections replay to themselves, and a lean recording draws what a full one
    /// draws (a failing case is redrawn in full before shrinking).
    @Test func patternsReplayAndRecordAlike() throws {
        let gen = zip(Gen.int.array(count: 0...10), Gen.string(count: 0...10), Gen.double().array())
        var lean = Source(random: Xoshiro256StarStar(seed: 13))
        lean.isLean = true
        var full = Source(random: Xoshiro256StarStar(seed: 13))
        for _ in 0..<2_000 {
            lean.reset()
            full.reset()
            let a = try gen.generate(&lean), b = try gen.generate(&full)
            #expect(a == b)
            #expect(try gen.replay(full.choices.map(\.value)) == b)
        }
    }
}
