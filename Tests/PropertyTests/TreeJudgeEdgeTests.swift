import AvoidCore
import PropertyKit
import PropertyKitTesting
import Testing

@testable import TreeInvariants

/// The tree judge's rules at their edges, over generated geometry that lands on them: its own
/// docked rule (written apart from AvoidCore's) gives AvoidCore's class on every frame within a
/// point or two of an edge, tiny windows and zero sizes included.
@Suite struct TreeJudgeEdgeTests {
    /// Offsets that straddle the one-point tolerance and zero.
    static let near = Gen.element(of: [-1.5, -1, -0.5, 0, 0.5, 1, 1.5])

    struct EdgeCase: Sendable, CustomStringConvertible {
        var screen: Size
        var window: Rect
        var frame: Rect
        var description: String { "screen \(screen), window \(window), frame \(frame)" }
    }

    /// A screen, a window (the whole screen, a part, one reaching past an edge, or one a few points
    /// wide), and a frame whose every edge is within a point and a half of a line that matters.
    static let cases = zip(
        Gen.element(of: [Size(width: 320, height: 568), Size(width: 393, height: 852), Size(width: 1024, height: 768)]),
        Gen.element(of: [0, 1, 2, 3]), zip(near, near, near, near),
        Gen.element(of: [0.0, 0.5, 1, 2, 216, 336])
    ).map { screen, windowKind, offsets, height -> EdgeCase in
        let window: Rect
        switch windowKind {
        case 0: window = Rect(origin: .zero, size: screen)
        case 1: window = Rect(x: screen.width / 3, y: 0, width: screen.width / 3, height: screen.height)
        case 2: window = Rect(x: -40, y: 0, width: screen.width + 80, height: screen.height)
        default: window = Rect(x: 100, y: 0, width: 1, height: screen.height)
        }
        let left = max(window.minX, 0) + offsets.0
        let right = min(window.maxX, screen.width) + offsets.1
        // Either the bottom near the screen's bottom, or (a full-height frame) the top near 0.
        let top = height == 0 ? screen.height + offsets.2 : screen.height + offsets.2 - height
        let frame = Rect(
            x: left, y: offsets.3 == 1.5 ? offsets.2 : top, width: max(0, right - left),
            height: offsets.3 == 1.5 ? screen.height : height)
        return EdgeCase(screen: screen, window: window, frame: frame)
    }

    @Test func theDockedRuleIsAvoidCoresOnEveryEdge() {
        var configuration = PropertyConfiguration.fromEnvironment()
        configuration.cases = 3_000
        property(Self.cases, configuration: configuration) { c in
            let judge = ScreenRules.isDocked(c.frame, screen: c.screen, window: c.window)
            let engine = KeyboardClass(endFrame: c.frame, screen: c.screen, window: c.window) == .docked
            try require(judge == engine, "the judge says docked \(judge), AvoidCore \(engine)")
        }
    }
}
