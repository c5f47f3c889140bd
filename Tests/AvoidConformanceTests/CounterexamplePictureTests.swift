import AvoidCore
import BugZoo
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// A counterexample is read from its pictures, so they must show the truth: for generated
/// scenes, keyboards, focus and placements, the ASCII picture marks the focused field and the
/// keyboard exactly where the geometry puts them, before and after, and the SVG draws them at
/// the same coordinates.
@Suite struct CounterexamplePictureTests {
    /// What a picture is drawn from: the engine's state after a generated scenario, and a
    /// placement (AvoidCore's, moved further up by a generated amount so the panes differ).
    struct Shown {
        var scene: Scene
        var keyboard: Rect?
        var focus: FieldID?
        var placement: Placement
        var configuration: Configuration
    }

    static let shown = zip(Gen<Scenario>.scenario, Gen<Int>.int(in: 0...300)).map { scenario, extra -> Shown? in
        guard var engine = try? AvoidanceEngine(scene: scenario.scene, configuration: scenario.configuration) else {
            return nil
        }
        for input in scenario.inputs { _ = try? engine.handle(input) }
        var placement = engine.decision.placement
        placement.hostOffset -= Double(extra)
        return Shown(
            scene: engine.scene, keyboard: engine.isAttached ? engine.keyboard : nil, focus: engine.focus,
            placement: placement, configuration: scenario.configuration)
    }

    /// The focused field's rectangle on the screen under `placement`.
    static func focusedRect(_ shown: Shown, _ placement: Placement) -> Rect? {
        guard let id = shown.focus, let field = shown.scene.fields.first(where: { $0.id == id }) else { return nil }
        var rect = field.frame
        if let container = shown.scene.containers.first(where: { $0.id == field.container }) {
            let offset = placement.contentOffset(of: container)
            rect = rect.offsetBy(dx: container.frame.minX - offset.x, dy: container.frame.minY - offset.y)
        }
        let scene = shown.scene
        return rect.offsetBy(
            dx: scene.window.minX + scene.hostFrame.minX,
            dy: scene.window.minY + scene.hostFrame.minY + placement.hostOffset)
    }

