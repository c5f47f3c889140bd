import PropertyKit

/// Hypothesis's shrink-quality suite (`tests/quality/test_shrink_quality.py`), every test the
/// kit can express, each with its expected minimal value. The kit's simplest character is
/// `a` where Hypothesis's is `0`, and its integers are 64-bit, so "silly large" ranges are
/// the whole of `Int`. Not expressed: fractions (the kit has none) and the identity of equal
/// empty lists (values have none).
extension ShrinkProblem {
    /// All of them, in the suite's order.
    public static let quality: [ShrinkProblem] =
        [
            .integersFromMinimizesLeftwards, .minimizeStringToEmpty, .minimizeOneOf, .minimizeMixedList,
            .minimizeLongerString, .minimizeLongerListOfStrings, .minimize3Set, .minimize3SetOfTuples,
            .minimizeSetsOfSets, .flatMapWithBoundedLeftHandSide, .flatMapOfJust, .flatMapRightHandSide,
            .flatMapIgnoringLeftHandSide, .flatMapBothSides, .flatMapRectangles, .emptyDictionary, .dictionaryOfThree,
            .singleElementInLargeRange, .multipleElementsInLargeRange, .multipleElementsInLargeRangeNotDuplicates,
            .findLargeUnionList,
        ] + [0, 1, 10, 100, 1000].map(containment) + [0, 1, 2].map(textContainment)
        + [
            .duplicateContainment, .reorderingBytes, .minimizeLongList, .listOfLongishLists,
            .listOfFairlyNonUniqueInts, .listWithComplexSortingStructure, .listWithWideGap, .minimizeNamedTuple,
            .minimizeDict, .listOfSets, .listOfLists, .listOfTuples, .multiKeyDicts, .setsUniqueByIncompleteData,
        ] + (0..<10).map(listsForcedNearTop)

    /// `Int`s from 101 end at 101.
    public static let integersFromMinimizesLeftwards = ShrinkProblem(
        "integers from minimizes leftwards", Gen.int(in: 101...Int.max), isMinimal: { $0 == 101 }
    ) { _ in
        try require(false)
    }

    /// Any string ends empty.
    public static let minimizeStringToEmpty = ShrinkProblem(
        "minimize string to empty", Gen.string(), isMinimal: { $0 == "" }
    ) { _ in
        try require(false)
    }

    /// An integer, a string or a Boolean ends at the simplest of its kind.
    public static let minimizeOneOf = ShrinkProblem(
        "minimize one of", Mixed.gen(.int, .text, .bool), isMinimal: { $0.isSimplest }
    ) { _ in
        try require(false)
    }

    /// Ten integers or strings end as simplest ones.
    public static let minimizeMixedList = ShrinkProblem(
        "minimize mixed list", Mixed.gen(.int, .text).array(),
        isMinimal: { $0.count == 10 && $0.allSatisfy(\.isSimplest) }
    ) { list in
        try require(list.count < 10)
    }

    /// Ten characters: ten `a`s.
    public static let minimizeLongerString = ShrinkProblem(
        "minimize longer string", Gen.string(), isMinimal: { $0 == String(repeating: "a", count: 10) }
    ) { text in
        try require(text.count < 10)
    }

    /// Ten strings: ten empty ones.
    public static let minimizeLongerListOfStrings = ShrinkProblem(
        "minimize longer list of strings", Gen.string().array(), isMinimal: { $0 == Array(repeating: "", count: 10) }
    ) { list in
        try require(list.count < 10)
    }

    /// A set of three integers: `{0, 1, -1}` or `{0, 1, 2}`.
    public static let minimize3Set = ShrinkProblem(
        "minimize 3 set", Gen.int.set(), isMinimal: { $0 == [0, 1, -1] || $0 == [0, 1, 2] }
    ) { set in
        try require(set.count < 3)
    }

    /// A set of two one-element lists: `{[0], [1]}`.
    public static let minimize3SetOfTuples = ShrinkProblem(
        "minimize 3 set of tuples", Gen.int.array(exactly: 1).set(), isMinimal: { $0 == [[0], [1]] }
    ) { set in
        try require(set.count < 2)
    }

