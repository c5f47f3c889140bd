import AvoidCore
import Generators
import PropertyKit
import PropertyKitTesting
import Testing
import TreeAvoidance
import ViewTree

/// Laws of AvoidKit's adapter itself, over generated screens and stories: what it hands the
/// engine, what its ledger holds, what it reads, and what a step of a story means.
@Suite struct TreeAvoidanceLawsTests {
    /// Runs `screen`'s story on AvoidKit's adapter, calling `check` after every step with the
    /// step, the adapter before and after, the live and app trees before and after.
    static func walk(
        _ screen: GeneratedTreeScenario,
        _ check: (
            TreeStep, TreeAvoidance<AvoidanceEngine>, TreeAvoidance<AvoidanceEngine>, AdapterStep, (ViewTree, ViewTree),
            (ViewTree, ViewTree)
        )
            throws
            -> Void
    ) throws {
        var live = screen.episode.tree
        var app = live
        var adapter = try TreeAvoidance(tree: live, configuration: screen.episode.configuration)
        for step in screen.episode.steps {
            let before = (live, app)
            if let edits = step.edits(live: live, app: app) {
                try live.apply(edits.live)
                try app.apply(edits.app)
            }
            let previous = adapter
            let outcome = try adapter.handle(step.event, in: &live)
            try check(step, previous, adapter, outcome, before, (live, app))
        }
    }

    @Test func theLedgerIsEmptyExactlyWhenTheLiveTreeIsTheApps() {
        property(Gen<GeneratedTreeScenario>.treeScenario) { screen in
            try Self.walk(screen) { step, _, adapter, _, _, after in
                try require(
                    adapter.ledger.isEmpty == (after.0 == after.1),
                    "after \(step): ledger empty \(adapter.ledger.isEmpty), live is the app's \(after.0 == after.1)")
            }
        }
    }

    @Test func theEngineGetsALayoutChangeExactlyWhenTheSceneReadDiffers() {
        property(Gen<GeneratedTreeScenario>.treeScenario) { screen in
            try Self.walk(screen) { step, previous, adapter, outcome, _, _ in
                let layouts = outcome.inputs.filter {
                    if case .layoutChanged = $0 { return true } else { return false }
                }
                try requireEqual(layouts.count, outcome.scene != previous.scene ? 1 : 0)
                try requireEqual(adapter.scene, outcome.scene)
                if outcome.inputs.isEmpty {
                    try require(
                        !outcome.decision.changed, "after \(step) nothing was handed the engine, yet it changed")
                    try requireEqual(outcome.decision.placement, previous.decision.placement)
                }
            }
        }
    }

    @Test func theSceneReadSaysWhetherTheWindowIsTheScreen() {
        property(Gen<GeneratedTreeScenario>.treeScenario) { screen in
            let tree = screen.episode.tree
            let fullScreen = tree.window == Rect(origin: .zero, size: tree.screen)
            try requireEqual(try TreeReading(tree: tree).scene.windowMode, fullScreen ? .fullScreen : .splitView)
        }
    }

    @Test func aLayoutStepTakesTheLaidOutGeometry() {
        property(Gen<GeneratedTreeScenario>.treeScenario) { screen in
            try Self.walk(screen) { step, _, _, _, _, after in
                guard case .layout(let laidOut) = step else { return }
                for tree in [after.0, after.1] {
                    try requireEqual(tree.screen, laidOut.screen)
                    try requireEqual(tree.screenSafeArea, laidOut.screenSafeArea)
                    try requireEqual(tree.window, laidOut.window)
                    for node in laidOut.nodes {
                        try requireEqual(tree[node.id]?.center, node.center)
                        try requireEqual(tree[node.id]?.bounds.size, node.bounds.size)
                    }
                }
            }
        }
    }

    @Test func anInsetStepMovesTheAppsEdgeByItsAmount() {
        property(Gen<GeneratedTreeScenario>.treeScenario) { screen in
            try Self.walk(screen) { step, _, _, _, before, after in
                guard case .inset(let view, let edge, let by) = step,
                    let old = before.1[view]?.kind.scroll?.contentInset,
                    let new = after.1[view]?.kind.scroll?.contentInset, before.0 != after.0
                else { return }
                // Read edge by edge here, apart from `Edge.value(in:)`, which the step itself uses.
                let moved: (Double, Double)
                switch edge {
                case .top: moved = (old.top, new.top)
                case .left: moved = (old.left, new.left)
                case .bottom: moved = (old.bottom, new.bottom)
                case .right: moved = (old.right, new.right)
                }
                try requireEqual(moved.1, moved.0 + by)
            }
        }
    }

    /// The keyboard's overlap is added to the app's inset whatever its size: one point included.
    @Test func anOverlapOfOnePointAddsOnePoint() throws {
        let scroll = ScrollGeometry(contentSize: Size(width: 320, height: 1000), adjustment: .never)
        var tree = try ViewTree(
            screen: Size(width: 320, height: 568),
            nodes: [
                ViewNode(id: 1, parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 568), isControllerRoot: true),
                ViewNode(id: 2, parent: 1, kind: .scrollView(scroll), frame: Rect(x: 0, y: 0, width: 320, height: 568)),
                ViewNode(id: 3, parent: 2, kind: .textField, frame: Rect(x: 0, y: 540, width: 320, height: 20)),
            ],
            firstResponder: 3)
        var adapter = try TreeAvoidance(tree: tree)
        let keyboard = Rect(x: 0, y: 567, width: 320, height: 1)
        _ = try adapter.handle(.keyboard(.showing(keyboard, on: tree.screen)), in: &tree)
        #expect(tree[2]?.kind.scroll?.contentInset == EdgeInsets(bottom: 1))
        #expect(tree[2]?.kind.scroll?.indicatorInset == EdgeInsets(bottom: 1))
        #expect(tree[2]?.bounds.origin == Point(x: 0, y: 3))
    }
}
