import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct GenCombinatorTests {
    @Test func mapTransformsAndShrinksThroughTheSameChoices() throws {
        let gen = Gen.int(in: 0...100).map { $0 * 2 }
        #expect(samples(gen).allSatisfy { $0 % 2 == 0 && $0 <= 200 })
        #expect(try gen.replay([21]) == 42)
    }

    @Test func flatMapMakesDependentDraws() throws {
        let gen = Gen.int(in: 1...5).flatMap { count in Gen.int(in: 0...9).array(exactly: count) }
        #expect(samples(gen).allSatisfy { (1...5).contains($0.count) })
        #expect(try gen.replay([2, 7, 8, 9]) == [7, 8, 9])
    }

    @Test func zipDrawsInOrderWithInputSpans() throws {
        var source = Source(replaying: [3, 1])
        let pair = try zip(Gen.int(in: 0...9), Gen.bool).generate(&source)
        #expect(pair.0 == 3 && pair.1 == true)
        #expect(source.spans.map(\.label) == [.input, .input])
        let five = try zip(Gen.constant(1), Gen.constant(2), Gen.constant(3), Gen.constant(4), Gen.constant(5)).replay(
            [])
        #expect([five.0, five.1, five.2, five.3, five.4] == [1, 2, 3, 4, 5])
    }

    @Test func weightedOneOfFollowsWeightsAndShrinksToFirst() throws {
        let gen = Gen.weighted([(3, Gen.constant("none")), (1, Gen.constant("node"))])
        let values = samples(gen, 4_000)
        let nodes = values.filter { $0 == "node" }.count
        #expect(nodes > 850 && nodes < 1_150, "\(nodes)")
        #expect(try gen.replay([1]) == "node")
        #expect(Set(samples(Gen.oneOf([.constant(1), .constant(2), .constant(3)]))) == [1, 2, 3])
    }

    @Test func arraysRespectTheirSizeRange() {
        let values = samples(Gen.int.array(count: 2...6), 1_000)
        #expect(values.allSatisfy { (2...6).contains($0.count) })
        #expect(Set(values.map(\.count)) == Set(2...6))
        #expect(samples(Gen.bool.array(exactly: 3)).allSatisfy { $0.count == 3 })
        var source = Source(replaying: [])
        _ = try? Gen.bool.array(exactly: 2).generate(&source)
        #expect(source.spans.first?.label == .fixedCollection)
    }

    @Test func arrayElementsAreSpansOfTheirOwn() throws {
        var source = Source(replaying: [1, 5, 1, 6, 0])
        #expect(try Gen.int(in: 0...9).array().generate(&source) == [5, 6])
        #expect(source.spans.filter { $0.label == .element }.map(\.range) == [0..<2, 2..<4])
        #expect(source.spans.first { $0.label == .collection }?.range == 0..<5)
    }

    /// A running total threaded through the steps: each element is the total before it.
    static let totals = Gen<[Int]>.unfold(count: 1...6, from: 0) { total in
        Gen.int(in: 1...9).map { step in (total, total + step) }
    }

    @Test func unfoldThreadsItsStateAndRespectsItsCount() throws {
        for totals in samples(Self.totals) {
            #expect((1...6).contains(totals.count))
            #expect(totals.first == 0 && zip(totals, totals.dropFirst()).allSatisfy { $0 < $1 })
        }
        // Replay: the first element needs no flag; then flag, step; the last draw 0 stops.
        #expect(try Self.totals.replay([2, 1, 4, 0]) == [0, 3])
    }

    @Test func unfoldDrawingFromTheSourceMatchesTheGeneratorForm() throws {
        let direct = Gen<[Int]>.unfold(count: 1...6, from: 0) { source, total in
            let step = try Gen.int(in: 1...9).generate(&source)
            return (total, total + step)
        }
        for seed in UInt64(1)...50 {
            var a = Source(random: Xoshiro256StarStar(seed: seed)), b = Source(random: Xoshiro256StarStar(seed: seed))
            #expect(try Self.totals.generate(&a) == direct.generate(&b))
            #expect(a.choices == b.choices && a.spans == b.spans)
        }
    }

    @Test func optionalIsNilAboutAQuarterOfTheTime() {
        let nils = samples(Gen.int.optional, 4_000).filter { $0 == nil }.count
        #expect(nils > 850 && nils < 1_150, "\(nils)")
    }

    @Test func recursionIsBoundedByItsDepth() {
        indirect enum Tree: Sendable {
            case leaf, node(Tree, Tree)
            var depth: Int { if case .node(let l, let r) = self { return 1 + max(l.depth, r.depth) } else { return 0 } }
        }
        let gen = Gen<Tree>.recursive(maxDepth: 4, base: .constant(.leaf)) { sub in
            Gen.oneOf([.constant(.leaf), zip(sub, sub).map { Tree.node($0, $1) }])
        }
        let depths = samples(gen, 1_000).map(\.depth)
        #expect(depths.allSatisfy { $0 <= 4 })
        #expect(depths.contains(4) && depths.contains(0))
    }

    @Test func filterKeepsOnlyAcceptedValuesAndRecordsAttempts() throws {
        let even = Gen.int(in: 0...100).filter { $0 % 2 == 0 }
        #expect(samples(even).allSatisfy { $0 % 2 == 0 })
        var source = Source(replaying: [1, 3, 4])
        #expect(try even.generate(&source) == 4)
        #expect(source.spans.filter { $0.label == .filterAttempt }.count == 3)
    }

    @Test func filterGivesUpWithAClearError() {
        let impossible = Gen.int(in: 0...10).filter("never", maxAttempts: 5) { _ in false }
        #expect(throws: GenerationStop.rejected(filter: "never", attempts: 5)) { _ = try impossible.sample(seed: 1) }
    }

    @Test func integersAreBiasedToBoundariesAndSmallValues() {
        let values = samples(Gen.int, 4_000)
        #expect(values.contains(Int.min) && values.contains(Int.max) && values.contains(0))
        #expect(values.filter { $0.magnitude < 256 }.count > 800)
        let bounded = samples(Gen.int(in: -3...1_000_000), 4_000)
        #expect(
            bounded.allSatisfy { (-3...1_000_000).contains($0) } && bounded.contains(-3) && bounded.contains(1_000_000))
    }

    @Test func integersOftenRepeatOrNudgeRecentDraws() {
        let pairs = samples(zip(Gen.positive, Gen.positive), 4_000)
        let close = pairs.filter { $0.0 >= 10 && abs($0.0 - $0.1) <= 4 }.count
        // Uniform draws over 1...Int.max would almost never be this close.
        #expect(close > 100, "\(close)")
    }

    @Test func fixedWidthIntegersCoverTheirType() {
        let values = samples(Gen<Int16>.integer(), 4_000)
        #expect(values.contains(.min) && values.contains(.max) && values.contains(0))
        let bytes = samples(Gen<UInt8>.integer(), 2_000)
        #expect(bytes.contains(0) && bytes.contains(255) && Set(bytes).count > 100)
    }

    @Test func doublesAreFiniteAndBiasedToSpecialValues() throws {
        let values = samples(Gen.double(), 4_000)
        #expect(values.allSatisfy { $0.isFinite })
        for special in [0, 1, -1, 0.5, -0.5, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude] {
            #expect(values.contains(special), "\(special)")
        }
        #expect(values.contains { $0 != $0.rounded() && ($0 * 2) == ($0 * 2).rounded() && $0.magnitude < 20 })
        let bounded = samples(Gen.double(in: -2...3), 2_000)
        #expect(bounded.allSatisfy { (-2...3).contains($0) } && bounded.contains(-2) && bounded.contains(3))
        // Every distance is a finite double; the largest is the largest subnormal, negative.
        #expect(try Gen.double().replay([DoubleEncoding.bound]) == -Double.leastNormalMagnitude.nextDown)
        #expect(try Gen.double().replay([.max - 1]) == Double.leastNormalMagnitude.nextDown)
    }

    @Test func elementPicksFromTheList() throws {
        #expect(Set(samples(Gen.element(of: ["a", "b", "c"]))) == ["a", "b", "c"])
        #expect(try Gen.element(of: ["a", "b"]).replay([]) == "a")
    }

    @Test func labelledAttachesCoverageLabels() throws {
        var source = Source(random: Xoshiro256StarStar(seed: 1))
        _ = try Gen.int(in: 0...9).labelled { $0 < 5 ? ["small"] : ["large"] }.generate(&source)
        #expect(source.labels.count == 1)
    }

    @Test func spanGroupsDrawsUnderOneLabel() throws {
        var source = Source(replaying: [4, 5])
        let pair = try zip(digits, digits).span(SpanLabel("point")).generate(&source)
        #expect(pair.0 == 4 && pair.1 == 5)
        #expect(source.spans.first?.label == SpanLabel("point") && source.spans.first?.range == 0..<2)
        #expect(
            source.spans.first?.depth == 0 && source.spans.dropFirst().allSatisfy { $0.parent == 0 && $0.depth == 1 })
    }

    @Test func positiveIntegersShrinkTowardsOne() throws {
        #expect(try Gen.positive.replay([]) == 1)
        #expect(samples(Gen.positive).allSatisfy { $0 >= 1 })
    }
}
