/// Maps Unicode scalars to choice distances, simplest first: `a`...`z`, `A`...`Z`, `0`...`9`,
/// space, the other printable ASCII characters, newline and tab, then every scalar from
/// U+00A0 up to U+10FFFF in code point order (surrogates excluded). Other control
/// characters are never drawn. O(1).
public enum ScalarOrder {
    static let ascii: [Unicode.Scalar] = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\n\t"
            .unicodeScalars)
    static let firstWide: UInt32 = 0xA0
    static let surrogates: ClosedRange<UInt32> = 0xD800...0xDFFF

    /// The largest distance (that of U+10FFFF).
    public static let bound = UInt64(ascii.count) + UInt64(0x10FFFF - firstWide + 1 - UInt32(surrogates.count)) - 1

    /// The scalar at `distance` (clamped to ``bound``).
    public static func scalar(at distance: UInt64) -> Unicode.Scalar {
        let distance = min(distance, bound)
        if distance < UInt64(ascii.count) { return ascii[Int(distance)] }
        var code = firstWide + UInt32(distance - UInt64(ascii.count))
        if code >= surrogates.lowerBound { code += UInt32(surrogates.count) }
        return Unicode.Scalar(code)!
    }

    /// The distance of `scalar`, or `nil` for a control character outside the order.
    public static func distance(of scalar: Unicode.Scalar) -> UInt64? {
        if let index = ascii.firstIndex(of: scalar) { return UInt64(index) }
        let code = scalar.value
        guard code >= firstWide else { return nil }
        let offset = code > surrogates.upperBound ? code - UInt32(surrogates.count) : code
        return UInt64(ascii.count) + UInt64(offset - firstWide)
    }
}
