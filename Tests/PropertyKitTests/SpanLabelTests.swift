import Testing

@testable import PropertyKit

@Suite struct SpanLabelTests {
    /// The built-in labels carry precomputed hashes: each must be the hash of its name, as a
    /// label made from the name alone has, or spans recorded today would not match stored ones.
    @Test func builtInLabelsAreTheLabelsOfTheirNames() {
        let builtIn: [SpanLabel] = [
            .element, .collection, .fixedCollection, .alternative, .filterAttempt, .recursion, .input,
            Source.characterLabel,
        ]
        for label in builtIn {
            #expect(label.id == stableHash(label.description), "\(label)")
            #expect(label == SpanLabel(label.name))
        }
        #expect(Set(builtIn.map(\.id)).count == builtIn.count)
        #expect(
            builtIn.map(\.description) == [
                "element", "collection", "fixed collection", "alternative", "filter attempt", "recursion", "input",
                "character",
            ])
    }
}
