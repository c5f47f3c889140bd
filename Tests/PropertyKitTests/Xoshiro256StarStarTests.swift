import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct Xoshiro256StarStarTests {
    @Test func matchesReferenceOutputForKnownState() {
        // xoshiro256** from state {1, 2, 3, 4} (reference C implementation).
        var random = Xoshiro256StarStar(state: 1, 2, 3, 4)
        #expect(random.next() == 11520)
        #expect(random.next() == 0)
        #expect(random.next() == 1_509_978_240)
        #expect(random.next() == 1_215_971_899_390_074_240)
    }

    @Test func sameSeedGivesSameStream() {
        var a = Xoshiro256StarStar(seed: 42), b = Xoshiro256StarStar(seed: 42)
        let first = (0..<100).map { _ in a.next() }
        #expect(first == (0..<100).map { _ in b.next() })
        var c = Xoshiro256StarStar(seed: 43)
        #expect(first != (0..<100).map { _ in c.next() })
    }

    @Test func boundedDrawsStayInBoundsAndCoverThem() {
        var random = Xoshiro256StarStar(seed: 7)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<7_000 {
            let value = random.next(upTo: 6)
            #expect(value <= 6)
            counts[Int(value)] += 1
        }
        // Each bucket expects 1000; a fixed seed makes this deterministic, the slack catches bias.
        #expect(counts.allSatisfy { $0 > 850 && $0 < 1150 }, "\(counts)")
        #expect(random.next(upTo: 0) == 0)
        _ = random.next(upTo: .max)
    }

    @Test func chanceFollowsItsRatio() {
        var random = Xoshiro256StarStar(seed: 9)
        let hits = (0..<10_000).filter { _ in random.chance(1, in: 4) }.count
        #expect(hits > 2_300 && hits < 2_700, "\(hits)")
    }

    @Test func splitAndStreamsAreIndependent() {
        var parent = Xoshiro256StarStar(seed: 1)
        var child = parent.split()
        #expect((0..<10).map { _ in parent.next() } != (0..<10).map { _ in child.next() })
        var one = Xoshiro256StarStar.stream(seed: 5, stream: 1)
        var two = Xoshiro256StarStar.stream(seed: 5, stream: 2)
        var oneAgain = Xoshiro256StarStar.stream(seed: 5, stream: 1)
        let first = one.next()
        #expect(first != two.next())
        #expect(first == oneAgain.next())
    }
}