    /// Eight distinct sets: the empty set among them, and each set of two or more holds
    /// another of them.
    public static let minimizeSetsOfSets = ShrinkProblem(
        "minimize sets of sets", Gen.int(in: 1...100).set().set(count: 8...64),
        isMinimal: { sets in
            sets.contains([]) && sets.count == 8
                && sets.allSatisfy { s in s.count <= 1 || sets.contains { $0 != s && $0.isSubset(of: s) } }
        }
    ) { _ in
        try require(false)
    }

    /// A Boolean, then a list of copies of it, of ten: ten `false`s.
    public static let flatMapWithBoundedLeftHandSide = ShrinkProblem(
        "can simplify flatmap with bounded left hand size", Gen.bool.flatMap { Gen.constant($0).array() },
        isMinimal: { $0 == Array(repeating: false, count: 10) }
    ) { list in
        try require(list.count < 10)
    }

    /// An integer through a constant generator ends at 0.
    public static let flatMapOfJust = ShrinkProblem(
        "can simplify across flatmap of just", Gen.int.flatMap { Gen.constant($0) }, isMinimal: { $0 == 0 }
    ) { _ in
        try require(false)
    }

    /// An integer, then a list of copies of it: the empty list.
    public static let flatMapRightHandSide = ShrinkProblem(
        "can simplify on right hand strategy of flatmap", Gen.int.flatMap { Gen.constant($0).array() },
        isMinimal: { $0 == [] }
    ) { _ in
        try require(false)
    }

    /// An integer that is ignored, then a list of ten integers: ten zeros.
    public static let flatMapIgnoringLeftHandSide = ShrinkProblem(
        "can ignore left hand side of flatmap", Gen.int.flatMap { _ in Gen.int.array() },
        isMinimal: { $0 == Array(repeating: 0, count: 10) }
    ) { list in
        try require(list.count < 10)
    }

    /// An integer, then ten copies of it: ten zeros.
    public static let flatMapBothSides = ShrinkProblem(
        "can simplify on both sides of flatmap", Gen.int.flatMap { Gen.constant($0).array() },
        isMinimal: { $0 == Array(repeating: 0, count: 10) }
    ) { list in
        try require(list.count < 10)
    }

    /// A width, then rows of that many `a`s and `b`s, one of them `ab`: `[["a", "b"]]`.
    public static let flatMapRectangles = ShrinkProblem(
        "flatmap rectangles",
        Gen.int(in: 0...10).flatMap { width in Gen.element(of: ["a", "b"]).array(exactly: width).array() },
        cases: 2_000, isMinimal: { $0 == [["a", "b"]] }
    ) { rows in
        try require(!rows.contains(["a", "b"]))
    }

    /// Any dictionary of integers to strings ends empty.
    public static let emptyDictionary = ShrinkProblem(
        "minimize empty dictionary", Gen.dictionary(keys: Gen.int, values: Gen.string()), isMinimal: { $0.isEmpty }
    ) { _ in
        try require(false)
    }

    /// Three entries: empty strings under keys that step towards 0.
    public static let dictionaryOfThree = ShrinkProblem(
        "dictionary of three", Gen.dictionary(keys: Gen.int, values: Gen.string()),
        isMinimal: { dictionary in
            Set(dictionary.values) == [""]
                && dictionary.keys.allSatisfy { k in
                    (k >= 0 || dictionary[k + 1] != nil) && (k <= 0 || dictionary[k - 1] != nil)
                }
        }
    ) { dictionary in
        try require(dictionary.count < 3)
    }

    /// Any `Int` above a far negative bound ends at 0.
    public static let singleElementInLargeRange = ShrinkProblem(
        "minimize single element in silly large int range", Gen.int, isMinimal: { $0 == 0 }
    ) { x in
        try require(x < Int.min / 2)
    }

    /// Twenty `Int`s: twenty zeros.
    public static let multipleElementsInLargeRange = ShrinkProblem(
        "minimize multiple elements in silly large int range", Gen.int.array(),
        isMinimal: { $0 == Array(repeating: 0, count: 20) }
    ) { list in
        try require(list.count < 20)
    }

