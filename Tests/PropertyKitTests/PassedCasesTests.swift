import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct PassedCasesTests {
    func choices(_ values: [UInt64]) -> [Choice] { values.map { Choice(value: $0, bound: 9) } }

    @Test func remembersExactSequences() throws {
        var memory = PassedCases()
        let key = try #require(memory.key(for: choices([1, 5, 0])))
        #expect(key == [1, 5, 0] && !memory.contains(key))
        memory.insert(key)
        #expect(memory.contains([1, 5, 0]))
        #expect(!memory.contains([1, 5]) && !memory.contains([1, 5, 0, 0]))
    }

    @Test func longSequencesAreNotTracked() {
        let memory = PassedCases()
        #expect(memory.key(for: choices(Array(repeating: 1, count: PassedCases.maxLength))) != nil)
        #expect(memory.key(for: choices(Array(repeating: 1, count: PassedCases.maxLength + 1))) == nil)
    }

    @Test func stopsTrackingWhenFull() {
        var memory = PassedCases()
        let length = PassedCases.maxLength
        for n in 0..<(PassedCases.capacity / length) {
            memory.insert(Array(repeating: UInt64(n), count: length))
        }
        // Full: no case is tracked any more (repeats are simply run again).
        #expect(memory.key(for: choices([1])) == nil)
        #expect(memory.contains(Array(repeating: 0, count: length)))
    }
}
