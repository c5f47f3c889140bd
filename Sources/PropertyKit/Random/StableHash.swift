/// FNV-1a 64-bit hash of a string's UTF-8 bytes: stable across processes and platforms,
/// unlike `hashValue`, which Swift seeds randomly per process. O(length).
package func stableHash(_ text: String) -> UInt64 { stableHash(bytes: text.utf8) }

/// FNV-1a 64-bit hash of `bytes`: the same value for the same bytes on every machine and run.
/// Names property streams, span labels and case files. O(count).
public func stableHash<Bytes: Sequence>(bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01B3
    }
    return hash
}
