import Foundation
import PropertyKitTesting
import Testing

@testable import PropertyKit

/// Problems where values must coincide inside one value, collections must shrink together,
/// text must shrink cheaply and integers are coupled, in the spirit of the shrinking
/// challenge (`Scripts/bench_hypothesis.py` runs the same properties through Hypothesis).
/// `swift test` runs each from seeds 1...`seeds` (10 by default; `AVOIDKIT_CHALLENGE_SEEDS=100`
/// gives the figures of `Guides/Performance.md`).
@Suite struct SameShapeChallengeTests {
    static let seeds = ProcessInfo.processInfo.environment["AVOIDKIT_CHALLENGE_SEEDS"].flatMap { Int($0) } ?? 10

    func run<Value>(
        _ name: String, _ gen: Gen<Value>, isMinimal: @escaping (Value) -> Bool, _ body: (Value) throws -> Void
    ) -> ChallengeSummary {
        runChallenge(name, gen, seeds: Self.seeds, isMinimal: isMinimal, body)
    }

    /// A problem over two lists of any `Int`s that fails when `fails` holds; exact at `minimum`.
    func runLists(
        _ name: String, minimum: ([Int], [Int]), _ fails: @escaping ([Int], [Int]) -> Bool
    ) -> ChallengeSummary {
        run(name, zip(Gen.int.array(), Gen.int.array()), isMinimal: { $0.0 == minimum.0 && $0.1 == minimum.1 }) {
            a, b in
            try require(!fails(a, b))
        }
    }

    // MARK: Related values inside one value

    @Test func mirroredListChallenge() {
        let summary = run("mirrored list", Gen.int.array(), isMinimal: { $0 == [0, 1, 0] }) { list in
            try require(!(list == list.reversed() && Set(list).count >= 2))
        }
        #expect(summary.found * 10 >= summary.seeds * 9, "\(summary)")
    }

    @Test func mirroredWordChallenge() {
        let summary = run("mirrored word", Gen.string(), isMinimal: { $0 == "aba" }) { text in
            try require(!(text == String(text.reversed()) && Set(text).count >= 2))
        }
        #expect(summary.found * 10 >= summary.seeds * 9, "\(summary)")
    }

    @Test func repeatedRunChallenge() {
        let summary = run("repeated run", Gen.int(in: 0...100).array(), isMinimal: { $0 == [0, 1, 0, 1] }) { list in
            let half = list.count / 2
            let repeated = list.count >= 4 && list.count % 2 == 0 && list[..<half] == list[half...]
            try require(!(repeated && Set(list).count >= 2))
        }
        #expect(summary.found * 10 >= summary.seeds * 8, "\(summary)")
    }

    @Test func threeEqualChallenge() {
        let summary = run("three equal", Gen.int.array(), isMinimal: { $0 == [10, 10, 10] }) { list in
            for value in list where value >= 10 { try require(list.filter { $0 == value }.count < 3) }
        }
        #expect(summary.found * 10 >= summary.seeds * 9, "\(summary)")
    }

    /// Nearly equal doubles whose sum rounds: the mean leaves the elements' range.
    @Test func meanOfDoublesChallenge() {
        let gen = Gen.double(in: -1e6...1e6).array(count: 1...20)
        let summary = run("mean of doubles", gen, isMinimal: { _ in true }) { xs in
            let mean = xs.reduce(0, +) / Double(xs.count)
            try require(xs.min()! <= mean && mean <= xs.max()!)
        }
        #expect(summary.found * 10 >= summary.seeds * 8, "\(summary)")
    }

    @Test func associativeSumChallenge() {
        let digit = Gen.double(in: 0...10)
        let summary = run("associative sum", zip(digit, digit, digit), isMinimal: { _ in true }) { a, b, c in
            try require((a + b) + c == a + (b + c))
        }
        #expect(summary.found * 10 >= summary.seeds * 8, "\(summary)")
    }

    // MARK: Collections that shrink together

    @Test func equalListsChallenge() {
        let summary = run(
            "equal lists", zip(Gen.int.array(), Gen.int.array()),
            isMinimal: {
                $0.0 == [0, 0, 0] && $0.1 == [0, 0, 0]
            }
        ) { a, b in
            try require(!(a == b && a.count >= 3))
        }
        #expect(summary.exact * 10 >= summary.found * 9, "\(summary)")
    }

    @Test func equalWordsChallenge() {
        let gen = zip(Gen.string(), Gen.string())
        let summary = run("equal words", gen, isMinimal: { $0.0 == "aaa" && $0.1 == "aaa" }) { s, t in
            try require(!(s == t && s.count >= 3))
        }
        #expect(summary.exact * 10 >= summary.found * 9, "\(summary)")
    }

