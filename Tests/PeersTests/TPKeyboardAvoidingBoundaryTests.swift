import AvoidCore
import Generators
import Peers
import Testing
import ViewTree

/// TPKeyboardAvoiding 1.3.5's model judged by every tree-level property on screens built on the
/// boundaries of its published steps: a padding of exactly 20, an offset exactly at the
/// content's end or the adjusted top, a keyboard exactly at or below a scroll view's bottom, an
/// empty end or begin frame, a keyboard rect cleared by the will-hide before the block reads it,
/// a zero content size, a window away from the screen's origin. Each
/// case pins every property's verdict and message (`IQKeyboardManagerBoundaryTests.Boundary`).
@Suite struct TPKeyboardAvoidingBoundaryTests {
    typealias Boundary = IQKeyboardManagerBoundaryTests.Boundary

    static func keyboard(top: Double, phase: KeyboardPhase = .willShow, width: Double = 400) -> TreeStep {
        .keyboard(
            .showing(
                Rect(x: 0, y: top, width: width, height: 800 - top), on: Size(width: 400, height: 800), phase: phase))
    }

    static let hide = TreeStep.keyboard(TPKeyboardAvoidingTests.hidden)

    /// `TPKeyboardAvoidingTests.screen` focused on its field 3, then `steps`.
    static func episode(_ tree: ViewTree, _ steps: [TreeStep]) -> TreeScenario {
        TreeScenario(tree: tree, steps: [.focus(3)] + steps)
    }

    /// A field at 100 in a scroll view whose content is 0 wide and `height` tall; a show and a hide.
    static func sized(height: Double) throws -> TreeScenario {
        let tree = try TPKeyboardAvoidingTests.screen(fieldY: 100, content: Size(width: 0, height: height))
        return episode(tree, [keyboard(top: 500), hide])
    }

