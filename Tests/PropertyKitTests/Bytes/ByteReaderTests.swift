import Testing

@testable import PropertyKit

@Suite struct ByteReaderTests {
    func read<T>(_ bytes: [UInt8], _ body: (inout ByteReader) -> T) -> T {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            return body(&reader)
        }
    }

    @Test func readsInOrderThenZerosPastTheEnd() {
        let values = read([7, 250]) { reader in (0..<4).map { _ in reader.byte() } }
        #expect(values == [7, 250, 0, 0])
        #expect(read([]) { $0.isAtEnd })
        #expect(
            read([1]) { reader in
                _ = reader.byte(); return reader.isAtEnd
            })
    }

    @Test func indexPercentAndRarelyReduceOneByte() {
        #expect(read([13]) { $0.index(6) } == 1)
        #expect(read([255]) { $0.percent() } == 53)
        #expect(
            read([2, 5, 0]) { reader in [reader.rarely(3), reader.rarely(3), reader.rarely(3)] } == [true, true, false])
    }

    @Test func littleEndianWordsAndDoubles() {
        #expect(read([0x34, 0x12]) { $0.uint16() } == 0x1234)
        #expect(read([1, 0, 0, 0, 0, 0, 0, 0x80]) { $0.uint64() } == 0x8000_0000_0000_0001)
        // Even tag: a small ordinary value (quarter points); odd tag: any bit pattern.
        #expect(read([0, 8, 0]) { $0.double() } == 2)
        let nan = Double.nan.bitPattern
        let bytes = [1] + (0..<8).map { UInt8(truncatingIfNeeded: nan >> (8 * $0)) }
        #expect(read(bytes) { $0.double() }.isNaN)
    }

    @Test func choicesAreTwoBytesEach() {
        #expect(read([1, 0, 2, 1, 9]) { $0.choices() } == [1, 0x102, 9])
    }
}
