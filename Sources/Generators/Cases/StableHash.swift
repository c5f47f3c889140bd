/// FNV-1a 64-bit hash of `bytes`: the same value for the same bytes on every machine and run
/// (unlike `hashValue`, which Swift seeds per process). Names case files. O(count).
///
/// PropertyKit keeps its own copy: neither module may depend on the other.
package func stableHash<Bytes: Sequence>(bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01B3
    }
    return hash
}
