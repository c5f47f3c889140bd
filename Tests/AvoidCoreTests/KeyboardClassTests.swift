import AvoidCore
import Testing

@Suite struct KeyboardClassTests {
    static let phone = Scene(screen: Size(width: 375, height: 812))
    static let slideOver = Scene(
        screen: Size(width: 1180, height: 820), window: Rect(x: 840, y: 10, width: 320, height: 800),
        windowMode: .slideOver)

    static func classify(_ frame: Rect?, _ scene: Scene = phone) -> KeyboardClass {
        KeyboardClass(endFrame: frame, scene: scene)
    }

    @Test func classifiesTheFramesDevicesReport() {
        #expect(Self.classify(nil) == .hidden)
        #expect(Self.classify(Rect(x: 0, y: 477, width: 375, height: 335)) == .docked)
        #expect(Self.classify(Rect(x: 0, y: 812, width: 375, height: 335)) == .hidden)  // hide end frame
        #expect(Self.classify(Rect(x: 0, y: 757, width: 375, height: 313)) == .hardwareBar)
        #expect(Self.classify(.zero) == .zero)
        #expect(Self.classify(Rect(x: 100, y: -64, width: 0, height: 0)) == .zero)
        #expect(Self.classify(Rect(x: 0, y: -264, width: 768, height: 304)) == .undocked)  // floating, seen on iPad
        #expect(Self.classify(Rect(x: 0, y: 0, width: 375, height: 812)) == .undocked)  // full height while dragging
        #expect(Self.classify(Rect(x: 0, y: 300, width: 375, height: 300)) == .undocked)  // off the bottom edge
        #expect(Self.classify(Rect(x: 0, y: 477, width: 200, height: 335)) == .undocked)  // narrower than the window
    }

    @Test func dockedMeansSpanningTheWindowNotTheScreen() {
        // A full-width keyboard spans a Slide Over window; so does one exactly as wide as the window.
        #expect(Self.classify(Rect(x: 0, y: 422, width: 1180, height: 398), Self.slideOver) == .docked)
        #expect(Self.classify(Rect(x: 840, y: 422, width: 320, height: 398), Self.slideOver) == .docked)
        #expect(Self.classify(Rect(x: 0, y: 422, width: 900, height: 398), Self.slideOver) == .undocked)
    }

    @Test func toleratesSubPointRounding() {
        #expect(Self.classify(Rect(x: 0.4, y: 445.33, width: 374.5, height: 366.67)) == .docked)
    }

    @Test func onlyDockedAndHardwareObstructByDefault() {
        #expect(KeyboardClass.allCases.filter { $0.obstructs(followingUndocked: false) } == [.docked, .hardwareBar])
        #expect(
            KeyboardClass.allCases.filter { $0.obstructs(followingUndocked: true) } == [
                .docked, .hardwareBar, .undocked,
            ])
    }
}
