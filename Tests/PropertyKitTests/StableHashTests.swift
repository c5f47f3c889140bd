import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct StableHashTests {
    @Test func isFNV1a() {
        #expect(stableHash("") == 0xCBF2_9CE4_8422_2325)
        #expect(stableHash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(stableHash("foobar") == 0x8594_4171_F739_67E8)
    }
}
