import AvoidConformance
import AvoidCore
import Generators
import Testing

/// Every coverage label, on hand-made scenarios just inside it and just outside it, at its
/// boundary: the coverage each property requires rests on these labels, so a label is checked
/// as an invariant is.
///
/// The base is an iPhone SE (320 x 568, safe top 20) with a docked keyboard 253 pt high: the
/// keyboard line K is 315, the visible top T is 20 and, with the default distance of 10, the
/// bottom B of the room is 305.
@Suite struct SituationTests {
    static let screen = Size(width: 320, height: 568)
    static let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)

    static func field(_ id: FieldID = 1, y: Double, height: Double = 44, container: ContainerID? = nil) -> Field {
        Field(id: id, frame: Rect(x: 16, y: y, width: 288, height: height), container: container)
    }

    static func scene(
        screen: Size = screen, window: Rect? = nil, windowMode: Scene.WindowMode = .fullScreen, host: Rect? = nil,
        fields: [Field], containers: [ScrollContainer] = []
    ) -> Scene {
        Scene(
            screen: screen, screenSafeArea: EdgeInsets(top: 20), window: window, windowMode: windowMode,
            hostFrame: host, fields: fields, containers: containers)
    }

    static func show(_ frame: Rect = keyboard, duration: Double = 0.25, curve: Int = 7) -> Input {
        .keyboard(.showing(frame, on: screen, duration: duration, curve: curve))
    }

    static let hide = Input.keyboard(.hiding(keyboard, on: screen))

    static func situations(
        _ scene: Scene, _ inputs: [Input], configuration: Configuration = Configuration()
    ) -> [Situation] {
        Scenario(scene: scene, configuration: configuration, inputs: inputs).situations
    }

    /// Whether `situation` is reached, inside and outside its boundary.
    static func expect(
        _ situation: Situation, inside: [Situation], outside: [Situation],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(inside.contains(situation), "just inside", sourceLocation: sourceLocation)
        #expect(!outside.contains(situation), "just outside", sourceLocation: sourceLocation)
    }

    /// Hidden when its bottom is below B = K - d (the field's own distance counts) and its top
    /// below T.
    @Test func fieldHiddenBeforeShift() {
        let distance = { (bottom: Double) in
            Scene(
                screen: Self.screen, screenSafeArea: EdgeInsets(top: 20),
                fields: [Field(id: 1, frame: Rect(x: 16, y: bottom - 44, width: 288, height: 44), keyboardDistance: 30)]
            )
        }
        // B = 315 - 30 = 285.
        Self.expect(
            .fieldHiddenBeforeShift, inside: Self.situations(distance(286), [.focus(1), Self.show()]),
            outside: Self.situations(distance(285), [.focus(1), Self.show()]))
        // At the visible top: nothing above it to move into.
        let tall = Self.scene(fields: [Self.field(y: 20, height: 300)])
        let lower = Self.scene(fields: [Self.field(y: 21, height: 300)])
        Self.expect(
            .fieldHiddenBeforeShift, inside: Self.situations(lower, [.focus(1), Self.show()]),
            outside: Self.situations(tall, [.focus(1), Self.show()]))
    }

    /// Taller than the room between T and B (285).
    @Test func fieldTallerThanRoom() {
        Self.expect(
            .fieldTallerThanRoom,
            inside: Self.situations(Self.scene(fields: [Self.field(y: 30, height: 286)]), [.focus(1), Self.show()]),
            outside: Self.situations(Self.scene(fields: [Self.field(y: 30, height: 285)]), [.focus(1), Self.show()]))
    }

    /// As tall as the room between T and B (285), or one point taller.
    @Test func fieldOnRoomEdge() {
        let reached = { (height: Double) in
            Self.situations(Self.scene(fields: [Self.field(y: 30, height: height)]), [.focus(1), Self.show()])
        }
        Self.expect(.fieldOnRoomEdge, inside: reached(285), outside: reached(284))
        Self.expect(.fieldOnRoomEdge, inside: reached(286), outside: reached(287))
    }

    @Test func focusSwitchWhileKeyboardUp() {
        let scene = Self.scene(fields: [Self.field(y: 100), Self.field(2, y: 200)])
        Self.expect(
            .focusSwitchWhileKeyboardUp, inside: Self.situations(scene, [.focus(1), Self.show(), .focus(2)]),
            outside: Self.situations(scene, [.focus(1), .focus(2), Self.show()]))
    }

    /// A WillShow right after a WillShow, with nothing between.
    @Test func repeatedWillShow() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        let didShow = Input.keyboard(KeyboardEvent(phase: .didShow, endFrame: Self.keyboard))
        Self.expect(
            .repeatedWillShow, inside: Self.situations(scene, [Self.show(), Self.show()]),
            outside: Self.situations(scene, [Self.show(), didShow, Self.show()]))
        // Any accepted input between the two, not only a notification, makes them no repeat.
        #expect(!Self.situations(scene, [Self.show(), .focus(1), Self.show()]).contains(.repeatedWillShow))
    }

    /// A hide while a keyboard covers the band and a field is focused.
    @Test func hideAfterShift() {
        let scene = Self.scene(fields: [Self.field(y: 400)])
        Self.expect(
            .hideAfterShift, inside: Self.situations(scene, [.focus(1), Self.show(), Self.hide]),
            outside: Self.situations(scene, [Self.show(), Self.hide]))
    }

    @Test func multitaskingWindow() {
        let half = Rect(x: 0, y: 0, width: 160, height: 568)
        Self.expect(
            .multitaskingWindow,
            inside: Self.situations(Self.scene(window: half, windowMode: .splitView, fields: [Self.field(y: 100)]), []),
            outside: Self.situations(Self.scene(window: half, fields: [Self.field(y: 100)]), []))
    }

    /// A hardware keyboard's bar reaches more than a point below the screen.
    @Test func hardwareKeyboard() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        Self.expect(
            .hardwareKeyboard, inside: Self.situations(scene, [Self.show(Rect(x: 0, y: 513, width: 320, height: 57))]),
            outside: Self.situations(scene, [Self.show(Rect(x: 0, y: 513, width: 320, height: 56))]))
    }

    /// Undocked: not within a point of the screen's bottom (or not spanning the window).
    @Test func undockedKeyboard() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        Self.expect(
            .undockedKeyboard, inside: Self.situations(scene, [Self.show(Rect(x: 0, y: 300, width: 320, height: 266))]),
            outside: Self.situations(scene, [Self.show(Rect(x: 0, y: 301, width: 320, height: 266))]))
        Self.expect(
            .undockedKeyboard, inside: Self.situations(scene, [Self.show(Rect(x: 2, y: 315, width: 318, height: 253))]),
            outside: Self.situations(scene, [Self.show(Rect(x: 1, y: 315, width: 319, height: 253))]))
    }

    static let container = ScrollContainer(
        id: 1, frame: Rect(x: 0, y: 64, width: 320, height: 504), contentSize: Size(width: 320, height: 1000))

    @Test func scrollContainerFocused() {
        let inContainer = Self.scene(fields: [Self.field(y: 400, container: 1)], containers: [Self.container])
        let outside = Self.scene(fields: [Self.field(y: 400)], containers: [Self.container])
        Self.expect(
            .scrollContainerFocused, inside: Self.situations(inContainer, [.focus(1), Self.show()]),
            outside: Self.situations(outside, [.focus(1), Self.show()]))
    }

    /// Under K = 315 the container (64 ... 568, content 1000) is inset by 253, so it may scroll to
    /// 1000 + 253 - 504 = 749; a field at content y needs y + 64 + 44 - 305 = y - 197.
    @Test func containerRangeEnd() {
        let reached = { (y: Double) in
            Self.situations(
                Self.scene(fields: [Self.field(y: y, container: 1)], containers: [Self.container]),
                [.focus(1), Self.show()])
        }
        Self.expect(.containerRangeEnd, inside: reached(946), outside: reached(945))
        #expect(reached(956).contains(.containerRangeEnd))
    }

    @Test func focusBetweenContainers() {
        var second = Self.container
        second.id = 2
        let two = Self.scene(
            fields: [Self.field(y: 100, container: 1), Self.field(2, y: 200, container: 2)],
            containers: [Self.container, second])
        let one = Self.scene(
            fields: [Self.field(y: 100, container: 1), Self.field(2, y: 200, container: 1)],
            containers: [Self.container])
        Self.expect(
            .focusBetweenContainers, inside: Self.situations(two, [.focus(1), Self.show(), .focus(2)]),
            outside: Self.situations(one, [.focus(1), Self.show(), .focus(2)]))
    }

    @Test func textViewCaret() {
        let caret = Rect(x: 4, y: 10, width: 2, height: 20)
        let textView = Self.scene(fields: [
            Field(id: 1, frame: Rect(x: 16, y: 100, width: 288, height: 100), kind: .multiLine(caret: caret))
        ])
        let field = Self.scene(fields: [Self.field(y: 100, height: 100)])
        Self.expect(
            .textViewCaret, inside: Self.situations(textView, [.focus(1), Self.show()]),
            outside: Self.situations(field, [.focus(1), Self.show()]))
    }

    /// A layout change to another screen size, not merely other fields.
    @Test func rotation() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        let rotated = Self.scene(screen: Size(width: 568, height: 320), fields: [Self.field(y: 100)])
        let moved = Self.scene(fields: [Self.field(y: 120)])
        Self.expect(
            .rotation, inside: Self.situations(scene, [.layoutChanged(rotated)]),
            outside: Self.situations(scene, [.layoutChanged(moved)]))
    }

    @Test func detachAndNotificationWhileDetached() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        Self.expect(.detach, inside: Self.situations(scene, [.detach]), outside: Self.situations(scene, [.attach]))
        Self.expect(
            .notificationWhileDetached, inside: Self.situations(scene, [.detach, Self.show()]),
            outside: Self.situations(scene, [.detach, .attach, Self.show()]))
        // The keyboard stays the system's across the view's absence.
        Self.expect(
            .attachUnderKeyboard, inside: Self.situations(scene, [Self.show(), .detach, .attach]),
            outside: Self.situations(scene, [Self.show(), .detach, Self.hide, .attach]))
        Self.expect(
            .attachUnderKeyboard, inside: Self.situations(scene, [.detach, Self.show(), .attach]),
            outside: Self.situations(scene, [.detach, .attach, Self.show()]))
    }

    @Test func malformedInput() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        Self.expect(
            .malformedInput, inside: Self.situations(scene, [.focus(2)]), outside: Self.situations(scene, [.focus(1)]))
        Self.expect(
            .malformedInput, inside: Self.situations(scene, [Self.show(Rect(x: 0, y: 315, width: -1, height: 253))]),
            outside: Self.situations(scene, [Self.show(Rect(x: 0, y: 315, width: 0, height: 253))]))
    }

    /// Any duration or curve but the keyboard's own 0.25 s and 7.
    @Test func nonDefaultAnimation() {
        let scene = Self.scene(fields: [Self.field(y: 100)])
        Self.expect(
            .nonDefaultAnimation, inside: Self.situations(scene, [Self.show(duration: 0.25, curve: 0)]),
            outside: Self.situations(scene, [Self.show(duration: 0.25, curve: 7)]))
        Self.expect(
            .nonDefaultAnimation, inside: Self.situations(scene, [Self.show(duration: 0.26)]),
            outside: Self.situations(scene, [Self.show()]))
    }

    /// The shorter side is at least 700 points.
    @Test func iPad() {
        let pad = Self.scene(screen: Size(width: 700, height: 1000), fields: [Self.field(y: 100)])
        let large = Self.scene(screen: Size(width: 699, height: 1000), fields: [Self.field(y: 100)])
        Self.expect(.iPad, inside: Self.situations(pad, []), outside: Self.situations(large, []))
        let wide = Self.scene(screen: Size(width: 1000, height: 700), fields: [Self.field(y: 100)])
        let short = Self.scene(screen: Size(width: 1000, height: 699), fields: [Self.field(y: 100)])
        Self.expect(.iPad, inside: Self.situations(wide, []), outside: Self.situations(short, []))
    }

    /// Wider than tall; a square screen is not landscape.
    @Test func landscape() {
        Self.expect(
            .landscape,
            inside: Self.situations(
                Self.scene(screen: Size(width: 501, height: 500), fields: [Self.field(y: 100)]), []),
            outside: Self.situations(
                Self.scene(screen: Size(width: 500, height: 500), fields: [Self.field(y: 100)]), []))
    }

    @Test func hostOffsetHorizontally() {
        let field = [Self.field(y: 100)]
        Self.expect(
            .hostOffsetHorizontally,
            inside: Self.situations(Self.scene(host: Rect(x: 1, y: 0, width: 319, height: 568), fields: field), []),
            outside: Self.situations(Self.scene(host: Rect(x: 0, y: 1, width: 320, height: 567), fields: field), []))
        Self.expect(
            .hostOffsetHorizontally,
            inside: Self.situations(Self.scene(window: Rect(x: 1, y: 0, width: 319, height: 568), fields: field), []),
            outside: Self.situations(Self.scene(window: Rect(x: 0, y: 1, width: 320, height: 567), fields: field), []))
    }

    @Test func horizontalContentOffset() {
        var scrolled = Self.container
        scrolled.contentOffset = Point(x: 1, y: 0)
        var down = Self.container
        down.contentOffset = Point(x: 0, y: 1)
        Self.expect(
            .horizontalContentOffset,
            inside: Self.situations(Self.scene(fields: [Self.field(y: 100)], containers: [scrolled]), []),
            outside: Self.situations(Self.scene(fields: [Self.field(y: 100)], containers: [down]), []))
    }

    /// Out of the container's view: above its clear top or below its clear bottom (its frame less
    /// its insets), judged with the keyboard up. The container's clear region is 74...558 here.
    @Test func fieldOutOfContainerView() {
        var container = Self.container
        container.contentInset = EdgeInsets(top: 10, bottom: 10)
        func reached(contentY: Double) -> [Situation] {
            Self.situations(
                Self.scene(fields: [Self.field(y: contentY, container: 1)], containers: [container]),
                [.focus(1), Self.show()])
        }
        // Content y 10 is on screen at 74: on the clear top; 9 is a point above it.
        Self.expect(.fieldOutOfContainerView, inside: reached(contentY: 9), outside: reached(contentY: 10))
        // Bottom on the clear bottom (558) at content y 450; a point lower is out.
        Self.expect(.fieldOutOfContainerView, inside: reached(contentY: 451), outside: reached(contentY: 450))
    }

    /// Beside the keyboard: the container ends where the keyboard's band starts, or starts where
    /// it ends (here, a page left of the host view).
    @Test func containerBesideKeyboard() {
        func reached(containerX: Double) -> [Situation] {
            let container = ScrollContainer(
                id: 1, frame: Rect(x: containerX, y: 64, width: 320, height: 504),
                contentSize: Size(width: 320, height: 1000))
            return Self.situations(
                Self.scene(fields: [Self.field(y: 400, container: 1)], containers: [container]),
                [.focus(1), Self.show()])
        }
        Self.expect(.containerBesideKeyboard, inside: reached(containerX: -320), outside: reached(containerX: -319))
        Self.expect(.containerBesideKeyboard, inside: reached(containerX: 320), outside: reached(containerX: 319))
    }

    /// A field's bottom exactly on B or K, or its top exactly on T.
    @Test func exactEdge() {
        func reached(y: Double) -> [Situation] {
            Self.situations(Self.scene(fields: [Self.field(y: y, height: 44)]), [.focus(1), Self.show()])
        }
        Self.expect(.exactEdge, inside: reached(y: 305 - 44), outside: reached(y: 305 - 44 - 1))
        Self.expect(.exactEdge, inside: reached(y: 315 - 44), outside: reached(y: 315 - 44 + 1))
        Self.expect(.exactEdge, inside: reached(y: 20), outside: reached(y: 21))
    }

    /// Valid zero sizes: empty content, a collapsed field, an instant default animation.
    @Test func zeroSize() {
        var empty = Self.container
        empty.contentSize = Size(width: 320, height: 0)
        var one = Self.container
        one.contentSize = Size(width: 320, height: 1)
        Self.expect(
            .zeroSize, inside: Self.situations(Self.scene(fields: [Self.field(y: 100)], containers: [empty]), []),
            outside: Self.situations(Self.scene(fields: [Self.field(y: 100)], containers: [one]), []))
        Self.expect(
            .zeroSize, inside: Self.situations(Self.scene(fields: [Self.field(y: 100, height: 0)]), []),
            outside: Self.situations(Self.scene(fields: [Self.field(y: 100, height: 1)]), []))
        Self.expect(
            .zeroSize,
            inside: Self.situations(
                Self.scene(fields: [Self.field(y: 100)]), [],
                configuration: Configuration(defaultAnimation: Animation(duration: 0, curve: 0))),
            outside: Self.situations(
                Self.scene(fields: [Self.field(y: 100)]), [],
                configuration: Configuration(defaultAnimation: Animation(duration: 0.01, curve: 0))))
    }

    /// A focused text view that scrolls itself, as tall as the room (285) or up to 20 pt less
    /// (a keyboard 20 pt taller leaves it taller than its room), with containers handled.
    @Test func textViewOnRoomEdge() {
        func reached(height: Double, handlesContainers: Bool = true) -> [Situation] {
            let frame = Rect(x: 16, y: 30, width: 288, height: height)
            let scene = Self.scene(
                fields: [
                    Field(
                        id: 1, frame: frame, kind: .multiLine(caret: Rect(x: 4, y: 0, width: 2, height: 20)),
                        ownContainer: 9)
                ],
                containers: [ScrollContainer(id: 9, frame: frame, contentSize: Size(width: 288, height: 3 * height))])
            let configuration = Configuration(handlesScrollContainers: handlesContainers)
            return Self.situations(scene, [.focus(1), Self.show()], configuration: configuration)
        }
        Self.expect(.textViewOnRoomEdge, inside: reached(height: 285), outside: reached(height: 286))
        Self.expect(.textViewOnRoomEdge, inside: reached(height: 266), outside: reached(height: 265))
        #expect(!reached(height: 285, handlesContainers: false).contains(.textViewOnRoomEdge))
    }

    /// Every situation has a test above (this list is checked against the enumeration).
    @Test func everySituationIsTested() {
        let tested: Set<Situation> = [
            .fieldHiddenBeforeShift, .fieldTallerThanRoom, .focusSwitchWhileKeyboardUp, .repeatedWillShow,
            .hideAfterShift, .multitaskingWindow, .hardwareKeyboard, .undockedKeyboard, .scrollContainerFocused,
            .focusBetweenContainers, .textViewCaret, .rotation, .detach, .notificationWhileDetached, .malformedInput,
            .nonDefaultAnimation, .iPad, .landscape, .hostOffsetHorizontally, .horizontalContentOffset,
            .fieldOutOfContainerView, .containerBesideKeyboard, .exactEdge, .zeroSize, .attachUnderKeyboard,
            .textViewOnRoomEdge, .fieldOnRoomEdge, .containerRangeEnd,
        ]
        #expect(tested == Set(Situation.allCases))
    }
}
