import AvoidCore
import Generators

/// An SVG of the screen before and after the decision that broke an invariant: screen, window,
/// bars, keyboard, fields, the focused one highlighted. Self-contained, no external assets.
public enum SVGPicture {
    /// The picture for a recorded case, at the step where `model` breaks it (or the last step).
    public static func render(model: ModelUnderTest, case regression: RegressionCase) -> String {
        let scenario = regression.scenario
        let violation = model.firstViolation(of: [regression.invariant], in: scenario)
        let step = violation?.step ?? (scenario.inputs.count - 1)
        var facts = Facts(scene: scenario.scene, configuration: scenario.configuration)
        for input in scenario.inputs.prefix(step + 1) where facts.accepts(input) { facts.apply(input) }
        let placement = (step >= 0 ? model.placementAfter(scenario, step) : nil) ?? .rest
        let title = violation.map { "\(model.name): \($0)" } ?? "\(model.name): \(regression.summary)"
        return render(
            scene: facts.scene, keyboard: facts.keyboard, focus: facts.focus, placement: placement, title: title,
            configuration: scenario.configuration)
    }

    /// Two panes, before and after `placement`, scaled to 300 px wide each, with the visible top
    /// `T` (blue) and the keyboard line minus the distance `B` (red) drawn across both.
    public static func render(
        scene: Scene, keyboard: Rect?, focus: FieldID?, placement: Placement, title: String,
        configuration: Configuration = Configuration()
    ) -> String {
        let paneWidth = 300.0
        let scale = paneWidth / max(1, scene.screen.width)
        let paneHeight = scene.screen.height * scale
        let titleLines = wrap(title, width: 95)
        let top = 34 + Double(titleLines.count) * 16
        let width = paneWidth * 2 + 60, height = paneHeight + top + 30
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>

            """
        for (index, line) in titleLines.enumerated() {
            out += "<text x=\"20\" y=\"\(n(18 + Double(index) * 16))\" font-size=\"13\">\(escape(line))</text>\n"
        }
        let hostTop = scene.window.minY + scene.hostFrame.minY
        var marks: [(Double, String, String)] = [(hostTop + scene.visibleTop, "#1565c0", "T")]
        if let obstruction = Obstruction(
            keyboard: keyboard, scene: scene, followingUndocked: configuration.followsUndockedKeyboard),
            let field = focus.flatMap({ scene.field($0) })
        {
            marks.append(
                (
                    hostTop + obstruction.line - (field.keyboardDistance ?? configuration.keyboardDistance), "#c62828",
                    "B"
                ))
        }
        for (index, (label, shown)) in [("before", Placement.rest), ("after (\(placement.summary))", placement)]
            .enumerated()
        {
            let x0 = 20 + Double(index) * (paneWidth + 20)
            out += "<g transform=\"translate(\(n(x0)), \(n(top))) scale(\(n(scale)))\">\n"
            out += rect(Rect(origin: .zero, size: scene.screen), fill: "#222", stroke: "none")
            out += rect(scene.window, fill: "#f4f4f4", stroke: "#888")
            let host = Point(x: scene.window.minX + scene.hostFrame.minX, y: scene.window.minY + scene.hostFrame.minY)
            for container in scene.containers {
                out += rect(
                    container.frame.offsetBy(dx: host.x, dy: host.y + shown.hostOffset), fill: "#e6eef8", stroke: "#9ab"
                )
            }
            for field in scene.fields {
                var frame = field.frame
                if let id = field.container, let container = scene.container(id) {
                    let offset = shown.contentOffset(of: container)
                    frame = frame.offsetBy(dx: container.frame.minX - offset.x, dy: container.frame.minY - offset.y)
                }
                let focused = field.id == focus
                out += rect(
                    frame.offsetBy(dx: host.x, dy: host.y + shown.hostOffset), fill: focused ? "#ffd54f" : "#ffffff",
                    stroke: focused ? "#e65100" : "#666")
                if case .multiLine(let caret) = field.kind, focused {
                    out += rect(
                        caret.offsetBy(dx: frame.minX + host.x, dy: frame.minY + host.y + shown.hostOffset),
                        fill: "#e65100", stroke: "none")
                }
            }
            for bar in scene.bars {
                out += rect(
                    bar.frame.offsetBy(dx: host.x, dy: host.y), fill: bar.kind.isTop ? "#90a4ae" : "#b0bec5",
                    stroke: "none")
            }
            if let keyboard, !keyboard.isEmpty { out += rect(keyboard, fill: "#37474f", stroke: "none", opacity: 0.85) }
            for (y, color, _) in marks {
                out +=
                    "<line x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(scene.screen.width))\" y2=\"\(n(y))\" stroke=\"\(color)\" stroke-width=\"\(n(1.5 / scale))\" stroke-dasharray=\"\(n(6 / scale)) \(n(4 / scale))\"/>\n"
            }
            out += "</g>\n"
            for (y, color, name) in marks {
                out +=
                    "<text x=\"\(n(x0 + paneWidth + 3))\" y=\"\(n(top + y * scale + 4))\" fill=\"\(color)\">\(name)</text>\n"
            }
            out += "<text x=\"\(n(x0))\" y=\"\(n(top - 8))\">\(escape(label))</text>\n"
        }
        return out + "</svg>\n"
    }

    static func rect(_ r: Rect, fill: String, stroke: String, opacity: Double = 1) -> String {
        "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\" opacity=\"\(n(opacity))\"/>\n"
    }

    static func n(_ value: Double) -> String { Rect.format((value * 100).rounded() / 100) }

    /// Splits `text` into lines of at most about `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + word.count + 1 > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
