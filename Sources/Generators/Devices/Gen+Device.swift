import AvoidCore
import PropertyKit

extension Gen where Value == DeviceSetup {
    /// A reference device (phones more often than pads), mostly portrait, sometimes zoomed.
    /// One record span: the model, then orientation and zoom.
    public static var device: Gen<DeviceSetup> { Gen { source in try DeviceSetup.draw(from: &source) } }
}

extension DeviceSetup {
    private static let phones = DeviceModel.all.filter { !$0.isPad }
    private static let pads = DeviceModel.all.filter(\.isPad)
    private static let family = Weights([3, 2])  // phones, pads
    private static let landscape = WeightedValues([(3, false), (1, true)])
    private static let zoomed = WeightedValues([(9, false), (1, true)])

    /// Drawn straight from `source`, recording the choices and spans of
    /// `zip(model, landscape, zoomed).span(.record)` (so it shrinks as that would).
    static func draw(from source: inout Source) throws -> DeviceSetup {
        try source.span(.record) { source in
            let model = try source.span(.input) { source in
                try source.alternative(family) { source, family in
                    let models = family == 0 ? phones : pads
                    return try source.element(of: models)
                }
            }
            let landscape = try source.span(.input) { source in try source.pick(Self.landscape) }
            let zoomed = try source.span(.input) { source in try source.pick(Self.zoomed) }
            return DeviceSetup(model: model, landscape: landscape, zoomed: zoomed)
        }
    }
}

extension SpanLabel {
    /// One record: a device, a layout, a field.
    public static let record = SpanLabel("record")
}
