import PropertyKit

/// FNV-1a over every choice (value, bound, kind) and span (range, label, depth, parent) a source
/// recorded: equal digests mean equal choice layouts, which is what shrinking works on.
func digest(_ source: Source) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ word: UInt64) {
        hash ^= word
        hash = hash &* 0x100_0000_01b3
    }
    for choice in source.choices {
        mix(choice.value)
        mix(choice.bound)
        switch choice.kind {
        case .integer(let encoding):
            mix(1)
            mix(UInt64(bitPattern: Int64(encoding.lower)))
        case .flag: mix(2)
        case .index: mix(3)
        default: mix(4)
        }
    }
    for span in source.spans {
        mix(UInt64(span.start))
        mix(UInt64(span.end))
        mix(span.label.id)
        mix(UInt64(span.depth))
        mix(UInt64(bitPattern: Int64(span.parent)))
    }
    return hash
}
