import PropertyKit

/// Problems where two collections are related (one a sorted, reversed or rearranged copy of
/// the other, or a subsequence of it) and where values inside one collection are related (a
/// multiple, a ratio, a sum, an offset), and mixtures of both: the relation must survive
/// every step of shrinking (`Benchmarks/Hypothesis/bench_hypothesis.py` runs the same properties through
/// Hypothesis).
extension ShrinkProblem {
    /// All of them, two collections first, then values inside one, then mixtures.
    public static let relatedCollections: [ShrinkProblem] = [
        .sortedCopy, .reversedCopy, .subsequence, .valueAndTriple, .twoToThree, .sumOfTwo, .offsetBySeven,
        .permutedWithLarge, .rotatedWithSum,
    ]

    /// `b` is `a` sorted, and differs from it, elements in `0...1000`: `([1, 0], [0, 1])`.
    public static let sortedCopy = ShrinkProblem(
        "sorted copy", zip(Gen.int(in: 0...1000).array(), Gen.int(in: 0...1000).array()), family: .permutation,
        bar: ShrinkBar(.exactOfSeeds, percent: 95), isMinimal: { $0.0 == [1, 0] && $0.1 == [0, 1] }
    ) { a, b in
        try require(!(a != b && b == a.sorted()))
    }

    /// `b` is `a` reversed, and differs from it: `([0, 1], [1, 0])`.
    public static let reversedCopy = lists(
        "reversed copy", family: .reversal, bar: ShrinkBar(.exactOfSeeds, percent: 95), minimum: ([0, 1], [1, 0])
    ) { a, b in
        a != b && b == a.reversed()
    }

    /// `b` is a non-empty subsequence of `a`, and differs from it: `([0, 0], [0])`.
    public static let subsequence = lists(
        "subsequence", family: .subsequence, bar: ShrinkBar(.exactOfSeeds, percent: 95), minimum: ([0, 0], [0])
    ) { a, b in
        !b.isEmpty && a != b && isSubsequence(b, of: a)
    }

    /// A list holding a value of at least 1 and its triple: `[1, 3]`.
    public static let valueAndTriple = smallIntegers("value and triple", family: .multiple, minimum: [1, 3]) {
        list in
        list.contains { $0 >= 1 && list.contains(3 * $0) }
    }

    /// A list holding two positive values in the ratio 2 : 3: `[2, 3]`.
    public static let twoToThree = smallIntegers("two to three", family: .multiple, minimum: [2, 3]) { list in
        list.contains { $0 >= 1 && $0 % 2 == 0 && list.contains($0 / 2 * 3) }
    }

    /// A list holding two positive values and their sum, three distinct elements: `[1, 1, 2]`.
    public static let sumOfTwo = smallIntegers("sum of two", family: .sum, minimum: [1, 1, 2]) { list in
        for i in list.indices where list[i] >= 1 {
            for j in list.indices where j != i && list[j] >= 1 {
                if list.indices.contains(where: { $0 != i && $0 != j && list[$0] == list[i] + list[j] }) {
                    return true
                }
            }
        }
        return false
    }

    /// A list of any `Int`s holding a positive value and that value plus 7: `[1, 8]`.
    public static let offsetBySeven = ShrinkProblem(
        "offset by seven", Gen.int.array(), family: .offset, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0 == [1, 8] }
    ) { list in
        try require(!list.contains { $0 >= 1 && $0 <= Int.max - 7 && list.contains($0 + 7) })
    }

    /// `b` is a rearrangement of `a` that differs from it, with an element of at least 100:
    /// `([0, 100], [100, 0])`.
    public static let permutedWithLarge = lists(
        "permuted with large", family: .mixture, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        minimum: ([0, 100], [100, 0])
    ) { a, b in
        a != b && a.sorted() == b.sorted() && a.contains { $0 >= 100 }
    }

    /// `b` is `a` rotated by any amount and differs from it, and `a` sums to at least 10,
    /// elements in `0...1000`: `([0, 10], [10, 0])`.
    public static let rotatedWithSum = ShrinkProblem(
        "rotated with sum", zip(Gen.int(in: 0...1000).array(), Gen.int(in: 0...1000).array()), family: .mixture,
        bar: ShrinkBar(.exactOfSeeds, percent: 95), isMinimal: { $0.0 == [0, 10] && $0.1 == [10, 0] }
    ) { a, b in
        let rotated = a != b && a.count == b.count && a.indices.contains { Array(a[$0...] + a[..<$0]) == b }
        try require(!(rotated && a.reduce(0, +) >= 10))
    }

    /// A list of `0...100` that fails when `fails` holds; exact at `minimum`.
    static func smallIntegers(
        _ name: String, family: ShrinkFamily, minimum: [Int], _ fails: @escaping @Sendable ([Int]) -> Bool
    ) -> ShrinkProblem {
        ShrinkProblem(
            name, Gen.int(in: 0...100).array(), family: family, bar: ShrinkBar(.exactOfSeeds, percent: 95),
            isMinimal: { $0 == minimum }
        ) { list in
            try require(!fails(list))
        }
    }

    /// Whether `part` is `whole` with some elements left out, the rest in order.
    static func isSubsequence(_ part: [Int], of whole: [Int]) -> Bool {
        var next = part.startIndex
        for element in whole where next < part.endIndex && element == part[next] { next += 1 }
        return next == part.endIndex
    }
}
