import PropertyKit

/// Problems where values must coincide inside one value, collections must shrink together,
/// text must shrink cheaply and integers are coupled, in the spirit of the shrinking challenge
/// (`Benchmarks/Hypothesis/bench_hypothesis.py` runs the same properties through Hypothesis).
extension ShrinkProblem {
    /// All of them, related values inside one value first, then collections, text, and
    /// coupled integers.
    public static let sameShape: [ShrinkProblem] = [
        .mirroredList, .mirroredWord, .repeatedRun, .threeEqual, .meanOfDoubles, .associativeSum, .equalLists,
        .equalWords, .equalPairs, .equalShortWords, .equalSets, .equalDictionaries, .equalValuedDictionaries,
        .rotations, .rotatedLists, .capitalInSix, .uppercaseLetter, .fiveCharacters, .longWord,
        .threeDistinctCharacters, .product, .boundedProduct, .productOfThree, .listAtItsLimit, .sumAtItsLimit,
    ]

    static func found(_ percent: Int) -> ShrinkBar { ShrinkBar(.foundOfSeeds, percent: percent) }
    static func exactOfFound(_ percent: Int) -> ShrinkBar { ShrinkBar(.exactOfFound, percent: percent) }

    /// Two lists of any `Int`s that fail when `fails` holds; exact at `minimum`.
    static func lists(
        _ name: String, family: ShrinkFamily? = nil, bar: ShrinkBar = .everySeed, minimum: ([Int], [Int]),
        _ fails: @escaping @Sendable ([Int], [Int]) -> Bool
    ) -> ShrinkProblem {
        ShrinkProblem(
            name, zip(Gen.int.array(), Gen.int.array()), family: family, bar: bar,
            isMinimal: { $0.0 == minimum.0 && $0.1 == minimum.1 }
        ) { a, b in
            try require(!fails(a, b))
        }
    }

    /// Two strings that fail when `fails` holds; exact at `minimum`.
    static func strings(
        _ name: String, bar: ShrinkBar = .everySeed, minimum: String,
        _ fails: @escaping @Sendable (String, String) -> Bool
    ) -> ShrinkProblem {
        ShrinkProblem(
            name, zip(Gen.string(), Gen.string()), family: .equal, bar: bar,
            isMinimal: { $0.0 == minimum && $0.1 == minimum }
        ) { s, t in
            try require(!fails(s, t))
        }
    }

    /// One string that fails when `fails` holds; exact at `minimum`.
    static func string(
        _ name: String, bar: ShrinkBar = .everySeed, minimum: String, _ fails: @escaping @Sendable (String) -> Bool
    ) -> ShrinkProblem {
        ShrinkProblem(name, Gen.string(), bar: bar, isMinimal: { $0 == minimum }) { text in
            try require(!fails(text))
        }
    }

    // MARK: Related values inside one value

    /// A palindrome of two distinct values: `[0, 1, 0]`.
    public static let mirroredList = ShrinkProblem(
        "mirrored list", Gen.int.array(), family: .reversal, bar: found(90), isMinimal: { $0 == [0, 1, 0] }
    ) { list in
        try require(!(list == list.reversed() && Set(list).count >= 2))
    }

    /// A palindrome of two distinct characters: `"aba"`.
    public static let mirroredWord = string("mirrored word", bar: found(90), minimum: "aba") { text in
        text == String(text.reversed()) && Set(text).count >= 2
    }

    /// A list that is a run repeated twice, of two distinct values: `[0, 1, 0, 1]`.
    public static let repeatedRun = ShrinkProblem(
        "repeated run", Gen.int(in: 0...100).array(), family: .repetition, bar: found(80),
        isMinimal: { $0 == [0, 1, 0, 1] }
    ) { list in
        let half = list.count / 2
        let repeated = list.count >= 4 && list.count % 2 == 0 && list[..<half] == list[half...]
        try require(!(repeated && Set(list).count >= 2))
    }

    /// A value of at least 10 three times: `[10, 10, 10]`.
    public static let threeEqual = ShrinkProblem(
        "three equal", Gen.int.array(), family: .equalValues, bar: found(90), isMinimal: { $0 == [10, 10, 10] }
    ) { list in
        for value in list where value >= 10 { try require(list.filter { $0 == value }.count < 3) }
    }

    /// Nearly equal doubles whose sum rounds: the mean leaves the elements' range.
    public static let meanOfDoubles = ShrinkProblem(
        "mean of doubles", Gen.double(in: -1e6...1e6).array(count: 1...20), bar: found(80), isMinimal: { _ in true }
    ) { xs in
        let mean = xs.reduce(0, +) / Double(xs.count)
        try require(xs.min()! <= mean && mean <= xs.max()!)
    }

    /// Addition of doubles is not associative.
    public static let associativeSum: ShrinkProblem = {
        let digit = Gen.double(in: 0...10)
        return ShrinkProblem("associative sum", zip(digit, digit, digit), bar: found(80), isMinimal: { _ in true }) {
            a, b, c in
            try require((a + b) + c == a + (b + c))
        }
    }()

    // MARK: Collections that shrink together

    /// Two equal lists of at least three elements: `([0, 0, 0], [0, 0, 0])`.
    public static let equalLists = lists(
        "equal lists", family: .equal, bar: exactOfFound(90), minimum: ([0, 0, 0], [0, 0, 0])
    ) {
        a, b in a == b && a.count >= 3
    }

    /// Two equal strings of at least three characters: `("aaa", "aaa")`.
    public static let equalWords = strings("equal words", bar: exactOfFound(90), minimum: "aaa") { s, t in
        s == t && s.count >= 3
    }

