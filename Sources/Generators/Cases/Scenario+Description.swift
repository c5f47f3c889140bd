import AvoidCore

extension Scenario {
    /// Device, window, bars, fields, containers and inputs as a short numbered list: what a
    /// person reads first in a counterexample.
    public var readableDescription: String {
        var lines: [String] = []
        let s = scene
        lines.append(
            "screen \(f(s.screen.width))x\(f(s.screen.height)), safe area top \(f(s.screenSafeArea.top)) bottom \(f(s.screenSafeArea.bottom))"
        )
        lines.append(
            "window \(s.window) \(s.windowMode.rawValue); host view \(s.hostFrame), safe top \(f(s.hostSafeArea.top))")
        if !s.bars.isEmpty {
            lines.append("bars: " + s.bars.map { "\($0.kind.rawValue) \($0.frame)" }.joined(separator: "; "))
        }
        for field in s.fields { lines.append("field " + Self.describe(field)) }
        for c in s.containers {
            lines.append(
                "container \(c.id.rawValue) \(c.frame), content \(f(c.contentSize.width))x\(f(c.contentSize.height)), offset \(f(c.contentOffset.y)), inset bottom \(f(c.contentInset.bottom))"
            )
        }
        let defaults = Configuration()
        if configuration != defaults {
            let c = configuration
            lines.append(
                "configuration: distance \(f(c.keyboardDistance)), scroll handling \(c.handlesScrollContainers ? "on" : "off"), "
                    + "\(c.followsUndockedKeyboard ? "follows" : "ignores") undocked keyboards, default animation \(f(c.defaultAnimation.duration)) s curve \(c.defaultAnimation.curve)"
            )
        }
        lines.append("inputs:")
        for (i, input) in inputs.enumerated() { lines.append("  \(i). \(Self.describe(input))") }
        return lines.joined(separator: "\n")
    }

    static func describe(_ field: Field) -> String {
        var text = "\(field.id.rawValue) \(field.frame)"
        if case .multiLine(let caret) = field.kind { text += " text view, caret \(caret)" }
        if let d = field.keyboardDistance { text += ", distance \(f(d))" }
        if let c = field.container { text += ", in container \(c.rawValue)" }
        return text
    }

    /// One input on one line, for example `willShow end (0, 477, 375x335) 0.25 s curve 7`.
    public static func describe(_ input: Input) -> String {
        switch input {
        case .keyboard(let e):
            var text = "\(e.phase.rawValue) end \(e.endFrame) \(f(e.duration)) s curve \(e.curve)"
            if e.beginFrame != e.endFrame { text += ", begin \(e.beginFrame)" }
            if !e.isLocal { text += ", not local" }
            return text
        case .focus(let id): return id.map { "focus field \($0.rawValue)" } ?? "focus none"
        case .caretMoved(let id, let caret): return "caret of field \(id.rawValue) to \(caret)"
        case .layoutChanged(let scene):
            return
                "layout: screen \(f(scene.screen.width))x\(f(scene.screen.height)), window \(scene.window), \(scene.fields.count) fields"
        case .attach: return "attach"
        case .detach: return "detach"
        }
    }
}

private func f(_ value: Double) -> String { Rect.format(value) }

extension Scenario: CustomStringConvertible {
    /// The readable list (see `readableDescription`), so counterexamples print as people read them.
    public var description: String { readableDescription }
}
