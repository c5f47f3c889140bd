import AvoidCore
import PropertyKit

extension Gen where Value == ScenePlan {
    /// Layouts: the window arrangement (iPad multitasking included), bars, 1...6 fields placed in
    /// the interesting zones, sometimes a scroll container. Shrinks towards one plain field.
    package static var layout: Gen<ScenePlan> { Gen { source in try ScenePlan.draw(from: &source) } }
}

/// Layout generation drawn straight from the source. Each draw records the choices and spans of
/// the combinators named in its comment, so it shrinks exactly as they would, without their
/// closures and intermediate tuples.
extension ScenePlan {
    private static let host = Weights([10, 2, 1, 1, 1, 1])
    private static let topBar = WeightedValues<TopBar>([(2, .none), (5, .navigationBar), (2, .largeTitle)])
    private static let bottomBar = WeightedValues<BottomBar>([
        (5, .none), (2, .tabBar), (1, .toolbar), (1, .toolbarAboveTabBar),
    ])
    /// A position or size in percent of the room it may take (layouts, keyboards, episodes).
    static let percent = IntegerEncoding(0...100)

    /// `zip(window, hostInset, topBar, bottomBar, container)`, then the fields as an array of
    /// 1...6 (fields may sit in the container only when there is one).
    static func draw(from source: inout Source) throws -> ScenePlan {
        let window = try source.span(.input) { source in try WindowPlan.draw(from: &source) }
        let host = try source.span(.input) { source in
            try source.alternative(Self.host) { source, kind -> HostPlacement in
                switch kind {
                case 0: return .root
                case 1: return .sheet
                case 2: return .formSheet
                case 3: return .splitDetail
                case 4:
                    let x = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                    let y = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                    return .popover(x: x, y: y)
                default: return .aboveKeyboard
                }
            }
        }
        let topBar = try source.span(.input) { source in try source.pick(Self.topBar) }
        let bottomBar = try source.span(.input) { source in try source.pick(Self.bottomBar) }
        let container = try source.span(.input) { source in try ContainerPlan.draw(from: &source) }
        let fields = try source.array(count: 1...6) { source in
            try FieldPlan.draw(from: &source, containerPossible: container != nil)
        }
        return ScenePlan(
            window: window, host: host, topBar: topBar, bottomBar: bottomBar, fields: fields,
            container: container)
    }

    /// An integer in `encoding`'s range inside its own input span (one `zip` component).
    static func drawInput(_ encoding: IntegerEncoding, from source: inout Source) throws -> Int {
        try source.span(.input) { source in try source.drawInteger(encoding) }
    }
}

extension ScenePlan.WindowPlan {
    private static let thirds = IntegerEncoding(1...2)
    private static let kind = Weights([5, 2, 1, 2])

    /// `weighted` over full screen, `zip(thirds, bool)` split, slide over and a four-percent
    /// `zip` stage-manager window. The iPad episodes reuse it for window resizes.
    static func draw(from source: inout Source, weights: Weights = kind) throws -> Self {
        try source.alternative(weights) { source, kind in
            switch kind {
            case 0: return .fullScreen
            case 1:
                let thirds = try ScenePlan.drawInput(Self.thirds, from: &source)
                let right = try source.span(.input) { source in try source.drawFlag(1, in: 2) }
                return .split(thirds: thirds, right: right)
            case 2: return .slideOver
            default:
                let width = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                let height = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                let x = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                let y = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
                return .stageManager(width: width, height: height, x: x, y: y)
            }
        }
    }
}

extension ScenePlan.ContainerPlan {
    private static let presence = Weights([2, 1])  // none, one
    private static let height = IntegerEncoding(20...100)
    private static let content = IntegerEncoding(100...400)
    /// Mostly taller than the frame; sometimes empty, or shorter than the frame.
    private static let contentKind = Weights([8, 1, 1])
    private static let sideBySide = WeightedValues([(1, false), (1, true)])
    /// No horizontal scrolling, a paged view on its second page, or scrolled part of a width.
    private static let horizontal = WeightedValues([(6, 0), (1, 100), (1, 37)])
    /// No top inset mostly; a bar's worth (about a fifth of a short frame); the whole frame.
    private static let insetTop = WeightedValues([(6, 0), (1, 20), (1, 100)])
    /// In the host view mostly; sometimes a pager's page beside it, left or right.
    private static let page = WeightedValues([(4, 0), (1, -1), (1, 1)])
    private static let underTopBar = WeightedValues([(3, false), (1, true)])

