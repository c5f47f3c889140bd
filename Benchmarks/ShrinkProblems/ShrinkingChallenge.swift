import PropertyKit

/// The 13 problems of the public shrinking challenge (github.com/jlink/shrinking-challenge).
extension ShrinkProblem {
    /// All 13, in the reference's order.
    public static let challenge: [ShrinkProblem] = [
        .reverse, .largeUnionList, .bound5, .calculator, .lengthList, .difference1, .difference2, .difference3,
        .coupling, .deletion, .distinct, .nestedLists, .binaryHeap,
    ]

    /// Reversing a list gives the same list; minimum `[0, 1]`.
    public static let reverse = ShrinkProblem("reverse", Gen.int.array(), isMinimal: { $0 == [0, 1] }) { list in
        try require(Array(list.reversed()) == list)
    }

    /// At most 4 distinct integers across lists; minimum `[[0, 1, -1, 2, -2]]`.
    public static let largeUnionList = ShrinkProblem(
        "large union list", Gen.int.array().array(), isMinimal: { $0 == [[0, 1, -1, 2, -2]] }
    ) { lists in
        var seen: [Int] = []
        for value in lists.joined() where !seen.contains(value) { seen.append(value) }
        try require(seen.count <= 4)
    }

    /// Five filtered lists of `Int16` whose wrapped sum stays small. Shortlex order makes
    /// `([], [], [], [-1], [-32768])` the minimum (the reference's `([-32768], [-1], [], [], [])`
    /// "up to order": empty lists draw fewer choices first).
    public static let bound5: ShrinkProblem = {
        let list = Gen<Int16>.integer().array().filter("sum < 256") { wrappingSum($0) < 256 }
        return ShrinkProblem(
            "bound5", zip(list, list, list, list, list),
            isMinimal: { value in
                value.0.isEmpty && value.1.isEmpty && value.2.isEmpty && value.3 == [-1] && value.4 == [-32768]
            }
        ) { value in
            let total = wrappingSum(value.0 + value.1 + value.2 + value.3 + value.4)
            try require(total < 5 * 256)
        }
    }()

    /// An expression without a literal division by zero still divides by zero; minimum
    /// `(/ 0 (+ 0 0))`.
    public static let calculator = ShrinkProblem(
        "calculator", Expression.gen,
        isMinimal: {
            $0 == .divide(.literal(0), .add(.literal(0), .literal(0)))
        }
    ) { expression in
        guard !expression.dividesByLiteralZero else { return }
        try require(expression.evaluate() != nil, "division by zero")
    }

    /// A length drawn first, then that many integers; minimum `[900]`.
    public static let lengthList = ShrinkProblem(
        "length list", Gen.int(in: 1...100).flatMap { count in Gen.int(in: 0...1000).array(exactly: count) },
        isMinimal: { $0 == [900] }
    ) { list in
        try require(list.max()! < 900)
    }

    /// `a < 10 || a != b`; minimum `(10, 10)`.
    public static let difference1 = ShrinkProblem(
        "difference 1", zip(Gen.positive, Gen.positive), isMinimal: { $0 == (10, 10) }
    ) { a, b in
        try require(a < 10 || a != b)
    }

    /// `a < 10 || |a - b|` not in 1...4; minimum `(10, 6)`.
    public static let difference2 = ShrinkProblem(
        "difference 2", zip(Gen.positive, Gen.positive), isMinimal: { $0 == (10, 6) }
    ) { a, b in
        try require(a < 10 || !(1...4).contains(abs(a - b)))
    }

    /// `a < 10 || |a - b| != 1`; minimum `(10, 9)`.
    public static let difference3 = ShrinkProblem(
        "difference 3", zip(Gen.positive, Gen.positive), isMinimal: { $0 == (10, 9) }
    ) { a, b in
        try require(a < 10 || abs(a - b) != 1)
    }

    /// No two indices point at each other; minimum `[1, 0]`.
    public static let coupling = ShrinkProblem(
        "coupling",
        Gen.int(in: 0...10).array().filter("indices in range") { list in list.allSatisfy { $0 < list.count } },
        isMinimal: { $0 == [1, 0] }
    ) { list in
        for (i, j) in list.enumerated() where i != j {
            try require(list[j] != i)
        }
    }

    /// Removing the first occurrence of an element removes it; minimum `([0, 0], 0)`.
    public static let deletion = ShrinkProblem(
        "deletion",
        Gen.int.array(count: 1...64).flatMap { list in Gen.int(in: 0...(list.count - 1)).map { (list, $0) } },
        isMinimal: { $0.0 == [0, 0] && $0.1 == 0 }
    ) { list, index in
        var copy = list
        let value = list[index]
        copy.remove(at: copy.firstIndex(of: value)!)
        try require(!copy.contains(value))
    }

    /// Fewer than 3 distinct elements; minimum `[0, 1, -1]`.
    public static let distinct = ShrinkProblem("distinct", Gen.int.array(), isMinimal: { $0 == [0, 1, -1] }) {
        list in
        var seen: [Int] = []
        for value in list where !seen.contains(value) { seen.append(value) }
        try require(seen.count < 3)
    }

    /// At most 10 zeros across lists; minimum one list of 11.
    public static let nestedLists = ShrinkProblem(
        "nested lists", Gen.constant(0).array().array(),
        isMinimal: {
            $0 == [Array(repeating: 0, count: 11)]
        }
    ) { lists in
        try require(lists.map(\.count).reduce(0, +) <= 10)
    }

    /// A wrong heap-to-sorted-list. The minimum is the 4-node heap `(0, (1), (0, (0), -))`:
    /// root 0 with left leaf 1 and a right child 0 whose left child is 0 (the
    /// shortlex-smallest counterexample; the wrong merge loses the 1 and duplicates a 0).
    public static let binaryHeap = ShrinkProblem(
        "binary heap", Heap.gen(size: 20),
        isMinimal: { $0 == Heap(key: 0, left: Heap(key: 1), right: Heap(key: 0, left: Heap(key: 0))) }
    ) { heap in
        let keys = heap?.keys ?? []
        let sorted = heap.map(wrongToSortedList) ?? []
        try require(sorted == keys.sorted(), "not sorted or not a permutation")
    }
}

/// The sum of `values` in wrapping `Int16` arithmetic.
func wrappingSum(_ values: [Int16]) -> Int16 {
    values.reduce(0, &+)
}
