extension ScalarOrder {
    /// The simplest character of each class a property is likely to test (a lowercase or an
    /// uppercase letter, a digit, whitespace, punctuation, a symbol, a line break), paired
    /// with the test, simplest first. All are ASCII: the classes are contiguous there, but
    /// beyond ASCII a class's members are scattered, so a search over distances stops at a
    /// member whose neighbours are not members (`ϒ` for "an uppercase letter").
    static let classRepresentatives: [(distance: UInt64, isMember: @Sendable (Character) -> Bool)] = [
        (distance(of: "a")!, { $0.isLowercase || $0.isLetter }),
        (distance(of: "A")!, { $0.isUppercase }),
        (distance(of: "0")!, { $0.isNumber }),
        (distance(of: " ")!, { $0.isWhitespace && !$0.isNewline }),
        (distance(of: "!")!, { $0.isPunctuation }),
        (distance(of: "$")!, { $0.isSymbol }),
        (distance(of: "\n")!, { $0.isNewline }),
    ]

    /// The distances of the simplest ASCII characters that share a class with the scalar at
    /// `distance`, simplest first; empty for an ASCII scalar. O(1).
    static func simplerMembersOfClasses(of distance: UInt64) -> [UInt64] {
        guard distance >= UInt64(ascii.count) else { return [] }
        let character = Character(scalar(at: distance))
        return classRepresentatives.filter { $0.isMember(character) }.map(\.distance)
    }
}