    /// `weighted` over none and `zip(height, content, offset, bool, sideBySide, horizontal, insetTop, page, underTopBar)`.
    static func draw(from source: inout Source) throws -> Self? {
        try source.alternative(presence) { source, present in
            guard present == 1 else { return nil }
            let height = try ScenePlan.drawInput(Self.height, from: &source)
            let content = try source.span(.input) { source in
                try source.alternative(contentKind) { source, kind in
                    kind == 0 ? try source.drawInteger(Self.content) : kind == 1 ? 0 : 50
                }
            }
            let offset = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
            let inset = try source.span(.input) { source in try source.drawFlag(1, in: 2) }
            let sideBySide = try source.span(.input) { source in try source.pick(Self.sideBySide) }
            let horizontal = try source.span(.input) { source in try source.pick(Self.horizontal) }
            let insetTop = try source.span(.input) { source in try source.pick(Self.insetTop) }
            let page = try source.span(.input) { source in try source.pick(Self.page) }
            let underTopBar = try source.span(.input) { source in try source.pick(Self.underTopBar) }
            return Self(
                height: height, content: content, offset: offset, insetForSafeArea: inset, sideBySide: sideBySide,
                horizontal: horizontal, insetTop: insetTop, page: page, underTopBar: underTopBar)
        }
    }
}

extension ScenePlan.FieldPlan {
    private static let zone = WeightedValues<ScenePlan.Zone>([
        (3, .wellAbove), (2, .nearLine), (3, .straddling), (4, .underKeyboard), (2, .nearTop), (1, .tallerThanRoom),
        (2, .contentEnd), (2, .onEdge), (1, .scrolledAbove), (1, .scrolledBelow), (1, .samePlaceAsPrevious),
        (2, .roomEdge),
    ])
    private static let height = IntegerEncoding(30...50)
    /// Mostly an ordinary height; sometimes a collapsed field of height 0.
    private static let collapsed = Weights([12, 1])
    private static let hasCaret = Weights([4, 1])
    private static let hasDistance = Weights([6, 1])
    private static let distances: [Double] = [0, 20, 40]
    private static let inContainer = WeightedValues([(1, false), (2, true)])

    /// One field: its zone, position in it, height, kind and optional distance. A record span
    /// around `zip(zone, position, height, caret, zip(distance, inContainer))`.
    static func draw(from source: inout Source, containerPossible: Bool) throws -> Self {
        try source.span(.record) { source in
            let zone = try source.span(.input) { source in try source.pick(Self.zone) }
            let position = try ScenePlan.drawInput(ScenePlan.percent, from: &source)
            let height = try source.span(.input) { source in
                try source.alternative(collapsed) { source, kind in kind == 0 ? try source.drawInteger(Self.height) : 0
                }
            }
            let caret: Int? = try source.span(.input) { source in
                try source.alternative(hasCaret) { source, has in
                    has == 1 ? try source.drawInteger(ScenePlan.percent) : nil
                }
            }
            let (distance, inContainer) = try source.span(.input) { source in
                let distance: Double? = try source.span(.input) { source in
                    try source.alternative(hasDistance) { source, has in
                        has == 1 ? try source.element(of: distances) : nil
                    }
                }
                let inContainer = try source.span(.input) { source in
                    containerPossible ? try source.pick(Self.inContainer) : false
                }
                return (distance, inContainer)
            }
            return Self(
                zone: zone, position: position, height: caret == nil ? height : height * 4, caret: caret,
                keyboardDistance: distance, inContainer: inContainer)
        }
    }
}
