import AvoidCore
import DocumentBlocks
import Foundation
import Testing

/// The README's usage example, compiled and run, and checked to be the README's text verbatim.
@Suite struct ReadmeExampleTests {
    @Test func usageExampleRuns() throws {
        // BEGIN DOCUMENT EXAMPLE
        // An iPhone SE: 320 x 568, status bar 20, navigation bar 44, a field low on the screen.
        let screen = Size(width: 320, height: 568)
        let scene = Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 20),
            bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 20, width: 320, height: 44))],
            fields: [Field(id: 1, frame: Rect(x: 20, y: 400, width: 280, height: 44))])

        var engine = try AvoidanceEngine(scene: scene)
        _ = try engine.handle(.focus(1))
        let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)  // with the predictive bar
        let shown = try engine.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard)))
        // The field (bottom at 444) must end 10 pt above the keyboard line (315): up by 139.
        assert(shown.hostOffset == -139)
        assert(shown.animation == Animation(duration: 0.25, curve: 7))  // the keyboard's own
        let hidden = try engine.handle(.keyboard(KeyboardEvent(phase: .willHide, endFrame: keyboard)))
        assert(hidden.hostOffset == 0)
        // END DOCUMENT EXAMPLE
        // `assert` vanishes in release builds; check the same facts with the test framework too.
        #expect(shown.hostOffset == -139)
        #expect(shown.animation == Animation(duration: 0.25, curve: 7))
        #expect(hidden.hostOffset == 0)
    }

    @Test func readmeShowsThisExampleVerbatim() throws {
        let block = try #require(
            try DocumentBlock.region("EXAMPLE", in: #filePath, indent: 8), "example markers not found")
        #expect(try DocumentBlock.readme(from: #filePath).contains(block))
    }
}