    /// The grid cells a rectangle covers: columns of `scale` points, rows twice as tall.
    static func cells(_ rect: Rect, scale: Double, columns: Int, rows: Int) -> [(row: Int, column: Int)] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        func clamp(_ value: Double, _ limit: Int) -> Int { Int(min(Double(limit), max(0, value))) }
        let c0 = clamp((rect.minX / scale).rounded(.down), columns)
        let c1 = clamp((rect.maxX / scale).rounded(.up), columns)
        let r0 = clamp((rect.minY / (2 * scale)).rounded(.down), rows)
        let r1 = clamp((rect.maxY / (2 * scale)).rounded(.up), rows)
        guard c0 < c1, r0 < r1 else { return [] }
        return (r0..<r1).flatMap { r in (c0..<c1).map { (r, $0) } }
    }

    @Test func theAsciiPictureMarksTheFieldAndTheKeyboardWhereTheyAre() {
        var configuration = PropertyConfiguration()
        configuration.cases = 300
        property(Self.shown, configuration: .fromEnvironment(configuration)) { shown in
            guard let shown else { return }
            let columns = 24
            let picture = Picture.render(
                scene: shown.scene, keyboard: shown.keyboard, focus: shown.focus, placement: shown.placement,
                configuration: shown.configuration, columns: columns)
            let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            let scale = shown.scene.screen.width / Double(columns)
            let rows = Int(min(80, max(1, (shown.scene.screen.height / (2 * scale)).rounded(.up))))
            try require(lines.count == rows + 1, "\(lines.count) lines for \(rows) rows")
            try require(
                String(lines[0]) == "before".padding(toLength: 29, withPad: " ", startingAt: 0)
                    + "after (\(shown.placement.summary))")
            try require(lines.dropFirst().allSatisfy { $0.count == 2 * (columns + 2) + 3 })
            // The margin marks the visible top's row (or `X` when the line minus the distance is there too).
            let top = shown.scene.window.minY + shown.scene.hostFrame.minY + shown.scene.visibleTop
            let topRow = Int(min(Double(rows - 1), max(0, (top / (2 * scale)).rounded(.down))))
            try require("TX".contains(lines[topRow + 1][0]), "T in row \(topRow)")
            for (pane, placement) in [(0, Placement.rest), (1, shown.placement)] {
                let start = pane * (columns + 2 + 3) + 2
                func mark(_ cell: (row: Int, column: Int)) -> Character { lines[cell.row + 1][start + cell.column] }
                let focused =
                    Self.focusedRect(shown, placement).map {
                        Self.cells($0, scale: scale, columns: columns, rows: rows)
                    } ?? []
                for cell in focused { try require("F^*".contains(mark(cell)), "focused cell \(cell) is \(mark(cell))") }
                let keyboard = shown.keyboard.map { Self.cells($0, scale: scale, columns: columns, rows: rows) } ?? []
                for cell in keyboard {
                    try require("KF^*".contains(mark(cell)), "keyboard cell \(cell) is \(mark(cell))")
                }
                // Nothing else is drawn as the field or the keyboard.
                for row in 0..<rows {
                    for column in 0..<columns {
                        let here = mark((row, column))
                        if here == "F" || here == "^" {
                            try require(focused.contains { $0 == (row, column) }, "stray \(here) at \(row), \(column)")
                        }
                        if here == "K" {
                            try require(keyboard.contains { $0 == (row, column) }, "stray K at \(row), \(column)")
                        }
                    }
                }
            }
        }
    }

    @Test func theSvgDrawsTheFieldAndTheKeyboardWhereTheyAre() {
        var configuration = PropertyConfiguration()
        configuration.cases = 300
        property(Self.shown, configuration: .fromEnvironment(configuration)) { shown in
            guard let shown else { return }
            let svg = SVGPicture.render(
                scene: shown.scene, keyboard: shown.keyboard, focus: shown.focus, placement: shown.placement,
                title: "I1 <visible> & shown", configuration: shown.configuration)
            func n(_ value: Double) -> String { Rect.format((value * 100).rounded() / 100) }
            func rect(_ r: Rect, _ style: String) -> String {
                "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" \(style)/>"
            }
            try require(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" ") && svg.hasSuffix("</svg>\n"))
            try require(svg.contains("I1 &lt;visible&gt; &amp; shown"))
            let scale = 300 / max(1, shown.scene.screen.width)
            try require(svg.components(separatedBy: " scale(\(n(scale)))\">").count == 3, String(svg.prefix(600)))
            for placement in [Placement.rest, shown.placement] {
                guard let focused = Self.focusedRect(shown, placement) else { continue }
                let drawn = rect(focused, "fill=\"#ffd54f\" stroke=\"#e65100\" opacity=\"1\"")
                try require(svg.contains(drawn), "no \(drawn)")
            }
            if let keyboard = shown.keyboard, !keyboard.isEmpty {
                let drawn = rect(keyboard, "fill=\"#37474f\" stroke=\"none\" opacity=\"0.85\"")
                try require(svg.components(separatedBy: drawn).count == 3, "keyboard \(drawn) not in both panes")
            }
        }
    }

    /// A slide-over window 32 pt in, its host view 8 pt further in and 16 pt down, a navigation
    /// bar and a toolbar, other fields (one of no height and one of no width, and one half a
    /// point high), field 2 to be focused under a docked keyboard.
    static let slideOver = Scene(
        screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
        window: Rect(x: 32, y: 24, width: 288, height: 544), windowMode: .slideOver,
        hostFrame: Rect(x: 8, y: 16, width: 272, height: 520), hostSafeArea: EdgeInsets(),
        bars: [
            Bar(kind: .navigationBar, frame: Rect(x: 0, y: 0, width: 272, height: 44)),
            Bar(kind: .toolbar, frame: Rect(x: 0, y: 250, width: 272, height: 20)),
        ],
        fields: [
            Field(id: 1, frame: Rect(x: 16, y: 100, width: 200, height: 20)),
            Field(id: 2, frame: Rect(x: 16, y: 300, width: 240, height: 30)),
            Field(id: 3, frame: Rect(x: 100, y: 150.5, width: 100, height: 0)),
            Field(id: 4, frame: Rect(x: 16, y: 200.3, width: 100, height: 0.5)),
            Field(id: 5, frame: Rect(x: 150.5, y: 170, width: 0, height: 20)),
        ])
    static let slideOverKeyboard = Rect(x: 32, y: 330, width: 288, height: 238)

    /// The slide-over scene shifted up 40 pt: every mark where the geometry puts it (the fields of
    /// no height or width not drawn, the one half a point high drawn), the bars fixed, `B` on the
    /// toolbar's row (the line lowered to it).
    @Test func theAsciiPictureOfAHandMadeSceneMarksEverything() {
        let picture = Picture.render(
            scene: Self.slideOver, keyboard: Self.slideOverKeyboard, focus: 2,
            placement: Placement(hostOffset: -40))
        let expected = """
            before                       after (offset -40)
             |  ......................    |  ......................
             |  .---------------------    |  .---------------------
             |  .---------------------    |  .---------------------
            T|  .---------------------   T|  .---------------------
             |  ......................    |  ..oooooooooooooooo....
             |  ..oooooooooooooooo....    |  ......................
             |  ......................    |  ......................
             |  ......................    |  ..oooooooo............
             |  ......................    |  ......................
             |  ..oooooooo............    |  ......................
            B|  ._____________________   B|  ._____________________
             |  ._____________________    |  ._FFFFFFFFFFFFFFFFFFF_
             |  KK*******************K    |  KKFFFFFFFFFFFFFFFFFFFK
             |  KK*******************K    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
             |  KKKKKKKKKKKKKKKKKKKKKK    |  KKKKKKKKKKKKKKKKKKKKKK
            """
        #expect(picture == expected)
    }

    /// In the SVG too the lines T and B are where the window and the host view put them: T at
    /// 24 + 16 + 44, B at 24 + 16 + 250 (the toolbar's top) less the distance of 10.
    @Test func theSvgMarksFollowTheWindowAndTheHostView() {
        let svg = SVGPicture.render(
            scene: Self.slideOver, keyboard: Self.slideOverKeyboard, focus: 2, placement: .rest, title: "")
        #expect(svg.contains(##"<line x1="0" y1="84" x2="320" y2="84" stroke="#1565c0""##), "\(svg)")
        #expect(svg.contains(##"<line x1="0" y1="280" x2="320" y2="280" stroke="#c62828""##), "\(svg)")
    }

    /// A field infinitely tall is drawn down to the picture's last row.
    @Test func anInfinitelyTallFieldIsDrawnToTheLastRow() {
        let scene = Scene(
            screen: Size(width: 320, height: 568),
            fields: [Field(id: 1, frame: Rect(x: 16, y: 100, width: 100, height: .infinity))])
        let last = Picture.render(scene: scene, keyboard: nil, focus: nil, placement: .rest).split(separator: "\n").last
        #expect(last == " |.oooooooo...............    |.oooooooo...............", "\(String(describing: last))")
    }

    /// A picture is at most 80 rows high: on a taller screen what lies further down is drawn on
    /// the last row, `B` included.
    @Test func aTallScreensPictureEndsAtItsLastRow() {
        let scene = Scene(
            screen: Size(width: 320, height: 4000),
            fields: [Field(id: 1, frame: Rect(x: 16, y: 3600, width: 288, height: 44))])
        let picture = Picture.render(
            scene: scene, keyboard: Rect(x: 0, y: 3700, width: 320, height: 300), focus: 1, placement: .rest)
        let lines = picture.split(separator: "\n")
        #expect(lines.count == 81 && lines[80].hasPrefix("B|"), "\(picture)")
    }

    /// Screens too small, or infinitely tall, still get a picture: at least a point wide, no
    /// taller than zero when not finite. (Padding at the ends of lines is not compared.)
    @Test func hostileScreensStillGetAPicture() {
        func picture(_ screen: Size) -> [String] {
            Picture.render(scene: Scene(screen: screen), keyboard: nil, focus: nil, placement: .rest)
                .split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        let tiny =
            ["before                       after (offset 0)"] + ["T|............               T|............"]
            + Array(repeating: " |............                |............", count: 5)
        #expect(picture(Size(width: 0.5, height: 0.5)) == tiny)
        #expect(
            picture(Size(width: 4, height: .infinity)) == [
                "before                       after (offset 0)",
                "T|........................   T|........................",
            ])
        // Each side is judged on its own: a hostile width beside a usable height, and the reverse.
        let wide = [tiny[0], "T|........................   T|........................"]
        #expect(
            picture(Size(width: .infinity, height: 0.5))
                == wide + Array(repeating: " |........................    |........................", count: 5))
        #expect(picture(Size(width: -5, height: 100)).count == 81)
        #expect(picture(Size(width: 0.5, height: -5)).count == 2)
        // A screen half a point wide is drawn a point wide, as its columns are counted.
        let narrow = Picture.render(
            scene: Scene(
                screen: Size(width: 0.5, height: 100),
                fields: [Field(id: 1, frame: Rect(x: 0, y: 0, width: 0.5, height: 1))]),
            keyboard: nil, focus: 1, placement: .rest)
        #expect(narrow.split(separator: "\n")[1].filter { $0 == "F" }.count == 24, "\(narrow)")
    }

    /// A violation found after the run (invariant 9: a keyboard 20 pt taller hides the field
    /// entirely, and this engine ignores fields entirely covered) is pictured at the last input,
    /// from the facts after it: with the keyboard, and the placement decided there.
    @Test func aViolationWithoutAStepIsPicturedAtTheLastInput() throws {
        let model = try #require(Zoo.model(named: "fullyCoveredFieldsIgnored"))
        let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)
        let scenario = Scenario(
            scene: Scene(
                screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
                fields: [Field(id: 1, frame: Rect(x: 16, y: 300, width: 288, height: 44))]),
            inputs: [.focus(1), .keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboard))])
        let violation = try #require(model.firstViolation(of: [.monotone], in: scenario))
        #expect(violation.step == nil)
        let placement = try #require(model.placementAfter(scenario, 1))
        let text = model.explain(violation, in: scenario)
        #expect(text.contains("\n\nafter input 1:\nbefore"), "\(text)")
        #expect(text.contains("after (\(placement.summary))") && text.contains("|KKKKKKKKKKKKKKKKKKKKKKKK"), "\(text)")
        let regression = RegressionCase(
            summary: "a case", invariant: .monotone, model: model.name, origin: .init(), scenario: scenario)
        let svg = SVGPicture.render(model: model, case: regression)
        let drawn = ##"<rect x="0" y="315" width="320" height="253" fill="#37474f" stroke="none" opacity="0.85"/>"##
        #expect(svg.components(separatedBy: drawn).count == 3, "\(svg)")
        #expect(svg.contains(">after (\(placement.summary))</text>") && svg.contains(">\(model.name): I9 "), "\(svg)")
    }

    /// A model that shifts the host view up 7 points on every input.
    struct ConstantShift: AvoidanceModel {
        mutating func handle(_ input: Input) throws(EngineError) -> Decision {
            Decision(placement: Placement(hostOffset: -7), animation: .keyboard, changed: true, keyboard: .docked)
        }
    }

    /// A case of one input is pictured after that input (its first and last); a screen
    /// narrower than a point is drawn as a point wide.
    @Test func aCaseOfOneInputIsPicturedAfterIt() {
        let model = ModelUnderTest("constant shift") { _, _ throws(EngineError) in ConstantShift() }
        let show = KeyboardEvent(phase: .willShow, endFrame: Rect(x: 0, y: 0.25, width: 0.5, height: 0.25))
        let regression = RegressionCase(
            summary: "a case", invariant: .finiteAndTotal, model: model.name, origin: .init(),
            scenario: Scenario(scene: Scene(screen: Size(width: 0.5, height: 0.5)), inputs: [.keyboard(show)]))
        let svg = SVGPicture.render(model: model, case: regression)
        #expect(svg.contains(">after (offset -7)</text>") && svg.contains(" scale(300)\">"), "\(svg)")
    }

    /// A scene with one of everything a picture draws: bars at the top and the bottom, a
    /// container, a field outside it and a focused text view inside it, a docked keyboard; the
    /// placement shifts the host view and scrolls and insets the container.
    static let handMade = Shown(
        scene: Scene(
            screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20),
            bars: [
                Bar(kind: .navigationBar, frame: Rect(x: 0, y: 20, width: 320, height: 44)),
                Bar(kind: .tabBar, frame: Rect(x: 0, y: 519, width: 320, height: 49)),
            ],
            fields: [
                Field(id: 1, frame: Rect(x: 16, y: 100, width: 288, height: 20)),
                Field(
                    id: 2, frame: Rect(x: 16, y: 200, width: 288, height: 80),
                    kind: .multiLine(caret: Rect(x: 4, y: 60, width: 2, height: 18)), container: 1),
            ],
            containers: [
                ScrollContainer(
                    id: 1, frame: Rect(x: 0, y: 64, width: 320, height: 300), contentSize: Size(width: 320, height: 600)
                )
            ]),
        keyboard: Rect(x: 0, y: 315, width: 320, height: 253), focus: 2,
        placement: Placement(
            hostOffset: -30,
            scroll: ScrollAdjustment(
                container: 1, contentInset: EdgeInsets(bottom: 49), contentOffset: Point(x: 0, y: 40))),
        configuration: Configuration())

    /// Every element of the hand-made scene, in both panes, where its geometry puts it, under a
    /// title wrapped at 95 characters with its markup escaped.
    @Test func theSvgOfAHandMadeSceneDrawsEverything() {
        let shown = Self.handMade
        let svg = SVGPicture.render(
            scene: shown.scene, keyboard: shown.keyboard, focus: shown.focus, placement: shown.placement,
            title: "overlapOnFirstShow: I1 visible after shift broken after input 1: field 2 ends at (20, 294, 2x18)"
                + " but must lie between T = 64 and B = <&> 305",
            configuration: shown.configuration)
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="660" height="628.5" viewBox="0 0 660 628.5" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="20" y="18" font-size="13">overlapOnFirstShow: I1 visible after shift broken after input 1: field 2 ends at (20, 294,</text>
            <text x="20" y="34" font-size="13">2x18) but must lie between T = 64 and B = &lt;&amp;&gt; 305</text>
            \(Self.handMadePane(x: 20, shift: 0, scroll: 0, label: "before"))
            \(Self.handMadePane(x: 340, shift: -30, scroll: 40, label: "after (offset -30, container 1 inset 49 offset 40)"))
            </svg>

            """
        #expect(svg == expected)
    }

    /// One pane of the hand-made scene's SVG, at `x` on the page, with the host view shifted by
    /// `shift` and the container scrolled by `scroll`: the container at 64, field 1 at 100, the
    /// text view at 200 in the container (its caret 60 below its top, 4 right of its left), and
    /// what does not move (screen, window, bars, keyboard, the lines T and B).
    /// In a window away from the screen's origin (a Slide Over window 20 pt in and 40 pt down),
    /// the container, the text view's caret and the bars are drawn where the window puts them, in
    /// both panes.
    @Test func theSvgDrawsAContainerAndACaretWhereTheirWindowIs() {
        var shown = Self.handMade
        shown.scene.window = Rect(x: 20, y: 40, width: 280, height: 500)
        let svg = SVGPicture.render(
            scene: shown.scene, keyboard: shown.keyboard, focus: shown.focus, placement: shown.placement,
            title: "a window away from the origin", configuration: shown.configuration)
        #expect(
            svg.components(separatedBy: ##"<rect x="20" y="60" width="320" height="44" fill="#90a4ae""##).count == 3)
        #expect(
            svg.components(separatedBy: ##"<rect x="20" y="559" width="320" height="49" fill="#b0bec5""##).count == 3)
        for (container, caret) in [(104, 364), (74, 294)] {
            #expect(
                svg.contains(##"<rect x="20" y="\##(container)" width="320" height="300" fill="#e6eef8""##), "\(svg)")
            #expect(svg.contains(##"<rect x="40" y="\##(caret)" width="2" height="18" fill="#e65100""##), "\(svg)")
        }
    }

    /// A title line may be exactly as long as the width; one character more wraps it.
    @Test func aTitleLineMayFillTheWidthExactly() {
        #expect(SVGPicture.wrap("aaaa bbbb", width: 9) == ["aaaa bbbb"])
        #expect(SVGPicture.wrap("aaaa bbbbb", width: 9) == ["aaaa", "bbbbb"])
    }

    static func handMadePane(x: Int, shift: Int, scroll: Int, label: String) -> String {
        """
        <g transform="translate(\(x), 66) scale(0.94)">
        <rect x="0" y="0" width="320" height="568" fill="#222" stroke="none" opacity="1"/>
        <rect x="0" y="0" width="320" height="568" fill="#f4f4f4" stroke="#888" opacity="1"/>
        <rect x="0" y="\(64 + shift)" width="320" height="300" fill="#e6eef8" stroke="#9ab" opacity="1"/>
        <rect x="16" y="\(100 + shift)" width="288" height="20" fill="#ffffff" stroke="#666" opacity="1"/>
        <rect x="16" y="\(264 - scroll + shift)" width="288" height="80" fill="#ffd54f" stroke="#e65100" opacity="1"/>
        <rect x="20" y="\(324 - scroll + shift)" width="2" height="18" fill="#e65100" stroke="none" opacity="1"/>
        <rect x="0" y="20" width="320" height="44" fill="#90a4ae" stroke="none" opacity="1"/>
        <rect x="0" y="519" width="320" height="49" fill="#b0bec5" stroke="none" opacity="1"/>
        <rect x="0" y="315" width="320" height="253" fill="#37474f" stroke="none" opacity="0.85"/>
        <line x1="0" y1="64" x2="320" y2="64" stroke="#1565c0" stroke-width="1.6" stroke-dasharray="6.4 4.27"/>
        <line x1="0" y1="305" x2="320" y2="305" stroke="#c62828" stroke-width="1.6" stroke-dasharray="6.4 4.27"/>
        </g>
        <text x="\(x + 303)" y="130" fill="#1565c0">T</text>
        <text x="\(x + 303)" y="355.94" fill="#c62828">B</text>
        <text x="\(x)" y="58">\(label)</text>
        """
    }
}
