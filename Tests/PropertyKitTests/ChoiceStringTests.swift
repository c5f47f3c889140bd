import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct ChoiceStringTests {
    @Test func encodesCompactlyAndStably() {
        #expect(ChoiceString.encode([]) == "v1:")
        #expect(ChoiceString.encode([1, 10, 0, 0, 0, 2]) == "v1:1.a.0*3.2")
        #expect(ChoiceString.encode([0, 0, 35, 36]) == "v1:0.0.z.10")
        #expect(ChoiceString.encode([.max]) == "v1:3w5e11264sgsf")
    }

    @Test func roundTrips() {
        var random = Xoshiro256StarStar(seed: 3)
        for _ in 0..<200 {
            let values = (0..<Int(random.next(upTo: 30))).map { _ in
                random.chance(1, in: 2) ? 0 : random.next() >> random.next(upTo: 63)
            }
            #expect(ChoiceString.decode(ChoiceString.encode(values)) == values)
        }
        #expect(ChoiceString.decode("  v1:1.a.0*3.2\n") == [1, 10, 0, 0, 0, 2])
        #expect(ChoiceString.decodeWithFormat("v2:1.a")! == ([1, 10], .simpleDoubles))
        #expect(ChoiceString.decodeWithFormat("v1:1.a")! == ([1, 10], .bitPatternDoubles))
    }

    @Test func rejectsMalformedText() {
        for text in ["", "1.2", "v3:1", "v2:1..2", "v1:1..2", "v1:A", "v1:0*x", "v1:0*0", "v1:-1", "v1:3w5e11264sgsg"] {
            #expect(ChoiceString.decode(text) == nil, "\(text)")
        }
    }
}
