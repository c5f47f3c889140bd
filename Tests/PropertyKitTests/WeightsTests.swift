import PropertyKitTesting
import Testing

@testable import PropertyKit

/// Drawing straight from a source (`pick`, `alternative`, `span`) must record what the
/// combinators record, so hand-written generators shrink as combinator-built ones do.
@Suite struct WeightsTests {
    func recorded<T>(_ seed: UInt64, _ draw: (inout Source) throws -> T) rethrows -> (T, [Choice], [Span]) {
        var source = Source(random: Xoshiro256StarStar(seed: seed))
        let value = try draw(&source)
        return (value, source.choices, source.spans)
    }

    @Test func pickRecordsWhatWeightedConstantsRecord() throws {
        let table = WeightedValues([(5, "a"), (0, "never"), (2, "b"), (1, "c")])
        let gen = Gen<String>.weighted([
            (5, .constant("a")), (0, .constant("never")), (2, .constant("b")), (1, .constant("c")),
        ])
        var seen: Set<String> = []
        for seed in UInt64(1)...300 {
            let direct = try recorded(seed) { source in try source.pick(table) }
            let combined = try recorded(seed) { source in try gen.generate(&source) }
            #expect(direct.0 == combined.0 && direct.1 == combined.1 && direct.2 == combined.2)
            seen.insert(direct.0)
        }
        #expect(seen == ["a", "b", "c"])  // a zero weight is never drawn
    }

    @Test func alternativeRecordsWhatWeightedGeneratorsRecord() throws {
        let weights = Weights([1, 3])
        let gen = Gen<Int>.weighted([
            (1, .constant(-1)), (3, zip(Gen<Int>.int(in: 0...9), .bool).map { $1 ? $0 : 10 + $0 }),
        ])
        for seed in UInt64(1)...300 {
            let direct = try recorded(seed) { source in
                try source.alternative(weights) { source, index in
                    guard index == 1 else { return -1 }
                    let digit = try source.span(.input) { source in try source.drawInteger(IntegerEncoding(0...9)) }
                    let flag = try source.span(.input) { source in try source.drawFlag(1, in: 2) }
                    return flag ? digit : 10 + digit
                }
            }
            let combined = try recorded(seed) { source in try gen.generate(&source) }
            #expect(direct.0 == combined.0 && direct.1 == combined.1 && direct.2 == combined.2)
        }
    }

    @Test func replayedIndicesAreClampedToTheAlternatives() throws {
        var source = Source(replaying: [7])
        #expect(try source.pick(WeightedValues([(1, "a"), (1, "b")])) == "b")
        #expect(source.choices.map(\.value) == [1])
    }
}
