import AvoidCore

extension Gen where Value == DeviceSetup {
    /// Devices from the reference table in both orientations, phones more often than iPads,
    /// sometimes with Display Zoom. Shrinks towards the first phone, portrait, unzoomed.
    public static var device: Gen<DeviceSetup> {
        let phones = DeviceModel.all.filter { !$0.isPad }
        let pads = DeviceModel.all.filter(\.isPad)
        let model = Gen<DeviceModel>.weighted([(3, .element(of: phones)), (2, .element(of: pads))])
        let landscape = Gen<Bool>.weighted([(3, .constant(false)), (1, .constant(true))])
        let zoomed = Gen<Bool>.weighted([(9, .constant(false)), (1, .constant(true))])
        return zip(model, landscape, zoomed).map { DeviceSetup(model: $0, landscape: $1, zoomed: $2) }.span(.record)
    }
}

extension SpanLabel {
    /// One record: a device, a layout, a field.
    public static let record = SpanLabel("record")
}
