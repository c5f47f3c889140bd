import AvoidCore
import Generators

/// An ASCII picture of the screen before and after a decision, side by side, so a person sees
/// the bug at a glance:
///
///     `.` window  `-` top bar  `_` bottom bar  `o` other field  `F` the focused field
///     `K` keyboard  `*` focused field under the keyboard  `^` focused field under a top bar
///     `T`/`B` the visible top and the
///     keyboard line minus the distance, marked in the margin.
public enum Picture {
    /// Renders `scene` with `keyboard` (screen coordinates) and `focus`, before and after `placement`.
    public static func render(
        scene: Scene, keyboard: Rect?, focus: FieldID?, placement: Placement,
        configuration: Configuration = Configuration(),
        columns: Int = 24
    ) -> String {
        let before = pane(
            scene: scene, keyboard: keyboard, focus: focus, placement: .rest, configuration: configuration,
            columns: columns)
        let after = pane(
            scene: scene, keyboard: keyboard, focus: focus, placement: placement, configuration: configuration,
            columns: columns)
        let width = columns + 2
        var lines = [
            "before".padding(toLength: width + 3, withPad: " ", startingAt: 0) + "after (\(placement.summary))"
        ]
        for (l, r) in zip(before, after) { lines.append(l + "   " + r) }
        return lines.joined(separator: "\n")
    }

    /// A grid index from a coordinate, clamped to `minimum...limit`; NaN maps to `minimum`.
    static func cell(_ value: Double, rounding: FloatingPointRoundingRule, limit: Int, minimum: Int = 0) -> Int {
        guard value.isFinite else { return value == .infinity ? limit : minimum }
        return Int(Swift.min(Double(limit), Swift.max(Double(minimum), value.rounded(rounding))))
    }

    static func pane(
        scene: Scene, keyboard: Rect?, focus: FieldID?, placement: Placement, configuration: Configuration, columns: Int
    ) -> [String] {
        // Hostile scenes (zero, huge or non-finite screens) still get a picture, never a trap.
        let width = scene.screen.width.isFinite && scene.screen.width >= 1 ? scene.screen.width : 1
        let height = scene.screen.height.isFinite && scene.screen.height >= 0 ? scene.screen.height : 0
        let scale = width / Double(columns)  // points per column
        let rowHeight = scale * 2  // terminal cells are about twice as tall as wide
        let rows = Self.cell(height / rowHeight, rounding: .up, limit: 80, minimum: 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        let hostOrigin = Point(
            x: scene.window.minX + scene.hostFrame.minX,
            y: scene.window.minY + scene.hostFrame.minY + placement.hostOffset)

        func paint(_ rect: Rect, _ mark: Character, over: Set<Character>? = nil) {
            guard rect.width > 0, rect.height > 0 else { return }
            let c0 = Self.cell(rect.minX / scale, rounding: .down, limit: columns)
            let c1 = Self.cell(rect.maxX / scale, rounding: .up, limit: columns)
            let r0 = Self.cell(rect.minY / rowHeight, rounding: .down, limit: rows)
            let r1 = Self.cell(rect.maxY / rowHeight, rounding: .up, limit: rows)
            guard c0 < c1, r0 < r1 else { return }
            for r in r0..<r1 {
                for c in c0..<c1 where over == nil || over!.contains(grid[r][c]) { grid[r][c] = mark }
            }
        }
        func inScreen(_ rect: Rect) -> Rect { rect.offsetBy(dx: hostOrigin.x, dy: hostOrigin.y) }

        paint(scene.window, ".")
        var focused: Rect?
        for field in scene.fields {
            var rect = field.frame
            if let id = field.container, let container = scene.container(id) {
                let offset = placement.contentOffset(of: container)
                rect = rect.offsetBy(dx: container.frame.minX - offset.x, dy: container.frame.minY - offset.y)
            }
            if field.id == focus {
                focused = inScreen(rect)
                continue
            }
            paint(inScreen(rect), "o")
        }
        for bar in scene.bars {
            // Bars belong to the container controller: they do not move with the host view.
            let fixed = bar.frame.offsetBy(
                dx: scene.window.minX + scene.hostFrame.minX, dy: scene.window.minY + scene.hostFrame.minY)
            paint(fixed, bar.kind.isTop ? "-" : "_")
        }
        if let focused {
            paint(focused, "^", over: ["-"])  // pushed under a top bar
            paint(focused, "F", over: [".", " ", "o", "_"])
        }
        if let keyboard, !keyboard.isEmpty {
            paint(keyboard, "K", over: [".", " ", "o", "_", "-"])
            if let focused, let hidden = focused.intersection(keyboard) { paint(hidden, "*") }
        }
        var lines = grid.map { String($0) }
        // Margin marks for T and B (screen rows), from the unshifted host view.
        var margin = Array(repeating: " ", count: rows)
        let hostTop = scene.window.minY + scene.hostFrame.minY
        let top = hostTop + scene.visibleTop
        let tRow = Self.cell(top / rowHeight, rounding: .down, limit: rows - 1)
        margin[tRow] = "T"
        if let obstruction = Obstruction(
            keyboard: keyboard, scene: scene, followingUndocked: configuration.followsUndockedKeyboard),
            let field = focus.flatMap({ scene.field($0) })
        {
            let bottom = hostTop + obstruction.line - (field.keyboardDistance ?? configuration.keyboardDistance)
            let bRow = Self.cell(bottom / rowHeight, rounding: .down, limit: rows - 1)
            margin[bRow] = margin[bRow] == "T" ? "X" : "B"
        }
        for i in lines.indices { lines[i] = margin[i] + "|" + lines[i] }
        return lines
    }
}
