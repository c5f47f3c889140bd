import PropertyKitTesting
import Testing

@testable import PropertyKit

/// Draws `count` values from seeds 1...count.
func samples<Value>(_ gen: Gen<Value>, _ count: Int = 500) -> [Value] {
    var source = Source(random: Xoshiro256StarStar(seed: 99))
    return (0..<count).compactMap { _ in
        source.reset()
        return try? gen.generate(&source)
    }
}

@Suite struct GenTests {
    @Test func replayingTheRecordRebuildsTheValue() throws {
        let gen = zip(Gen.int.array(), Gen.bool, Gen.double(in: -5...5).optional)
        var source = Source(random: Xoshiro256StarStar(seed: 4))
        for _ in 0..<50 {
            source.reset()
            let value = try gen.generate(&source)
            let again = try gen.replay(source.choices.map(\.value))
            #expect(value.0 == again.0 && value.1 == again.1 && value.2 == again.2)
        }
    }

    @Test func emptyChoicesGiveTheSimplestValue() throws {
        #expect(try Gen.int.replay([]) == 0)
        #expect(try Gen.int(in: 5...9).replay([]) == 5)
        #expect(try Gen.int.array(count: 2...5).replay([]) == [0, 0])
        #expect(try Gen.bool.replay([]) == false)
        #expect(try Gen.double(in: 2...3).replay([]) == 2)
        #expect(try Gen.int.optional.replay([]) == nil)
        #expect(try Gen.oneOf([.constant("a"), .constant("b")]).replay([]) == "a")
    }

    @Test func constantDrawsNothing() throws {
        var source = Source(random: Xoshiro256StarStar(seed: 1))
        #expect(try Gen.constant(7).generate(&source) == 7)
        #expect(source.choices.isEmpty)
    }
}
