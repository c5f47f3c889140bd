import PropertyKit

/// Problems beyond the public challenge, where structures of a case must coincide or values
/// must fall together, and doubles must end simple (`Benchmarks/Hypothesis/bench_hypothesis.py` runs the
/// same properties through Hypothesis).
extension ShrinkProblem {
    /// All six.
    public static let relatedValues: [ShrinkProblem] = [
        .floatThreshold, .floatFraction, .permutedLists, .containedValue, .equalRecords, .equalInnerLists,
    ]

    /// A threshold between integers: the next integer, 11, is the simplest double above it.
    public static let floatThreshold = ShrinkProblem(
        "float threshold", Gen.double(), family: .doubles, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0 == 11 }
    ) { x in
        try require(x < 10.5)
    }

    /// A fraction is needed: the shortest binary fraction above the bound, 2.5.
    public static let floatFraction = ShrinkProblem(
        "float fraction", Gen.double(in: 0...100), family: .doubles, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0 == 2.5 }
    ) { x in
        try require(x <= 2 || x == x.rounded())
    }

    /// Two lists that are permutations of each other but not equal: `([0, 1], [1, 0])`.
    public static let permutedLists = ShrinkProblem(
        "permuted lists", zip(Gen.int.array(), Gen.int.array()), family: .permutation,
        bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0.0 == [0, 1] && $0.1 == [1, 0] }
    ) { a, b in
        try require(a == b || a.sorted() != b.sorted())
    }

    /// A list element equal to a separate integer drawn from another range (so their choice
    /// distances differ): both must fall together to `([101], 101)`. Hypothesis 6.170 needs
    /// 76.4 mean calls here (`Benchmarks/Hypothesis/bench_hypothesis.py`, 100 seeds).
    public static let containedValue = ShrinkProblem(
        "contained value", zip(Gen.int.array(), Gen.int(in: 0...1000)), family: .equalValues,
        bar: ShrinkBar(.exactOfSeeds, percent: 95, maxMeanCalls: 76), isMinimal: { $0.0 == [101] && $0.1 == 101 }
    ) { list, x in
        try require(!(list.contains(x) && x > 100))
    }

    /// Two equal records in a list: `[(5, 0), (5, 0)]`. Hypothesis 6.170 needs 66.5 mean calls
    /// here (`Benchmarks/Hypothesis/bench_hypothesis.py`, 100 seeds).
    public static let equalRecords = ShrinkProblem(
        "equal records", zip(Gen.int(in: 0...100), Gen.int(in: 0...100)).map { Pair(a: $0, b: $1) }.array(),
        family: .equalValues, bar: ShrinkBar(.exactOfSeeds, percent: 95, maxMeanCalls: 66),
        isMinimal: { $0 == [Pair(a: 5, b: 0), Pair(a: 5, b: 0)] }
    ) { records in
        for i in records.indices {
            for j in records.indices where i < j && records[i] == records[j] {
                try require(records[i].a < 5)
            }
        }
    }

    /// Two equal non-empty inner lists: `[[0], [0]]`.
    public static let equalInnerLists = ShrinkProblem(
        "equal inner lists", Gen.int.array().array(), family: .equal, bar: ShrinkBar(.exactOfSeeds, percent: 95),
        isMinimal: { $0 == [[0], [0]] }
    ) { lists in
        for i in lists.indices {
            for j in lists.indices where i < j && !lists[i].isEmpty {
                try require(lists[i] != lists[j])
            }
        }
    }
}

/// A record of two integers for the equal-records problem.
struct Pair: Equatable, Sendable, CustomStringConvertible {
    var a: Int
    var b: Int
    var description: String { "(\(a), \(b))" }
}
