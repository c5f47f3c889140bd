import PropertyKit
import Testing

/// Choices read from raw bytes (a fuzzer's input): as few bytes per draw as the bound needs,
/// modulo the bound, zeros past the end.
@Suite struct ByteSourceTests {
    @Test func aSmallBoundTakesOneByteModulo() throws {
        let gen = zip(Gen<Int>.int(in: 0...9), Gen<Bool>.bool, Gen<Int>.int(in: 0...2))
        let (a, b, c) = try gen.replay(bytes: [23, 255, 7])
        #expect(a == 3 && b == true && c == 1)
    }

    @Test func widerBoundsTakeTwoFourOrEightBytesLittleEndian() throws {
        #expect(try Gen<Int>.int(in: 0...999).replay(bytes: [0x01, 0x02]) == 0x0201 % 1000)
        #expect(try Gen<Int>.int(in: 0...70_000).replay(bytes: [1, 0, 1, 0]) == 0x1_0001 % 70_001)
        let pair = zip(Gen<Int>.int(in: 0...999), Gen<Int>.int(in: 0...9))
        #expect(try pair.replay(bytes: [5, 0, 4]) == (5, 4))
    }

    @Test func noBytesGiveTheSimplestValue() throws {
        let gen = Gen<Int>.int(in: 0...100).array(count: 0...5)
        #expect(try gen.replay(bytes: []) == gen.replay([]))
        #expect(try Gen<Int>.int(in: 0...9).replay(bytes: [0x37]) != Gen<Int>.int(in: 0...9).replay(bytes: []))
    }
}
