import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct SourceTests {
    @Test func replayReadsPrefixClampsAndThenZeros() throws {
        var source = Source(replaying: [5, 200])
        #expect(try source.drawUniform(bound: 10) == 5)
        #expect(try source.drawUniform(bound: 100) == 100)
        #expect(try source.drawUniform(bound: 100) == 0)
        #expect(source.choices.map(\.value) == [5, 100, 0])
        #expect(source.choices.map(\.bound) == [10, 100, 100])
    }

    @Test func recordsNestedSpans() throws {
        var source = Source(random: Xoshiro256StarStar(seed: 1))
        let outer = source.beginSpan(.collection)
        _ = try source.drawUniform(bound: 3)
        let inner = source.beginSpan(.element)
        _ = try source.drawUniform(bound: 3)
        _ = try source.drawUniform(bound: 3)
        source.endSpan(inner)
        source.endSpan(outer)
        #expect(source.spans.count == 2)
        #expect(source.spans[0].range == 0..<3 && source.spans[0].depth == 0 && source.spans[0].parent == -1)
        #expect(source.spans[1].range == 1..<3 && source.spans[1].depth == 1 && source.spans[1].parent == 0)
        #expect(source.spans[1].label == .element)
    }

    @Test func stopsOverrunningCases() {
        var source = Source(replaying: [], maxChoices: 3)
        #expect(throws: GenerationStop.overrun(limit: 3)) {
            for _ in 0..<4 { _ = try source.drawUniform(bound: 1) }
        }
    }

    @Test func resetKeepsTheStreamButClearsTheRecord() throws {
        var source = Source(random: Xoshiro256StarStar(seed: 1))
        let first = try source.drawUniform(bound: 1_000_000)
        source.label("x")
        source.reset()
        #expect(source.choices.isEmpty && source.labels.isEmpty && source.spans.isEmpty)
        #expect(try source.drawUniform(bound: 1_000_000) != first)
    }

    @Test func aLeanSourceDrawsTheSameValuesButRecordsOnlyAShortPrefix() throws {
        let gen = Gen.int(in: 0...1000).array(count: 90...90)
        var recording = Source(random: Xoshiro256StarStar(seed: 3))
        var lean = Source(random: Xoshiro256StarStar(seed: 3))
        lean.isLean = true
        #expect(try gen.generate(&lean) == gen.generate(&recording))
        #expect(recording.choices.count == 90 && !recording.spans.isEmpty)
        #expect(lean.spans.isEmpty && lean.drawn == 90)
        #expect(lean.choices == Array(recording.choices.prefix(Source.leanChoiceLimit)))
        // One more than the passed-case memory keys, so a longer case is never keyed by a prefix.
        #expect(Source.leanChoiceLimit == PassedCases.maxLength + 1)
    }

    @Test func aLeanSourceStillStopsOverrunningCases() {
        var source = Source(random: Xoshiro256StarStar(seed: 1), maxChoices: 70)
        source.isLean = true
        #expect(throws: GenerationStop.overrun(limit: 70)) {
            for _ in 0..<71 { _ = try source.drawUniform(bound: 1) }
        }
    }

    @Test func choicesAreTypedWithTheirBounds() throws {
        var source = Source(replaying: [])
        _ = try zip(Gen.int(in: -5...5), Gen.bool, Gen.double(), Gen.element(of: ["a", "b"])).generate(&source)
        #expect(source.choices.map(\.kind) == [.integer(IntegerEncoding(-5...5)), .flag, .double, .index])
        #expect(source.choices.map(\.bound) == [10, 1, DoubleEncoding.bound, 1])
    }
}