    static let boundaries: [Boundary] = [
        // `TPKeyboardAvoiding_idealOffsetForView:`: viewable 83, so (83 − 44) / 2 = 19.5 is
        // raised to the minimum padding of 20: the offset is 620, not 620.5.
        Boundary(
            name: "a padding just under the minimum",
            episode: { episode(try TPKeyboardAvoidingTests.screen(), [keyboard(top: 83), hide]) },
            verdict: "..1.22.....", messages: "d86026b6665a6d90"),
        // The ideal offset exactly at the content's end (1000 − 500 = 500: a field at 728).
        Boundary(
            name: "an offset exactly at the content's end",
            episode: { episode(try TPKeyboardAvoidingTests.screen(fieldY: 728), [keyboard(top: 500), hide]) },
            verdict: "..1.22.....", messages: "9801fd880ae7dbdf"),
        // The ideal offset exactly at the adjusted top (−10: a field at 228 under a 10 pt inset).
        Boundary(
            name: "an offset exactly at the adjusted top",
            episode: {
                episode(
                    try TPKeyboardAvoidingTests.screen(fieldY: 228, inset: EdgeInsets(top: 10)), [keyboard(top: 500)])
            },
            verdict: "..1....1...", messages: "2d234e2d28888dc4"),
        // `TPKeyboardAvoiding_contentInsetForKeyboard`: a keyboard whose top is exactly the
        // scroll view's bottom overlaps by 0; one further down by less than 0, kept at 0.
        Boundary(
            name: "a keyboard at or below the scroll view's bottom",
            episode: {
                let tree = try TPKeyboardAvoidingTests.tree([
                    TPKeyboardAvoidingTests.scrollView(2, frame: Rect(x: 0, y: 0, width: 400, height: 500)),
                    TPKeyboardAvoidingTests.field(3, in: 2, y: 300),
                ])
                return episode(tree, [keyboard(top: 500), keyboard(top: 600, phase: .willChangeFrame), hide])
            },
            verdict: "..1.33.1...", messages: "a677c4a6774ffaac"),
        // An end frame of zero height is empty: `keyboardVisible` is cleared with the inset kept.
        // The hide's will-change-frame saves that inset as the prior one, the will-hide writes it
        // back, and the block after them centres the field in the height it leaves (offset 412).
        Boundary(
            name: "an empty end frame",
            episode: {
                episode(try TPKeyboardAvoidingTests.screen(), [keyboard(top: 500), keyboard(top: 800), hide])
            },
            verdict: "..1.23.....", messages: "1129ad9e51370276"),
        // The app's bottom inset of 50 at the hide: the will-hide clears the keyboard rect and
        // puts 50 back before the block runs, whose zero-height branch keeps 50 and centres the
        // field in 800 − 50: 640 − 353 held at the content's end 1000 − 750 = 250, where a block
        // run before it would centre in 800 and stop at 200.
        Boundary(
            name: "the app's bottom inset at the hide",
            episode: {
                episode(try TPKeyboardAvoidingTests.screen(inset: EdgeInsets(bottom: 50)), [keyboard(top: 500), hide])
            },
            verdict: "..1.22.....", messages: "a745f64b124879fa"),
        // A hide whose begin frame is empty returns at once: the inset stays.
        Boundary(
            name: "an empty begin frame at the hide",
            episode: {
                let hide = KeyboardEvent(
                    phase: .willHide, beginFrame: Rect(x: 0, y: 800, width: 0, height: 300),
                    endFrame: Rect(x: 0, y: 800, width: 400, height: 300))
                return episode(try TPKeyboardAvoidingTests.screen(), [keyboard(top: 500), .keyboard(hide)])
            },
            verdict: "..1.22.....", messages: "119e936f73461d77"),
        // A zero content size is computed from the subviews, the zero rectangle included, and
        // kept after the hide: a field alone at 16…384, 100…144 gives 384 × 154; one wholly above
        // and left of the origin gives the distance to it; one point of height is no zero size.
        Boundary(
            name: "a zero content size",
            episode: { try sized(height: 0) },
            verdict: ".11.22.....", messages: "192eeb231a7d2a67"),
        Boundary(
            name: "a zero content size above and left of the origin",
            episode: {
                var tree = try TPKeyboardAvoidingTests.screen(content: Size(width: 0, height: 0))
                try tree.update(3) { $0.center = Point(x: -216, y: -38) }
                return episode(tree, [keyboard(top: 500), hide])
            },
            verdict: ".11.22.....", messages: "fc532b84aa6be699"),
        Boundary(
            name: "a one-point content size",
            episode: { try sized(height: 1) },
            verdict: "..1........", messages: "3276a3f078d68acb"),
        // The show after a hide after the app changed the inset saves the app's new inset. The
        // field near the top is centred to offset 0 each time, so only the insets can differ:
        // the content inset comes back, but the block of the last hide, run after the will-hide,
        // sets the indicator insets to it (40 where the app has 0).
        Boundary(
            name: "a show after a hide after the app's inset",
            episode: {
                episode(
                    try TPKeyboardAvoidingTests.screen(fieldY: 100),
                    [keyboard(top: 500), hide, .inset(2, .bottom, by: 40), keyboard(top: 500), hide])
            },
            verdict: "..1.55..4..", messages: "3c2fba4541a79e27"),
        // Focus moving to a second field while shown: the begin-editing observer centres it.
        Boundary(
            name: "focus moves while shown",
            episode: {
                let second = ViewNode(
                    id: 4, parent: 2, kind: .textField, frame: Rect(x: 16, y: 100, width: 368, height: 44))
                return episode(
                    try TPKeyboardAvoidingTests.screen(extra: [second]), [keyboard(top: 500), .focus(4), hide])
            },
            verdict: "..1........", messages: "b5133b6d42896ce7"),
        // A table sizes no content and is inset like a scroll view.
        Boundary(
            name: "a table",
            episode: {
                episode(try TPKeyboardAvoidingTests.screen(role: .table), [keyboard(top: 500), hide])
            },
            verdict: "..1.22.....", messages: "5e7ced23bfca7843"),
        // A window 100 points below the screen's top: the screen frame read as the window's
        // puts the keyboard 100 points low.
        Boundary(
            name: "a window away from the screen's origin",
            episode: {
                let tree = try TPKeyboardAvoidingTests.tree(
                    [
                        TPKeyboardAvoidingTests.scrollView(2, frame: Rect(x: 0, y: 0, width: 400, height: 800)),
                        TPKeyboardAvoidingTests.field(3, in: 2, y: 700),
                    ], screen: Size(width: 400, height: 900), window: Rect(x: 0, y: 100, width: 400, height: 800))
                let shown = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 600, width: 400, height: 300))
                return episode(tree, [.keyboard(shown)])
            },
            verdict: "..1.....1..", messages: "1ba4c9aa376b16c5"),
    ]

    @Test(arguments: boundaries)
    func thePropertiesSayWhatThePublishedStepsDo(_ boundary: Boundary) throws {
        let verdict = IQKeyboardManagerPropertyTests.verdict(Peers.tpKeyboardAvoiding, try boundary.episode())
        #expect(
            [verdict.line, IQKeyboardManagerPropertyTests.digest(verdict.messages)]
                == [boundary.verdict, boundary.messages], "\(verdict.messages)")
    }
}