    /// Two equal lists of at least two elements: deleting from one alone breaks the equality.
    public static let equalPairs = lists("equal pairs", family: .equal, minimum: ([0, 0], [0, 0])) { a, b in
        a == b && a.count >= 2
    }

    /// Two equal strings of at least two characters: `("aa", "aa")`.
    public static let equalShortWords = strings("equal short words", minimum: "aa") { s, t in s == t && s.count >= 2 }

    /// Two equal sets of at least two integers: `({0, 1}, {0, 1})`.
    public static let equalSets = ShrinkProblem(
        "equal sets", zip(Gen.int.set(), Gen.int.set()), family: .equal, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0.0 == [0, 1] && $0.1 == [0, 1] }
    ) { a, b in
        try require(!(a == b && a.count >= 2))
    }

    /// Two equal dictionaries of at least two entries: `([0: 0, 1: 0], [0: 0, 1: 0])`.
    public static let equalDictionaries = ShrinkProblem(
        "equal dictionaries",
        zip(Gen.dictionary(keys: Gen.int, values: Gen.int), Gen.dictionary(keys: Gen.int, values: Gen.int)),
        family: .equal, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0.0 == [0: 0, 1: 0] && $0.1 == [0: 0, 1: 0] }
    ) { a, b in
        try require(!(a == b && a.count >= 2))
    }

    /// Two equal dictionaries with a value of at least 1: `([0: 1], [0: 1])`.
    public static let equalValuedDictionaries = ShrinkProblem(
        "equal valued dictionaries",
        zip(Gen.dictionary(keys: Gen.int, values: Gen.int), Gen.dictionary(keys: Gen.int, values: Gen.int)),
        family: .equal, bar: ShrinkBar(.exactOfSeeds, percent: 95), isMinimal: { $0.0 == [0: 1] && $0.1 == [0: 1] }
    ) { a, b in
        try require(!(a == b && a.values.contains { $0 >= 1 }))
    }

    /// `b` is `a` rotated by any amount, and differs from it: `([0, 1], [1, 0])`.
    public static let rotations = lists(
        "rotations", family: .rotation, bar: exactOfFound(90), minimum: ([0, 1], [1, 0])
    ) { a, b in
        a != b && a.count == b.count && a.indices.contains { Array(a[$0...] + a[..<$0]) == b }
    }

    /// `b` is `a` rotated by one, of at least three elements: `([0, 0, 1], [0, 1, 0])`.
    public static let rotatedLists = lists(
        "rotated lists", family: .rotation, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        minimum: ([0, 0, 1], [0, 1, 0])
    ) { a, b in
        a.count >= 3 && a != b && b == Array(a.dropFirst()) + [a[0]]
    }

    // MARK: Text

    /// Six characters with an ASCII capital: `"aaaaaA"`.
    public static let capitalInSix = string("capital in six", bar: exactOfFound(100), minimum: "aaaaaA") { text in
        text.count >= 6 && text.contains { $0.isASCII && $0.isUppercase }
    }

    /// Any uppercase letter: `"A"`. Uppercase letters beyond ASCII (`º`, `ϒ`) are scattered
    /// among other characters.
    public static let uppercaseLetter = string("uppercase letter", minimum: "A") { text in
        text.contains { $0.isUppercase }
    }

    /// Five characters: `"aaaaa"`.
    public static let fiveCharacters = string("five characters", minimum: "aaaaa") { $0.count >= 5 }

    /// Twelve characters: twelve `a`s.
    public static let longWord = string("long word", minimum: String(repeating: "a", count: 12)) { $0.count >= 12 }

    /// Three distinct characters: `"abc"`.
    public static let threeDistinctCharacters = string("three distinct characters", minimum: "abc") {
        Set($0).count >= 3
    }

    // MARK: Coupled integers and collections at their length limit

    /// Two positive factors whose product reaches 500: `(1, 500)`.
    public static let product = ShrinkProblem(
        "product", zip(Gen.int, Gen.int), family: .sum, bar: found(100), isMinimal: { $0 == (1, 500) }
    ) { a, b in
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        try require(!(a > 0 && b > 0 && (overflow || product >= 500)))
    }

    /// Bounded factors: `(1, 1001)` is out of range, so the minimum has 2 as its first factor.
    public static let boundedProduct = ShrinkProblem(
        "bounded product", zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000)), family: .sum, bar: found(100),
        isMinimal: { $0 == (2, 501) }
    ) { a, b in
        try require(a * b <= 1000)
    }

    /// Three bounded factors whose product reaches 1000: `(1, 1, 1000)`.
    public static let productOfThree: ShrinkProblem = {
        let factor = Gen.int(in: 0...1000)
        return ShrinkProblem(
            "product of three", zip(factor, factor, factor), family: .sum, bar: found(100),
            isMinimal: { $0 == (1, 1, 1000) }
        ) { a, b, c in
            try require(a * b * c < 1000)
        }
    }()

    /// An element of at least 500 in a list of at most 16: `[500]`.
    public static let listAtItsLimit = ShrinkProblem(
        "list at its limit", Gen.int(in: 0...1000).array(count: 0...16), family: .bound, isMinimal: { $0 == [500] }
    ) { list in
        try require(list.allSatisfy { $0 < 500 })
    }

    /// A sum of at least 300 from at most 10 elements of at most 100: `[100, 100, 100]`.
    public static let sumAtItsLimit = ShrinkProblem(
        "sum at its limit", Gen.int(in: 0...100).array(count: 0...10), family: .sum, bar: found(100),
        isMinimal: { $0 == [100, 100, 100] }
    ) { list in
        try require(list.reduce(0, +) < 300)
    }
}
