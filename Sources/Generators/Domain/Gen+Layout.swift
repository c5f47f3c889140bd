import AvoidCore

extension Gen where Value == LayoutPlan {
    /// Layouts: the window arrangement (iPad multitasking included), bars, 1...6 fields placed in
    /// the interesting zones, sometimes a scroll container. Shrinks towards one plain field.
    public static var layout: Gen<LayoutPlan> {
        let window = Gen<LayoutPlan.WindowPlan>.weighted([
            (5, .constant(.fullScreen)),
            (2, zip(.int(in: 1...2), .bool).map { .split(thirds: $0, right: $1) }),
            (1, .constant(.slideOver)),
            (2, zip(.int(in: 0...100), .int(in: 0...100), .int(in: 0...100), .int(in: 0...100)).map { .stageManager(width: $0, height: $1, x: $2, y: $3) }),
        ])
        let hostInset = Gen<Bool>.weighted([(8, .constant(false)), (1, .constant(true))])
        let topBar = Gen<LayoutPlan.TopBar>.weighted([(2, .constant(.none)), (5, .constant(.navigationBar)), (2, .constant(.largeTitle))])
        let bottomBar = Gen<LayoutPlan.BottomBar>.weighted([(5, .constant(.none)), (2, .constant(.tabBar)), (1, .constant(.toolbar))])
        let container = Gen<LayoutPlan.ContainerPlan?>.weighted([
            (3, .constant(nil)),
            (1, zip(.int(in: 20...100), .int(in: 100...400), .int(in: 0...100), .bool, Gen<Bool>.weighted([(2, .constant(false)), (1, .constant(true))])).map {
                LayoutPlan.ContainerPlan(height: $0, content: $1, offset: $2, insetForSafeArea: $3, sideBySide: $4)
            }),
        ])
        let plainFields = Gen<LayoutPlan.FieldPlan>.field(containerPossible: false).array(count: 1...6)
        let mixedFields = Gen<LayoutPlan.FieldPlan>.field(containerPossible: true).array(count: 1...6)
        return zip(window, hostInset, topBar, bottomBar, container).flatMap { window, hostInset, topBar, bottomBar, container in
            (container == nil ? plainFields : mixedFields).map { fields in
                LayoutPlan(window: window, hostInset: hostInset, topBar: topBar, bottomBar: bottomBar, fields: fields, container: container)
            }
        }
    }
}

extension Gen where Value == LayoutPlan.FieldPlan {
    /// One field: its zone, position in it, height, kind and optional distance.
    static func field(containerPossible: Bool) -> Gen<LayoutPlan.FieldPlan> {
        let zone = Gen<LayoutPlan.Zone>.weighted([
            (3, .constant(.wellAbove)), (2, .constant(.nearLine)), (3, .constant(.straddling)), (4, .constant(.underKeyboard)),
            (2, .constant(.nearTop)), (1, .constant(.tallerThanRoom)), (2, .constant(.contentEnd)),
        ])
        let caret = Gen<Int?>.weighted([(4, .constant(nil)), (1, Gen<Int>.int(in: 0...100).map { Optional($0) })])
        let distance = Gen<Double?>.weighted([(6, .constant(nil)), (1, Gen<Int>.element(of: [0, 20, 40]).map { Optional(Double($0)) })])
        let inContainer: Gen<Bool> = containerPossible ? .weighted([(1, .constant(false)), (2, .constant(true))]) : .constant(false)
        return zip(zone, .int(in: 0...100), .int(in: 30...50), caret, zip(distance, inContainer)).map { zone, position, height, caret, rest in
            LayoutPlan.FieldPlan(
                zone: zone, position: position, height: caret == nil ? height : height * 4, caret: caret, keyboardDistance: rest.0,
                inContainer: rest.1)
        }.span(.record)
    }
}
