import Testing

@testable import PropertyKit

@Suite struct DoubleEncodingTests {
    let encoding = DoubleEncoding(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)

    @Test func integersComeFirstInOrder() {
        for n in 0..<100 {
            #expect(encoding.value(at: UInt64(n) << 1) == Double(n))
            #expect(encoding.value(at: UInt64(n) << 1 | 1) == -Double(n) || n == 0)
            #expect(encoding.distance(of: Double(n)) == UInt64(n) << 1)
        }
        // Every integer below 2^52 is simpler than any fraction or any larger magnitude.
        #expect(encoding.distance(of: 0x1p52 - 1) < encoding.distance(of: 0.5))
        #expect(encoding.distance(of: 1_000_000) < encoding.distance(of: 1.5))
    }

    @Test func shortFractionsComeBeforeLongOnes() {
        let ordered: [Double] = [1.5, 1.25, 1.75, 1.125]
        let distances = ordered.map(encoding.distance(of:))
        #expect(distances == distances.sorted(), "\(distances)")
        #expect(encoding.distance(of: 1.5) < encoding.distance(of: 1.1))
        #expect(encoding.distance(of: 2.5) < encoding.distance(of: 2.3))
        // Exponents rank upwards from 1 first, then downwards.
        #expect(encoding.distance(of: 1.5) < encoding.distance(of: 2.5))
        #expect(encoding.distance(of: 3.5) < encoding.distance(of: 0.5))
        #expect(encoding.distance(of: 0.5) < encoding.distance(of: 0.25))
    }

    @Test func roundTripsEveryKindOfFiniteDouble() {
        var random = Xoshiro256StarStar(seed: 11)
        var values: [Double] = [
            0, 1, -1, 0.5, 0x1p52, 0x1p52 + 2, 0x1p53, 1e300, -1e-300, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.1, -123.456,
        ]
        for _ in 0..<2_000 {
            let bits = random.next()
            let value = Double(bitPattern: bits)
            if value.isFinite { values.append(value) }
        }
        for value in values {
            #expect(encoding.value(at: encoding.distance(of: value)) == value, "\(value)")
        }
        for _ in 0..<2_000 {
            let distance = random.next()
            let value = encoding.value(at: distance)
            #expect(value.isFinite)
            // Canonical distances are never larger than any distance of the same value.
            #expect(encoding.distance(of: value) <= distance || value == 0, "\(distance)")
        }
    }

    @Test func clampsIntoTheRange() {
        let bounded = DoubleEncoding(0.25...10)
        #expect(bounded.value(at: 0) == 0.25)
        #expect(bounded.value(at: bounded.distance(of: 1e10)) == 10)
        #expect(bounded.value(at: bounded.distance(of: 3)) == 3)
    }

    /// `v1:` strings store doubles as bit patterns: they replay to the same values (recorded in
    /// today's encoding and re-encoded as `v2:`), and unknown versions are refused by name.
    @Test func oldStringsReplayTheirDoubles() throws {
        let old = [UInt64(2), (1.75).bitPattern << 1, (2.5).bitPattern << 1 | 1]
        let gen = zip(Gen.int(in: 0...5), Gen.double(), Gen.double())
        var configuration = PropertyConfiguration()
        configuration.replay = ChoiceString.encode(old)
        #expect(configuration.replay!.hasPrefix("v1:"))
        let report = runProperty("old", gen, configuration: configuration) { a, x, y in
            try require(!(a == 2 && x == 1.75 && y == -2.5))
        }
        let example = try #require(report.counterexample)
        #expect(example.original == (2, 1.75, -2.5))
        #expect(example.shrunk == (2, 1.75, -2.5))
        #expect(example.shrunkChoices.hasPrefix("v2:"))
        let values = try #require(ChoiceString.decode(example.shrunkChoices))
        #expect(try gen.replay(values) == (2, 1.75, -2.5))

        configuration.replay = "v3:1.2"
        let newer = runProperty("newer", gen, configuration: configuration) { _, _, _ in }
        guard case .invalidReplay(let message) = newer.outcome else {
            Issue.record("expected an invalid replay, got \(newer.outcome)")
            return
        }
        #expect(message.contains("format v3") && message.contains("v1 and v2"), "\(message)")
    }

    @Test func integerChoicesKeepV1Strings() throws {
        let report = runProperty("ints", Gen.int.array(), configuration: PropertyConfiguration()) { list in
            try require(list.count < 2)
        }
        #expect(try #require(report.counterexample).shrunkChoices.hasPrefix("v1:"))
    }
}
