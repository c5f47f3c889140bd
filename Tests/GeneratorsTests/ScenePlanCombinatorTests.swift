import AvoidCore
import PropertyKit
import Testing

@testable import Generators

/// `Gen<ScenePlan>.layout` draws straight from the source for speed, and promises to record
/// exactly what the combinator form named in its comments records. Here is that combinator form,
/// written with the kit's public combinators; both must give the same plan and the same choices
/// and spans for every choice sequence, in either direction.
@Suite struct ScenePlanCombinatorTests {
    typealias Plan = ScenePlan

    static func input<T>(_ gen: Gen<T>) -> Gen<T> { gen.span(.input) }
    static func constants<T: Sendable>(_ table: [(Int, T)]) -> Gen<T> {
        .weighted(table.map { (weight: $0.0, gen: Gen<T>.constant($0.1)) })
    }
    static let percent = Gen<Int>.int(in: 0...100)

    static let window: Gen<Plan.WindowPlan> = .weighted([
        (5, .constant(.fullScreen)),
        (
            2,
            Gen { source in
                let thirds = try input(.int(in: 1...2)).generate(&source)
                let right = try input(Gen<Bool>.bool).generate(&source)
                return .split(thirds: thirds, right: right)
            }
        ),
        (1, .constant(.slideOver)),
        (
            2,
            Gen { source in
                let values = try (0..<4).map { _ in try input(percent).generate(&source) }
                return .stageManager(width: values[0], height: values[1], x: values[2], y: values[3])
            }
        ),
    ])

    static let host: Gen<Plan.HostPlacement> = .weighted([
        (10, .constant(.root)), (2, .constant(.sheet)), (1, .constant(.formSheet)), (1, .constant(.splitDetail)),
        (
            1,
            Gen { source in
                let x = try input(percent).generate(&source)
                let y = try input(percent).generate(&source)
                return .popover(x: x, y: y)
            }
        ),
        (1, .constant(.aboveKeyboard)),
    ])

    static let container: Gen<Plan.ContainerPlan?> = .weighted([
        (2, .constant(nil)),
        (
            1,
            Gen { source in
                let height = try input(.int(in: 20...100)).generate(&source)
                let content = try input(
                    .weighted([(8, .int(in: 100...400)), (1, .constant(0)), (1, .constant(50))])
                ).generate(&source)
                let offset = try input(percent).generate(&source)
                let inset = try input(Gen<Bool>.bool).generate(&source)
                let sideBySide = try input(constants([(1, false), (1, true)])).generate(&source)
                let horizontal = try input(constants([(6, 0), (1, 100), (1, 37)])).generate(&source)
                let insetTop = try input(constants([(6, 0), (1, 20), (1, 100)])).generate(&source)
                let page = try input(constants([(4, 0), (1, -1), (1, 1)])).generate(&source)
                let underTopBar = try input(constants([(3, false), (1, true)])).generate(&source)
                return Plan.ContainerPlan(
                    height: height, content: content, offset: offset, insetForSafeArea: inset, sideBySide: sideBySide,
                    horizontal: horizontal, insetTop: insetTop, page: page, underTopBar: underTopBar)
            }
        ),
    ])

    static func field(containerPossible: Bool) -> Gen<Plan.FieldPlan> {
        let zone = constants([
            (3, Plan.Zone.wellAbove), (2, .nearLine), (3, .straddling), (4, .underKeyboard), (2, .nearTop),
            (1, .tallerThanRoom), (2, .contentEnd), (2, .onEdge), (1, .scrolledAbove), (1, .scrolledBelow),
            (1, .samePlaceAsPrevious), (2, .roomEdge),
        ])
        let height = Gen<Int>.weighted([(12, .int(in: 30...50)), (1, .constant(0))])
        let caret = Gen<Int?>.weighted([(4, .constant(nil)), (1, percent.map { $0 })])
        let distance = Gen<Double?>.weighted([
            (6, .constant(nil)), (1, Gen<Double>.element(of: [0, 20, 40]).map { $0 }),
        ])
        let inContainer = containerPossible ? constants([(1, false), (2, true)]) : .constant(false)
        return zip(zone, percent, height, caret, zip(distance, inContainer)).map {
            zone, position, height, caret, rest in
            Plan.FieldPlan(
                zone: zone, position: position, height: caret == nil ? height : height * 4, caret: caret,
                keyboardDistance: rest.0, inContainer: rest.1)
        }.span(.record)
    }

    static let layout: Gen<Plan> = Gen { source in
        let window = try input(window).generate(&source)
        let host = try input(host).generate(&source)
        let topBar = try input(constants([(2, Plan.TopBar.none), (5, .navigationBar), (2, .largeTitle)])).generate(
            &source)
        let bottomBar = try input(
            constants([(5, Plan.BottomBar.none), (2, .tabBar), (1, .toolbar), (1, .toolbarAboveTabBar)])
        ).generate(&source)
        let container = try input(container).generate(&source)
        let fields = try field(containerPossible: container != nil).array(count: 1...6).generate(&source)
        return Plan(
            window: window, host: host, topBar: topBar, bottomBar: bottomBar, fields: fields, container: container)
    }

    /// Generated by the fast form, replayed by the combinator form; then the other way round.
    @Test(arguments: [false, true])
    func bothFormsRecordTheSameChoicesAndSpans(combinatorFirst: Bool) throws {
        let (first, second) = combinatorFirst ? (Self.layout, Gen<Plan>.layout) : (Gen<Plan>.layout, Self.layout)
        var containers = 0
        for seed in UInt64(1)...500 {
            var source = Source(random: Xoshiro256StarStar(seed: seed))
            let plan = try first.generate(&source)
            var replay = Source(replaying: source.choices.map(\.value))
            let replayed = try second.generate(&replay)
            #expect(replayed == plan, "seed \(seed)")
            #expect(digest(replay) == digest(source), "seed \(seed)")
            if plan.container != nil { containers += 1 }
        }
        // Both branches of every alternative are reached, or the comparison proves little.
        #expect(containers > 100 && containers < 400)
    }
}
