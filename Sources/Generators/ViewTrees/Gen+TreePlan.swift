import AvoidCore
import PropertyKit
import ViewTree

extension Gen where Value == TreePlan {
    /// Screens as apps build them: navigation and tab bar controllers with translucent and
    /// opaque bars, forms, scroll views with each inset-adjustment behaviour, table and collection
    /// views with fields in cells, pages and nested scroll views, iPad form sheets and popovers,
    /// Split View and Stage Manager windows, app transforms and hidden panes holding a field.
    /// Shrinks towards a full-screen phone form with no bars.
    public static var screen: Gen<TreePlan> { Gen { source in try TreePlan.draw(from: &source) } }
}

extension TreePlan {
    private static let percent = IntegerEncoding(0...100)

    static func draw(from source: inout Source) throws -> TreePlan {
        try source.span(.record) { source in
            let device = try DeviceSetup.draw(from: &source)
            let pad = device.model.isPad
            let window = try source.span(.input) { source -> Window in
                guard pad else { return .fullScreen }
                return try source.alternative(Weights([3, 2, 1])) { source, kind in
                    switch kind {
                    case 0: return .fullScreen
                    case 1:
                        return .split(
                            leading: try source.drawFlag(1, in: 2), percent: try source.element(of: [33, 50, 67]))
                    default:
                        return .stageManager(
                            x: try source.drawInteger(percent), y: try source.drawInteger(percent))
                    }
                }
            }
            let chrome = try source.span(.input) { source -> Chrome in
                try source.alternative(Weights([1, 4, 2])) { source, kind in
                    switch kind {
                    case 0: return .none
                    case 1:
                        return .navigation(
                            translucent: !(try source.drawFlag(1, in: 3)), largeTitle: try source.drawFlag(1, in: 4),
                            toolbar: try source.drawFlag(1, in: 4))
                    default: return .tabs(navigation: !(try source.drawFlag(1, in: 4)))
                    }
                }
            }
            let presentation = try source.span(.input) { source -> Presentation in
                guard pad else { return .inContainer }
                return try source.alternative(Weights([4, 1, 1])) { source, kind in
                    switch kind {
                    case 0: return .inContainer
                    case 1: return .formSheet
                    default: return .popover(x: try source.drawInteger(percent), y: try source.drawInteger(percent))
                    }
                }
            }
            let content = try source.span(.input) { source in try drawContent(from: &source) }
            let fields = try source.span(.input) { source in try source.drawInteger(IntegerEncoding(1...4)) }
            let caret = try source.span(.input) { source -> Int? in
                try source.drawFlag(1, in: 4) ? try source.drawInteger(percent) : nil
            }
            let transform = try source.span(.input) { source -> AppTransform in
                try source.alternative(Weights([6, 2, 1])) { source, kind in
                    switch kind {
                    case 0: return .identity
                    case 1:
                        return .translation(try source.element(of: [0, 0, 12]), try source.element(of: [24, -12, 8]))
                    default: return .scale(try source.element(of: [90, 95]))
                    }
                }
            }
            let hiddenPane = try source.span(.input) { source in try source.drawFlag(1, in: 6) }
            return TreePlan(
                device: device, window: window, chrome: chrome, presentation: presentation, content: content,
                fields: fields, textViewCaret: caret, transform: transform, hiddenPane: hiddenPane)
        }
    }

    private static func drawContent(from source: inout Source) throws -> Content {
        try source.alternative(Weights([2, 3, 2, 1, 1])) { source, kind in
            switch kind {
            case 0: return .form(top: try source.drawInteger(percent))
            case 1: return .scroll(try drawScroll(from: &source))
            case 2:
                return .table(
                    role: try source.element(of: [.table, .collection]),
                    rows: try source.drawInteger(IntegerEncoding(1...16)),
                    rowHeight: try source.element(of: [44, 60, 88]),
                    every: try source.drawInteger(IntegerEncoding(1...4)), scrolled: try source.drawInteger(percent))
            case 3:
                let pages = try source.drawInteger(IntegerEncoding(2...4))
                return .paged(
                    pages: pages, page: try source.drawInteger(IntegerEncoding(0...(pages - 1))),
                    try drawScroll(from: &source))
            default: return .nested(outerScrolled: try source.drawInteger(percent), try drawScroll(from: &source))
            }
        }
    }

    private static func drawScroll(from source: inout Source) throws -> ScrollPlan {
        ScrollPlan(
            adjustment: try source.element(of: InsetAdjustmentBehavior.allCases),
            controllerContent: try source.drawFlag(1, in: 2), extraContent: try source.element(of: [0, 20, 100, 300]),
            scrolled: try source.drawInteger(percent), fieldsTop: try source.drawInteger(percent),
            appInset: try source.element(of: [0, 0, 20, 50]), sideways: try source.element(of: [0, 0, 0, 37]))
    }
}
