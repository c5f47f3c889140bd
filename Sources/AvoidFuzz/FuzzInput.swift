/// Reads the fuzzer's bytes as the values a test case needs. Past the end every read is zero,
/// so every byte string is a valid (if simple) input.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// Any double, NaN and infinities included (a raw bit pattern), or a small ordinary one.
    mutating func double() -> Double {
        byte() & 1 == 0 ? Double(Int16(bitPattern: uint16())) / 4 : Double(bitPattern: uint64())
    }

    /// The rest of the bytes as generator choices, two bytes per choice.
    mutating func choices() -> [UInt64] {
        var values: [UInt64] = []
        while !isAtEnd { values.append(UInt64(uint16())) }
        return values
    }
}
