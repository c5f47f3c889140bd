import Testing

@testable import PropertyKit

@Suite struct TextAndCollectionGenTests {
    func configuration(seed: UInt64 = 1) -> PropertyConfiguration {
        var configuration = PropertyConfiguration()
        configuration.seed = seed
        configuration.cases = 1_000
        return configuration
    }

    @Test func scalarOrderRoundTripsAndStartsSimple() {
        #expect(
            ScalarOrder.scalar(at: 0) == "a" && ScalarOrder.scalar(at: 26) == "A" && ScalarOrder.scalar(at: 52) == "0")
        #expect(ScalarOrder.scalar(at: ScalarOrder.bound) == Unicode.Scalar(0x10FFFF)!)
        for code: UInt32 in [0x20, 0x41, 0x7E, 0xA0, 0xE9, 0xD7FF, 0xE000, 0x1F600, 0x10FFFF] {
            let scalar = Unicode.Scalar(code)!
            #expect(ScalarOrder.distance(of: scalar).map(ScalarOrder.scalar(at:)) == scalar, "\(code)")
        }
        #expect(ScalarOrder.distance(of: "\u{7}") == nil)
    }

    @Test func charactersCoverUnicode() {
        var source = Source(random: Xoshiro256StarStar(seed: 5))
        var characters: [Character] = []
        for _ in 0..<4_000 { characters.append(try! Gen.character.generate(&source)) }
        #expect(characters.contains { $0.isASCII && $0.isLetter })
        #expect(characters.contains { !$0.isASCII })
        #expect(characters.contains { $0.unicodeScalars.count > 1 }, "combining marks")
        #expect(characters.contains { $0.unicodeScalars.first!.value >= 0x1F300 }, "emoji")
        #expect(characters.allSatisfy { String($0).count == 1 })
    }

    @Test func stringsShrinkToTheSimplestFailingString() throws {
        let long = runProperty("long", Gen.string(), configuration: configuration()) { text in
            try require(text.count < 3)
        }
        #expect(try #require(long.counterexample).shrunk == "aaa")
        let upper = runProperty("upper", Gen.string(), configuration: configuration()) { text in
            try require(!text.contains { $0.isUppercase })
        }
        #expect(try #require(upper.counterexample).shrunk == "A")
        let accented = runProperty("accented", Gen.string(), configuration: configuration()) { text in
            try require(text.allSatisfy { $0.unicodeScalars.count == 1 })
        }
        #expect(try #require(accented.counterexample).shrunk == "a\u{300}")
        let wide = runProperty("wide", Gen.string(), configuration: configuration()) { text in
            try require(text.utf8.count == text.count)
        }
        #expect(try #require(wide.counterexample).shrunk == "\u{A0}")
    }

    @Test func setsHaveDistinctElementsAndShrink() throws {
        var source = Source(random: Xoshiro256StarStar(seed: 2))
        for _ in 0..<200 {
            source.reset()
            let set = try Gen.int(in: 0...3).set(count: 2...4).generate(&source)
            #expect((2...4).contains(set.count))
        }
        let report = runProperty("set", Gen.int.set(), configuration: configuration()) { set in
            try require(set.count < 3)
        }
        #expect(try #require(report.counterexample).shrunk == [0, 1, -1])
        let impossible = runProperty("bools", Gen.bool.set(count: 3...3), configuration: configuration()) { _ in }
        guard case .rejectedTooMuch = impossible.outcome else {
            Issue.record("\(impossible.outcome)")
            return
        }
    }

    @Test func dictionariesHaveDistinctKeysAndShrink() throws {
        let gen = Gen<[Int: String]>.dictionary(keys: Gen.int(in: 0...100), values: Gen.string(count: 0...3))
        let report = runProperty("dictionary", gen, configuration: configuration()) { dictionary in
            try require(dictionary.count < 2 || dictionary.values.allSatisfy(\.isEmpty))
        }
        #expect(
            try #require(report.counterexample).shrunk == [0: "", 1: "a"]
                || report.counterexample?.shrunk == [0: "a", 1: ""])
    }
}
