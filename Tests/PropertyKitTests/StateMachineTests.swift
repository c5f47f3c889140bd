import Testing

@testable import PropertyKit

/// A stack that caches its top for `peek`, with a planted bug: `pop` forgets to clear the cache.
final class CachingStack {
    private var items: [Int] = []
    private var cachedTop: Int??
    let forgetsCacheOnPop: Bool

    init(forgetsCacheOnPop: Bool) { self.forgetsCacheOnPop = forgetsCacheOnPop }

    func push(_ value: Int) {
        items.append(value)
        cachedTop = nil
    }

    func pop() -> Int? {
        if !forgetsCacheOnPop { cachedTop = nil }
        return items.popLast()
    }

    func peek() -> Int? {
        if let cachedTop { return cachedTop }
        cachedTop = .some(items.last)
        return items.last
    }

    var count: Int { items.count }
}

@Suite struct StateMachineTests {
    static func machine(buggy: Bool) -> StateMachine<[Int], CachingStack> {
        let push = Command<[Int], CachingStack>("push") { _ in
            Gen.int(in: -100...100).map { value in
                Step("push(\(value))", next: { $0 + [value] }, perform: { stack, _ in stack.push(value) })
            }
        }
        let pop = Command<[Int], CachingStack>("pop", when: { !$0.isEmpty }, next: { Array($0.dropLast()) }) {
            stack, model in
            try requireEqual(stack.pop(), model.last, "pop")
        }
        let peek = Command<[Int], CachingStack>("peek", next: { $0 }) { stack, model in
            try requireEqual(stack.peek(), model.last, "peek")
        }
        return StateMachine(model: [], system: { CachingStack(forgetsCacheOnPop: buggy) }, commands: [push, pop, peek])
        {
            model, stack in try require(stack.count == model.count, "count")
        }
    }

    /// The planted bug needs a cached top and a pop: from every seed the failure shrinks to
    /// the four steps that show it.
    @Test func aPlantedBugShrinksToTheMinimalCommandSequence() throws {
        let machine = Self.machine(buggy: true)
        for seed in UInt64(1)...100 {
            var configuration = PropertyConfiguration()
            configuration.seed = seed
            let report = runProperty("caching stack", machine.steps, configuration: configuration) { steps in
                try machine.run(steps)
            }
            let example = try #require(report.counterexample, "seed \(seed)")
            #expect(
                example.shrunk.map(\.description) == ["push(0)", "peek", "pop", "peek"],
                "seed \(seed): \(example.shrunk)")
        }
    }

    @Test func theCorrectStackPasses() {
        let machine = Self.machine(buggy: false)
        let report = runProperty("caching stack", machine.steps, configuration: PropertyConfiguration()) { steps in
            try machine.run(steps)
        }
        #expect(report.passed, "\(report)")
    }

    /// Every drawn sequence respects the preconditions, however the shrinker edits it.
    @Test func preconditionsHoldForEveryEditedSequence() throws {
        let machine = Self.machine(buggy: false)
        var random = Xoshiro256StarStar(seed: 9)
        for _ in 0..<300 {
            let values = (0..<Int(random.next(upTo: 30))).map { _ in random.next(upTo: 4) }
            let steps = try machine.steps.replay(values)
            var depth = 0
            for step in steps {
                if step.description == "pop" { #expect(depth > 0) }
                depth += step.description.hasPrefix("push") ? 1 : step.description == "pop" ? -1 : 0
            }
        }
    }
}