    /// Two equal lists of at least two elements: deleting from one alone breaks the equality.
    @Test func equalPairsChallenge() {
        let summary = runLists("equal pairs", minimum: ([0, 0], [0, 0])) { a, b in a == b && a.count >= 2 }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    /// Two equal strings of at least two characters.
    @Test func equalShortWordsChallenge() {
        let gen = zip(Gen.string(), Gen.string())
        let summary = run("equal short words", gen, isMinimal: { $0.0 == "aa" && $0.1 == "aa" }) { s, t in
            try require(!(s == t && s.count >= 2))
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    /// `b` is `a` rotated by any amount, and differs from it.
    @Test func rotationsChallenge() {
        let summary = runLists("rotations", minimum: ([0, 1], [1, 0])) { a, b in
            a != b && a.count == b.count && a.indices.contains { Array(a[$0...] + a[..<$0]) == b }
        }
        #expect(summary.exact * 10 >= summary.found * 9, "\(summary)")
    }

    @Test func rotatedListsChallenge() {
        let summary = run(
            "rotated lists", zip(Gen.int.array(), Gen.int.array()),
            isMinimal: {
                $0.0 == [0, 0, 1] && $0.1 == [0, 1, 0]
            }
        ) { a, b in
            try require(!(a.count >= 3 && a != b && b == Array(a.dropFirst()) + [a[0]]))
        }
        #expect(summary.found * 10 >= summary.seeds * 3, "\(summary)")
    }

    // MARK: Text

    @Test func capitalInSixChallenge() {
        let summary = run("capital in six", Gen.string(), isMinimal: { $0 == "aaaaaA" }) { text in
            try require(!(text.count >= 6 && text.contains { $0.isASCII && $0.isUppercase }))
        }
        #expect(summary.exact == summary.found, "\(summary)")
    }

    /// Uppercase letters beyond ASCII (`º`, `ϒ`) are scattered among other characters.
    @Test func uppercaseLetterChallenge() {
        let summary = run("uppercase letter", Gen.string(), isMinimal: { $0 == "A" }) { text in
            try require(!text.contains { $0.isUppercase })
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    @Test func fiveCharactersChallenge() {
        let summary = run("five characters", Gen.string(), isMinimal: { $0 == "aaaaa" }) { text in
            try require(text.count < 5)
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    @Test func longWordChallenge() {
        let summary = run("long word", Gen.string(), isMinimal: { $0 == String(repeating: "a", count: 12) }) { text in
            try require(text.count < 12)
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    @Test func threeDistinctCharactersChallenge() {
        let summary = run("three distinct characters", Gen.string(), isMinimal: { $0 == "abc" }) { text in
            try require(Set(text).count < 3)
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    // MARK: Coupled integers and collections at their length limit

    @Test func productChallenge() {
        let summary = run("product", zip(Gen.int, Gen.int), isMinimal: { $0 == (1, 500) }) { a, b in
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            try require(!(a > 0 && b > 0 && (overflow || product >= 500)))
        }
        #expect(summary.found == summary.seeds, "\(summary)")
    }

    /// Bounded factors: `(1, 1001)` is out of range, so the minimum has 2 as its first factor.
    @Test func boundedProductChallenge() {
        let factor = Gen.int(in: 0...1000)
        let summary = run("bounded product", zip(factor, factor), isMinimal: { $0 == (2, 501) }) { a, b in
            try require(a * b <= 1000)
        }
        #expect(summary.found == summary.seeds, "\(summary)")
    }

    @Test func productOfThreeChallenge() {
        let factor = Gen.int(in: 0...1000)
        let gen = zip(factor, factor, factor)
        let summary = run("product of three", gen, isMinimal: { $0 == (1, 1, 1000) }) { a, b, c in
            try require(a * b * c < 1000)
        }
        #expect(summary.found == summary.seeds, "\(summary)")
    }

    @Test func listAtItsLimitChallenge() {
        let gen = Gen.int(in: 0...1000).array(count: 0...16)
        let summary = run("list at its limit", gen, isMinimal: { $0 == [500] }) { list in
            try require(list.allSatisfy { $0 < 500 })
        }
        #expect(summary.exact == summary.seeds, "\(summary)")
    }

    @Test func sumAtItsLimitChallenge() {
        let summary = run(
            "sum at its limit", Gen.int(in: 0...100).array(count: 0...10),
            isMinimal: {
                $0 == [100, 100, 100]
            }
        ) { list in
            try require(list.reduce(0, +) < 300)
        }
        #expect(summary.found == summary.seeds, "\(summary)")
    }
}
