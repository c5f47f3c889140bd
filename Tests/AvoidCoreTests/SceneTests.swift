import AvoidCore
import Testing

@Suite struct SceneTests {
    static let base = Scene(
        screen: Size(width: 375, height: 812), screenSafeArea: EdgeInsets(top: 44, bottom: 34),
        bars: [
            Bar(kind: .largeTitle, frame: Rect(x: 0, y: 44, width: 375, height: 96)),
            Bar(kind: .tabBar, frame: Rect(x: 0, y: 729, width: 375, height: 83)),
        ],
        fields: [Field(id: 1, frame: Rect(x: 0, y: 300, width: 100, height: 40), container: 5)],
        containers: [
            ScrollContainer(
                id: 5, frame: Rect(x: 0, y: 140, width: 375, height: 589), contentSize: Size(width: 375, height: 2000))
        ])

    @Test func visibleTopIsTheLowerOfSafeAreaAndTopBars() {
        #expect(Self.base.visibleTop == 140)  // large title ends at 44 + 96
        #expect(Self.base.bottomBarTop == 729)
        #expect(Scene(screen: Size(width: 320, height: 568), screenSafeArea: EdgeInsets(top: 20)).visibleTop == 20)
    }

    @Test func defaultsFillTheScreen() {
        let scene = Scene(screen: Size(width: 390, height: 844))
        #expect(scene.window == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.hostFrame == scene.window)
        #expect(
            scene.hostRect(fromScreen: Rect(x: 0, y: 508, width: 390, height: 336))
                == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func screenToHostConversionGoesThroughTheWindow() {
        var scene = Scene(
            screen: Size(width: 1366, height: 1024), window: Rect(x: 300, y: 120, width: 800, height: 600))
        scene.hostFrame = Rect(x: 0, y: 50, width: 800, height: 550)
        #expect(
            scene.hostRect(fromScreen: Rect(x: 0, y: 626, width: 1366, height: 398))
                == Rect(x: -300, y: 456, width: 1366, height: 398))
    }

    @Test func validationNamesWhatIsWrong() throws {
        try Self.base.validate()
        var nan = Self.base
        nan.fields[0].frame.origin.y = .nan
        #expect(throws: SceneError.nonFinite(path: "fields[0].frame")) { try nan.validate() }
        var negative = Self.base
        negative.containers[0].contentSize.height = -1
        #expect(throws: SceneError.negativeSize(path: "containers[0].contentSize")) { try negative.validate() }
        var inset = Self.base
        inset.hostSafeArea.bottom = .infinity
        #expect(throws: SceneError.nonFinite(path: "hostSafeArea")) { try inset.validate() }
        var duplicate = Self.base
        duplicate.fields.append(Field(id: 1, frame: .zero))
        #expect(throws: SceneError.duplicateField(1)) { try duplicate.validate() }
        var duplicateContainer = Self.base
        duplicateContainer.containers.append(duplicateContainer.containers[0])
        #expect(throws: SceneError.duplicateContainer(5)) { try duplicateContainer.validate() }
        var orphan = Self.base
        orphan.fields[0].container = 6
        #expect(throws: SceneError.unknownContainer(field: 1, container: 6)) { try orphan.validate() }
        var distance = Self.base
        distance.fields[0].keyboardDistance = -3
        #expect(throws: SceneError.negativeKeyboardDistance(path: "fields[0].keyboardDistance")) {
            try distance.validate()
        }
        var huge = Self.base
        huge.window.origin.x = 2e6
        #expect(throws: SceneError.outOfRange(path: "window")) { try huge.validate() }
        var insetRange = Self.base
        insetRange.containers[0].contentInset.bottom = -1e300
        #expect(throws: SceneError.outOfRange(path: "containers[0].contentInset")) { try insetRange.validate() }
        var caret = Self.base
        caret.fields[0].kind = .multiLine(caret: Rect(x: 0, y: 0, width: 2, height: .nan))
        #expect(throws: SceneError.nonFinite(path: "fields[0].caret")) { try caret.validate() }
    }
}