    /// Twenty non-negative `Int`s, each at least its index: `[0, 1, ..., 19]`.
    public static let multipleElementsInLargeRangeNotDuplicates = ShrinkProblem(
        "minimize multiple elements in silly large int range min is not dupe", Gen.int(in: 0...Int.max).array(),
        isMinimal: { $0 == Array(0..<20) }
    ) { list in
        try require(!(list.count >= 20 && (0..<20).allSatisfy { list[$0] >= $0 }))
    }

    /// Non-empty sets whose union holds ten integers: one set of ten consecutive ones.
    public static let findLargeUnionList = ShrinkProblem(
        "find large union list", Gen.int.set(count: 1...64).array(count: 1...64),
        isMinimal: { sets in
            let union = sets.reduce(into: Set<Int>()) { $0.formUnion($1) }
            return sets.count == 1 && union.count == 10 && union.max()! == union.min()! &+ 9
        }
    ) { sets in
        try require(sets.reduce(into: Set<Int>()) { $0.formUnion($1) }.count < 10)
    }

    /// An integer of at least `n` in a list: `([n], n)`.
    static func containment(_ n: Int) -> ShrinkProblem {
        ShrinkProblem("containment \(n)", zip(Gen.int.array(), Gen.int), isMinimal: { $0.0 == [n] && $0.1 == n }) {
            list, x in
            try require(!(list.contains(x) && x >= n))
        }
    }

    /// A string of at least `n` characters in a list: `([a...], a...)`. Exact whenever a
    /// failure is found; from some seeds none is (a random string rarely equals one in a
    /// random list).
    static func textContainment(_ n: Int) -> ShrinkProblem {
        let minimum = String(repeating: "a", count: n)
        return ShrinkProblem(
            "text containment \(n)", zip(Gen.string().array(), Gen.string()),
            bar: ShrinkBar(.exactOfFound, percent: 100),
            isMinimal: { $0.0 == [minimum] && $0.1 == minimum }
        ) { list, text in
            try require(!(list.contains(text) && text.count >= n))
        }
    }

    /// An integer twice in a list: `([0, 0], 0)`.
    public static let duplicateContainment = ShrinkProblem(
        "duplicate containment", zip(Gen.int.array(), Gen.int), isMinimal: { $0.0 == [0, 0] && $0.1 == 0 }
    ) { list, x in
        try require(list.filter { $0 == x }.count <= 1)
    }

    /// Three or more integers summing to at least 10 end sorted.
    public static let reorderingBytes = ShrinkProblem(
        "reordering bytes", Gen.int.array(), isMinimal: { $0 == $0.sorted() }
    ) { list in
        // The sum in doubles: Python's integers do not wrap.
        try require(!(list.reduce(0.0) { $0 + Double($1) } >= 10 && list.count >= 3))
    }

    /// At least 50 Booleans, failing from 70: the length is pinned, so the values must fall
    /// to seventy `false`s.
    public static let minimizeLongList = ShrinkProblem(
        "minimize long list", Gen.bool.array(count: 50...200), isMinimal: { $0 == Array(repeating: false, count: 70) }
    ) { list in
        try require(list.count < 70)
    }

    /// Five lists of two or more Booleans with a `true`: five `[false, true]`.
    public static let listOfLongishLists = ShrinkProblem(
        "minimize list of longish lists", Gen.bool.array().array(),
        isMinimal: { $0 == Array(repeating: [false, true], count: 5) }
    ) { lists in
        try require(lists.filter { $0.contains(true) && $0.count >= 2 }.count < 5)
    }

    /// A repeated integer: a list of two.
    public static let listOfFairlyNonUniqueInts = ShrinkProblem(
        "minimize list of fairly non unique ints", Gen.int.array(), isMinimal: { $0.count == 2 }
    ) { list in
        try require(Set(list).count == list.count)
    }

    /// Lists of Booleans that compare above themselves reversed, four or more: four.
    public static let listWithComplexSortingStructure = ShrinkProblem(
        "list with complex sorting structure", Gen.bool.array().array(), isMinimal: { $0.count == 4 }
    ) { lists in
        let reversed = lists.map { Array($0.reversed()) }
        try require(!(lists.lexicographicallyPrecedes(reversed, by: precedes) && lists.count > 3))
    }

