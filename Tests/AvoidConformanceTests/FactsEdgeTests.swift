import AvoidCore
import Testing

@testable import AvoidConformance

/// A followed floating keyboard obstructs the focused field only when it covers it: a field edge
/// to edge with the keyboard, on any side, is not covered; one double further in, it is.
@Suite struct FactsEdgeTests {
    /// A floating keyboard covering (60 ... 260) x (200 ... 350) of an iPhone SE.
    static let keyboard = Rect(x: 60, y: 200, width: 200, height: 150)

    static func band(over frame: Rect, kind: Field.Kind = .singleLine) -> Oracle.Band? {
        let scene = Scene(screen: Size(width: 320, height: 568), fields: [Field(id: 1, frame: frame, kind: kind)])
        var facts = Facts(scene: scene, configuration: Configuration(followsUndockedKeyboard: true))
        facts.apply(.focus(1))
        facts.apply(.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard)))
        return facts.band
    }

    static func expectCovered(_ covered: Rect, notCovered: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(band(over: notCovered) == nil, "edge to edge", sourceLocation: sourceLocation)
        #expect(band(over: covered)?.floating == true, "one double in", sourceLocation: sourceLocation)
    }

    @Test func aFieldBesideTheKeyboardIsNotCovered() {
        Self.expectCovered(
            Rect(x: 16, y: 250, width: 44.nextUp, height: 20), notCovered: Rect(x: 16, y: 250, width: 44, height: 20))
        Self.expectCovered(
            Rect(x: 260.nextDown, y: 250, width: 40, height: 20),
            notCovered: Rect(x: 260, y: 250, width: 40, height: 20))
    }

    @Test func aFieldAboveOrBelowTheKeyboardIsNotCovered() {
        Self.expectCovered(
            Rect(x: 100, y: 180, width: 40, height: 200.nextUp - 180),
            notCovered: Rect(x: 100, y: 180, width: 40, height: 20))
        Self.expectCovered(
            Rect(x: 100, y: 350.nextDown, width: 40, height: 20),
            notCovered: Rect(x: 100, y: 350, width: 40, height: 20))
    }

    /// For a text view what counts is its caret: one 50 pt into a view that starts left of the
    /// keyboard is under it; the view's own frame reaching under the keyboard is not enough.
    @Test func aTextViewIsCoveredWhereItsCaretIs() {
        let view = Rect(x: 16, y: 250, width: 100, height: 40)
        #expect(Self.band(over: view, kind: .multiLine(caret: Rect(x: 50, y: 10, width: 2, height: 18))) != nil)
        #expect(Self.band(over: view, kind: .multiLine(caret: Rect(x: 10, y: 10, width: 2, height: 18))) == nil)
    }
}
