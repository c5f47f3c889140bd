extension Gen where Value == Character {
    /// Characters across Unicode, shrinking towards `a`: one scalar in ``ScalarOrder`` (about
    /// half letters and digits, a quarter other ASCII, the rest Latin, other scripts, symbols
    /// and emoji), sometimes followed by combining marks (U+0300...U+036F), so that a
    /// `Character` of several scalars (`e` + U+0301) is common. Marks that would not join
    /// the base (after a newline, say) are dropped. One span: one choice for the scalar, one
    /// flag per mark (simplest: none) and one choice per mark.
    public static var character: Gen<Character> {
        Gen { source in try source.drawCharacter() }
    }
}

extension Gen where Value == String {
    /// Strings of `characters` (``Gen/character`` by default) with `count` characters drawn,
    /// shrinking towards short strings of simple characters (`""`, then `"a"`, ...). Adjacent
    /// characters that combine (a base and a lone mark, two regional indicators) count once
    /// in the string. Laid out as ``Gen/array(count:)``.
    public static func string(of characters: Gen<Character> = .character, count: ClosedRange<Int> = 0...32) -> Gen<
        String
    > {
        characters.array(count: count).map { String($0) }
    }
}

extension Source {
    /// The span of one character: a constant, like the built-in labels (see `SpanLabel`).
    static var characterLabel: SpanLabel { SpanLabel(name: "character", id: 0xB02D_79C9_0164_01F0) }

    /// One character as ``Gen/character`` draws it.
    public mutating func drawCharacter() throws -> Character {
        try span(Self.characterLabel) { source in
            let index = try source.draw(bound: ScalarOrder.bound) { random in
                let roll = random.next()
                switch roll & 7 {
                case 0, 1, 2, 3: return (roll >> 3) % 62  // letters and digits
                case 4, 5: return (roll >> 3) % UInt64(ScalarOrder.ascii.count)
                case 6: return UInt64(ScalarOrder.ascii.count) + (roll >> 3) % 0x3000  // Latin, Greek, CJK, ...
                default:
                    // Emoji and other astral planes, or anything.
                    if roll & 8 == 0 {
                        return ScalarOrder.distance(of: Unicode.Scalar(0x1F300 + UInt32((roll >> 4) % 0x300))!)!
                    }
                    return random.next(upTo: ScalarOrder.bound)
                }
            }
            var scalars = String.UnicodeScalarView()
            scalars.append(ScalarOrder.scalar(at: index))
            for _ in 0..<2 {
                guard try source.drawFlag(1, in: 6) else { break }
                let mark = try source.drawUniform(bound: 0x6F)
                scalars.append(Unicode.Scalar(0x300 + UInt32(mark))!)
            }
            let text = String(scalars)
            return text.count == 1 ? text.first! : Character(ScalarOrder.scalar(at: index))
        }
    }
}
