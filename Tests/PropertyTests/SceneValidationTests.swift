import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing

@testable import AvoidConformance

/// Invariant 10's typed errors, part by part: a realistic scene with the numbers of one or two
/// of its parts replaced by values on the edges of validity (zero, a half, the magnitude limit
/// and just past it, the non-finite ones) is rejected with the error that names its first
/// fault, and the same scene with no replacement is accepted.
@Suite struct SceneValidationTests {
    /// Values where validity is decided: zero of either sign, a fraction, a negative, the limit
    /// and past it, NaN and the infinities.
    static let edge = Gen.element(of: [
        0, -0.0, 0.5, -1, 1_000_000, -1_000_000, 1_000_000.5, 2e6, -2e6, .nan, .infinity, -.infinity,
    ])
    /// Each of a part's four numbers: kept (nil) or replaced by an edge value.
    static let numbers = Gen.weighted([(1, Gen<Double?>.constant(nil)), (1, edge.map { $0 })]).array(count: 4...4)

    /// One part of a scene, by its path.
    enum Part: Int, CaseIterable {
        case screen, screenSafeArea, window, hostFrame, hostSafeArea, bar
        case containerFrame, contentSize, contentOffset, contentInset
        case fieldFrame, caret, keyboardDistance
    }

    static func corrupt(_ scene: inout Scene, _ part: Part, _ n: [Double?]) {
        func rect(_ r: Rect) -> Rect {
            Rect(
                x: n[0] ?? r.origin.x, y: n[1] ?? r.origin.y, width: n[2] ?? r.size.width, height: n[3] ?? r.size.height
            )
        }
        func insets(_ i: EdgeInsets) -> EdgeInsets {
            EdgeInsets(top: n[0] ?? i.top, left: n[1] ?? i.left, bottom: n[2] ?? i.bottom, right: n[3] ?? i.right)
        }
        switch part {
        case .screen: scene.screen = Size(width: n[2] ?? scene.screen.width, height: n[3] ?? scene.screen.height)
        case .screenSafeArea: scene.screenSafeArea = insets(scene.screenSafeArea)
        case .window: scene.window = rect(scene.window)
        case .hostFrame: scene.hostFrame = rect(scene.hostFrame)
        case .hostSafeArea: scene.hostSafeArea = insets(scene.hostSafeArea)
        case .bar: if !scene.bars.isEmpty { scene.bars[0].frame = rect(scene.bars[0].frame) }
        case .containerFrame:
            if !scene.containers.isEmpty { scene.containers[0].frame = rect(scene.containers[0].frame) }
        case .contentSize:
            if let c = scene.containers.first {
                scene.containers[0].contentSize = Size(
                    width: n[2] ?? c.contentSize.width, height: n[3] ?? c.contentSize.height)
            }
        case .contentOffset:
            if let c = scene.containers.first {
                scene.containers[0].contentOffset = Point(x: n[0] ?? c.contentOffset.x, y: n[1] ?? c.contentOffset.y)
            }
        case .contentInset:
            if !scene.containers.isEmpty { scene.containers[0].contentInset = insets(scene.containers[0].contentInset) }
        case .fieldFrame: if !scene.fields.isEmpty { scene.fields[0].frame = rect(scene.fields[0].frame) }
        case .caret:
            if let field = scene.fields.first {
                let caret: Rect
                if case .multiLine(let c) = field.kind {
                    caret = c
                } else {
                    caret = Rect(x: 4, y: 4, width: 2, height: 20)
                }
                scene.fields[0].kind = .multiLine(caret: rect(caret))
            }
        case .keyboardDistance: if !scene.fields.isEmpty, let d = n[0] { scene.fields[0].keyboardDistance = d }
        }
    }

    static let part = Gen.element(of: Part.allCases)
    /// A generated scene, and the same with one or two parts corrupted.
    static let cases = zip(Gen<Scenario>.scenario.map(\.scene), zip(part, numbers), zip(part, numbers), Gen.bool)
        .map { scene, first, second, twice in
            var corrupted = scene
            corrupt(&corrupted, first.0, first.1)
            if twice { corrupt(&corrupted, second.0, second.1) }
            return (scene, corrupted)
        }
        .labelled { [Validity.error(of: $0.1) == nil ? "accepted" : "rejected"] }

    @Test func aCorruptedSceneIsRejectedForItsFirstFault() {
        var configuration = PropertyConfiguration()
        configuration.cases = 2_000
        configuration.coverage = [.cover(30, "rejected"), .cover(10, "accepted")]
        property(Self.cases, configuration: .fromEnvironment(configuration)) { scene, corrupted in
            try require(Validity.error(of: scene) == nil, "the generated scene is valid")
            let result = Result { () throws(EngineError) in try AvoidanceEngine(scene: corrupted) }
            if let expected = Validity.error(of: corrupted) {
                try require(result.failure == .invalidScene(expected), "expected \(expected), got \(result)")
            } else {
                try require(result.failure == nil, "expected acceptance, got \(result)")
            }
        }
    }
}