    /// A list whose largest element is more than 10 above its smallest, which is above -11:
    /// two elements 11 apart.
    public static let listWithWideGap = ShrinkProblem(
        "list with wide gap", Gen.int.array(),
        isMinimal: { $0.count == 2 && $0.max()! == $0.min()! &+ 11 }
    ) { list in
        guard let low = list.min(), let high = list.max() else { return }
        let (shifted, overflow) = low.addingReportingOverflow(10)
        try require(!(!overflow && high > shifted && shifted > 0))
    }

    /// Two integers with `a < b`: `b == a + 1`.
    public static let minimizeNamedTuple = ShrinkProblem(
        "minimize namedtuple", zip(Gen.int, Gen.int), isMinimal: { $0.1 == $0.0 &+ 1 }
    ) { a, b in
        try require(a >= b)
    }

    /// Two Booleans, one of them set: not both.
    public static let minimizeDict = ShrinkProblem(
        "minimize dict", zip(Gen.bool, Gen.bool), isMinimal: { !($0.0 && $0.1) }
    ) { a, b in
        try require(!(a || b))
    }

    /// Three non-empty sets of Booleans: three `{false}`.
    public static let listOfSets = ShrinkProblem(
        "minimize list of sets", Gen.bool.set(count: 0...2).array(), isMinimal: { $0 == [[false], [false], [false]] }
    ) { sets in
        try require(sets.filter { !$0.isEmpty }.count < 3)
    }

    /// Three non-empty lists: three `[0]`.
    public static let listOfLists = ShrinkProblem(
        "minimize list of lists", Gen.int.array().array(), isMinimal: { $0 == [[0], [0], [0]] }
    ) { lists in
        try require(lists.filter { !$0.isEmpty }.count < 3)
    }

    /// Two pairs: two `(0, 0)`.
    public static let listOfTuples = ShrinkProblem(
        "minimize list of tuples", zip(Gen.int, Gen.int).map { Pair(a: $0, b: $1) }.array(),
        isMinimal: { $0 == [Pair(a: 0, b: 0), Pair(a: 0, b: 0)] }
    ) { list in
        try require(list.count < 2)
    }

    /// A non-empty dictionary of Booleans: `[false: false]`.
    public static let multiKeyDicts = ShrinkProblem(
        "minimize multi key dicts", Gen.dictionary(keys: Gen.bool, values: Gen.bool, count: 0...2),
        isMinimal: { $0 == [false: false] }
    ) { dictionary in
        try require(dictionary.isEmpty)
    }

    /// Five pairs, unique by their larger member: the larger members are consecutive and each
    /// first member is at most 0.
    public static let setsUniqueByIncompleteData = ShrinkProblem(
        "can find sets unique by incomplete data", zip(Gen.int, Gen.int).array().map(uniqueByLarger),
        isMinimal: { pairs in
            let larger = pairs.map { max($0.0, $0.1) }.sorted()
            return pairs.count == 5 && larger.last! &- larger.first! == 4 && pairs.allSatisfy { $0.0 <= 0 }
        }
    ) { pairs in
        try require(pairs.count < 5)
    }

    /// `n` to `n + 2` integers, failing at `n + 2`: that many zeros.
    static func listsForcedNearTop(_ n: Int) -> ShrinkProblem {
        ShrinkProblem(
            "lists forced near top \(n)", Gen.int.array(count: n...(n + 2)),
            isMinimal: { $0 == Array(repeating: 0, count: n + 2) }
        ) { list in
            try require(list.count != n + 2)
        }
    }
}

/// `false` before `true`, as Python orders Booleans.
private func precedes(_ a: [Bool], _ b: [Bool]) -> Bool {
    a.lexicographicallyPrecedes(b) { !$0 && $1 }
}

/// The pairs without those whose larger member an earlier pair already has.
private func uniqueByLarger(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
    var seen = Set<Int>()
    return pairs.filter { seen.insert(max($0.0, $0.1)).inserted }
}
