import Testing
@testable import Generators

@Test func profileHeap() {
    for seed in 1...3 {
        var configuration = PropertyConfiguration()
        configuration.seed = UInt64(seed)
        configuration.cases = 1000
        let report = runProperty("binary heap", Heap.gen(size: 20, atLeast: Int.min), configuration: configuration) { heap in
            let keys = heap?.keys ?? []
            let sorted = heap.map(wrongToSortedList) ?? []
            try require(sorted == keys.sorted(), "not sorted or not a permutation")
        }
        if let e = report.counterexample {
            print("seed \(seed): \(e.shrinkStatistics.calls) calls rounds \(e.shrinkStatistics.rounds)", "\(e.original.map(\.description) ?? "nil") -> \(e.shrunk.map(\.description) ?? "nil")")
            for p in e.shrinkStatistics.passes { print("   \(p.name): \(p.calls) calls, \(p.steps) steps") }
        }
    }
}
