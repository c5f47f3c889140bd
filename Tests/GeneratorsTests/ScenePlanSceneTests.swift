import AvoidCore
import PropertyKit
import Testing

@testable import Generators

/// `ScenePlan.scene(on:)`: the concrete geometry each plan gives, computed by hand for small
/// plans, and a valid scene for every plan on every device.
@Suite struct ScenePlanSceneTests {
    static let iPhoneSE = DeviceSetup(model: DeviceModel.all[0], landscape: false, zoomed: false)
    static let iPhoneX = DeviceSetup(
        model: DeviceModel.all.first { $0.name.hasPrefix("iPhone X ") }!, landscape: false, zoomed: false)
    static let iPad97 = DeviceSetup(
        model: DeviceModel.all.first { $0.name == "iPad 9.7\"" }!, landscape: false, zoomed: false)

    static func field(_ zone: ScenePlan.Zone, position: Int = 0, height: Int = 40, inContainer: Bool = false)
        -> ScenePlan.FieldPlan
    {
        ScenePlan.FieldPlan(
            zone: zone, position: position, height: height, caret: nil, keyboardDistance: nil, inContainer: inContainer)
    }

    static func plan(
        host: ScenePlan.HostPlacement = .root, top: ScenePlan.TopBar = .none, bottom: ScenePlan.BottomBar = .none,
        fields: [ScenePlan.FieldPlan], container: ScenePlan.ContainerPlan? = nil
    ) -> ScenePlan {
        ScenePlan(
            window: .fullScreen, host: host, topBar: top, bottomBar: bottom, fields: fields, container: container)
    }

    /// iPhone SE: 320 x 568, status bar 20, predictive keyboard 253, so the keyboard line is at 315.
    @Test func aFieldWithItsBottomOnTheKeyboardLine() {
        // Position 4 of `onEdge`: the bottom on K (4 % 3 == 1), no point off (4 / 3 % 3 == 1).
        let scene = Self.plan(top: .navigationBar, fields: [Self.field(.onEdge, position: 4)]).scene(on: Self.iPhoneSE)
        #expect(scene.screen == Size(width: 320, height: 568))
        #expect(scene.hostFrame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(scene.hostSafeArea == EdgeInsets(top: 20))
        #expect(scene.bars == [Bar(kind: .navigationBar, frame: Rect(x: 0, y: 20, width: 320, height: 44))])
        #expect(scene.fields == [Field(id: 1, frame: Rect(x: 16, y: 275, width: 288, height: 40))])
        #expect(scene.containers.isEmpty)
    }

    /// The zones are placed against the configuration's distance: under d = 20 the edge is
    /// B = K - 20, near-line fields lie within 4 points of it, and a field taller than the room
    /// is one point taller than T to B.
    @Test func zonesArePlacedAgainstTheConfigurationsDistance() {
        let plan = Self.plan(
            top: .navigationBar,
            fields: [
                Self.field(.onEdge, position: 3), Self.field(.nearLine, position: 0),
                Self.field(.nearLine, position: 100), Self.field(.tallerThanRoom, height: 0),
            ])
        let scene = plan.scene(on: Self.iPhoneSE, keyboardDistance: 20)
        // K = 315, T = 64: 315 - 20 - 40 + 0; 315 - 20 - 4 - 40 and + 4; 315 - 20 - 64 + 1.
        #expect(scene.fields.map(\.frame.minY).prefix(3) == [255, 251, 259])
        #expect(scene.fields[3].frame.height == 232)
        // A field's own distance wins over the configuration's.
        var own = plan
        own.fields[0].keyboardDistance = 0
        #expect(own.scene(on: Self.iPhoneSE, keyboardDistance: 20).fields[0].frame.minY == 275)
        // The default distance gives the default scene.
        #expect(plan.scene(on: Self.iPhoneSE) == plan.scene(on: Self.iPhoneSE, keyboardDistance: 10))
    }

