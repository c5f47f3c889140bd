import PropertyKitTesting
import Testing

@testable import PropertyKit

@Suite struct ShortlexOrderTests {
    @Test func shorterFirstThenLexicographic() {
        #expect(shortlexPrecedes([9, 9], [0, 0, 0]))
        #expect(!shortlexPrecedes([0, 0, 0], [9, 9]))
        #expect(shortlexPrecedes([1, 2, 3], [1, 3, 0]))
        #expect(!shortlexPrecedes([1, 3, 0], [1, 2, 3]))
        #expect(!shortlexPrecedes([1, 2], [1, 2]))
        #expect(shortlexPrecedes([], [0]))
    }
}
