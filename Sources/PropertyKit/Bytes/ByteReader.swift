/// Reads raw bytes (a fuzzer's input) as the values a test case needs. Past the end every read
/// is zero, so every byte string is a valid (if simple) input, and all-zero bytes decode to the
/// simplest values: what libFuzzer's minimiser reaches for.
public struct ByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// A reader over `bytes`, which must outlive it.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next byte reduced to `0..<count` (simplest: 0). `count` must be positive.
    public mutating func index(_ count: Int) -> Int {
        precondition(count > 0, "ByteReader.index needs a positive count")
        return Int(byte()) % count
    }

    /// A percentage, `0...100`.
    public mutating func percent() -> Int { index(101) }

    /// Whether the next byte picks the rare side: `true` one time in `odds` (simplest: `false`).
    /// `odds` must be positive.
    public mutating func rarely(_ odds: Int) -> Bool { index(odds) == odds - 1 }

    /// Two bytes, little-endian (zero past the end).
    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// Eight bytes, little-endian (zero past the end).
    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// Any double, NaN and infinities included (a raw bit pattern), or a small ordinary one.
    public mutating func double() -> Double {
        byte() & 1 == 0 ? Double(Int16(bitPattern: uint16())) / 4 : Double(bitPattern: uint64())
    }

    /// The rest of the bytes as generator choices, two bytes per choice.
    public mutating func choices() -> [UInt64] {
        var values: [UInt64] = []
        while !isAtEnd { values.append(UInt64(uint16())) }
        return values
    }
}