    /// Position 0 is the bottom on B = K - d (one point above it), position 2 the top on T.
    @Test func edgePositionsAreOnePointApart() {
        let scene = Self.plan(
            top: .navigationBar, fields: [Self.field(.onEdge, position: 0), Self.field(.onEdge, position: 5)]
        ).scene(on: Self.iPhoneSE)
        // 315 - 10 - 40 - 1 and 64 + 0 (5 % 3 == 2: T; 5 / 3 % 3 == 1: on it).
        #expect(scene.fields.map(\.frame.minY) == [264, 64])
    }

    @Test func aTabBarTakesTheHomeIndicatorToo() {
        let scene = Self.plan(bottom: .tabBar, fields: [Self.field(.wellAbove)]).scene(on: Self.iPhoneX)
        #expect(scene.bars == [Bar(kind: .tabBar, frame: Rect(x: 0, y: 729, width: 375, height: 83))])
        #expect(scene.hostSafeArea == EdgeInsets(top: 44, bottom: 34))
    }

    @Test func aFormSheetOnAnIPadIsCentredWithNoSafeArea() {
        let scene = Self.plan(host: .formSheet, fields: [Self.field(.wellAbove)]).scene(on: Self.iPad97)
        #expect(scene.hostFrame == Rect(x: 114, y: 202, width: 540, height: 620))
        #expect(scene.hostSafeArea == EdgeInsets())
    }

    @Test func aHostAboveTheKeyboardEndsOnItsLine() {
        let scene = Self.plan(host: .aboveKeyboard, fields: [Self.field(.wellAbove)]).scene(on: Self.iPhoneSE)
        #expect(scene.hostFrame == Rect(x: 0, y: 0, width: 320, height: 315))
        #expect(scene.hostSafeArea.bottom == 0)
    }

    /// Two side-by-side containers on the page left of the host view, a field at the top of the first.
    @Test func containersOnAPageBesideTheHost() {
        let container = ScenePlan.ContainerPlan(
            height: 50, content: 200, offset: 0, insetForSafeArea: false, sideBySide: true, page: -1)
        let scene = Self.plan(
            top: .navigationBar, fields: [Self.field(.wellAbove, inContainer: true)], container: container
        ).scene(on: Self.iPhoneSE)
        #expect(
            scene.containers.map(\.frame) == [
                Rect(x: -320, y: 64, width: 160, height: 252), Rect(x: -160, y: 64, width: 160, height: 252),
            ])
        #expect(scene.containers.map(\.contentSize) == [Size(width: 160, height: 504), Size(width: 160, height: 504)])
        #expect(scene.fields == [Field(id: 1, frame: Rect(x: 16, y: 0, width: 128, height: 40), container: 1)])
    }

    /// A field in the same place as the previous one shares its frame and container, not its id.
    @Test func samePlaceAsPreviousCopiesTheFrame() {
        let scene = Self.plan(fields: [Self.field(.nearLine, position: 50), Self.field(.samePlaceAsPrevious)])
            .scene(on: Self.iPhoneSE)
        #expect(scene.fields.map(\.id) == [1, 2])
        #expect(scene.fields[0].frame == scene.fields[1].frame)
    }

    /// Every plan on every device, held either way, zoomed or not, gives a scene the engine accepts.
    @Test func everyPlanGivesAValidScene() throws {
        for seed in UInt64(1)...300 {
            var source = Source(random: Xoshiro256StarStar(seed: seed))
            let plan = try Gen<ScenePlan>.layout.generate(&source)
            for model in DeviceModel.all {
                for landscape in [false, true] {
                    let device = DeviceSetup(model: model, landscape: landscape, zoomed: seed % 2 == 0)
                    let scene = plan.scene(on: device)
                    #expect(throws: Never.self, "seed \(seed) on \(model.name)") { try scene.validate() }
                    #expect(scene.fields.count == plan.fields.count)
                }
            }
        }
    }
}
