import AvoidCore
import PropertyKit

extension ScenePlan {
    /// The concrete scene this plan gives on `device`, its zones placed against `keyboardDistance`
    /// (the configuration's `d`, unless a field sets its own), so a field planned on `K - d` is
    /// exactly there under the configuration it is judged with. Deterministic; coordinates are
    /// whole points.
    package func scene(on device: DeviceSetup, keyboardDistance: Double = Configuration().keyboardDistance) -> Scene {
        let screen = device.screen
        let safe = device.safeArea
        let window = windowFrame(screen: screen, isPad: device.model.isPad)
        let mode: Scene.WindowMode
        switch self.window {
        case .fullScreen: mode = .fullScreen
        case .split: mode = device.model.isPad ? .splitView : .fullScreen
        case .slideOver: mode = device.model.isPad ? .slideOver : .fullScreen
        case .stageManager: mode = device.model.isPad ? .stageManager : .fullScreen
        }
        // The window's own safe area: what of the screen's insets it touches.
        var windowSafe = EdgeInsets()
        if window.minY <= 0 { windowSafe.top = safe.top }
        if window.maxY >= screen.height { windowSafe.bottom = safe.bottom }
        if window.minX <= 0 { windowSafe.left = safe.left }
        if window.maxX >= screen.width { windowSafe.right = safe.right }

        let (host, hostSafe) = hostFrame(in: window, safe: windowSafe, device: device)

        var bars: [Bar] = []
        var top = hostSafe.top
        switch topBar {
        case .none: break
        case .navigationBar:
            bars.append(
                Bar(
                    kind: .navigationBar,
                    frame: Rect(x: 0, y: top, width: host.width, height: device.navigationBarHeight)))
            top += device.navigationBarHeight
        case .largeTitle:
            bars.append(Bar(kind: .largeTitle, frame: Rect(x: 0, y: top, width: host.width, height: 96)))
            top += 96
        }
        var bottomLimit = host.height
        switch bottomBar {
        case .none: break
        case .tabBar:
            let height = 49 + hostSafe.bottom
            bars.append(
                Bar(kind: .tabBar, frame: Rect(x: 0, y: host.height - height, width: host.width, height: height)))
            bottomLimit -= height
        case .toolbar:
            let height = 44 + hostSafe.bottom
            bars.append(
                Bar(kind: .toolbar, frame: Rect(x: 0, y: host.height - height, width: host.width, height: height)))
            bottomLimit -= height
        case .toolbarAboveTabBar:
            let tabBar = 49 + hostSafe.bottom
            bars.append(
                Bar(kind: .tabBar, frame: Rect(x: 0, y: host.height - tabBar, width: host.width, height: tabBar)))
            bars.append(
                Bar(kind: .toolbar, frame: Rect(x: 0, y: host.height - tabBar - 44, width: host.width, height: 44)))
            bottomLimit -= tabBar + 44
        }

        // The line the predictive keyboard will draw, in host coordinates.
        let keyboardTop = screen.height - device.keyboardHeights.predictive
        let line = keyboardTop - window.minY - host.minY

        // Each list is allocated once at its final size: growing it append by append costs
        // more than the rest of the scene.
        var containers: [ScrollContainer] = []
        if let plan = container {
            let room = max(40, bottomLimit - top)
            // Under the bars, the frame starts at the host's top and is taller by the bars.
            let frameTop = plan.underTopBar ? 0 : top
            let height = max(40, (room * Double(plan.height) / 100).rounded()) + (top - frameTop)
            let halves = plan.sideBySide ? 2 : 1
            containers.reserveCapacity(halves)
            let width = (host.width / Double(halves)).rounded(.down)
            for index in 0..<halves {
                let frame = Rect(
                    x: Double(index) * width + Double(plan.page) * host.width, y: frameTop, width: width, height: height
                )
                let contentHeight = (height * Double(plan.content) / 100).rounded()
                let inset = plan.insetForSafeArea && frame.maxY >= host.height ? hostSafe.bottom : 0
                let sideways = (width * Double(plan.horizontal) / 100).rounded()
                let insetTop = (height * Double(plan.insetTop) / 100).rounded()
                // From 0 (the top inset scrolled away, as an app may leave it) to the content's end.
                let scrollable = max(0, contentHeight + inset - height)
                let offset = (scrollable * Double(plan.offset) / 100).rounded()
                containers.append(
                    ScrollContainer(
                        id: ContainerID(index + 1), frame: frame,
                        contentSize: Size(width: width + sideways, height: contentHeight),
                        contentOffset: Point(x: sideways, y: offset),
                        contentInset: EdgeInsets(top: insetTop, bottom: inset)))
            }
        }

        var fields: [Field] = []
        var ownContainers: [ScrollContainer] = []
        fields.reserveCapacity(self.fields.count)
        for (index, plan) in self.fields.enumerated() {
            if plan.zone == .samePlaceAsPrevious, let previous = fields.last {
                fields.append(
                    Field(
                        id: FieldID(index + 1), frame: previous.frame, kind: previous.kind,
                        keyboardDistance: plan.keyboardDistance, container: previous.container))
                continue
            }
            let distance = plan.keyboardDistance ?? keyboardDistance
            var (y, height) = Self.place(plan, top: top, line: line, distance: distance, hostHeight: host.height)
            var containerID: ContainerID? = nil
            var (x, width) = (16.0, host.width)
            if plan.inContainer, !containers.isEmpty, plan.zone != .roomEdge {
                // Fields alternate between side-by-side containers.
                let c = containers[index % containers.count]
                // Same on-screen zone, expressed in content coordinates, kept inside the content.
                y = min(max(0, y - c.frame.minY + c.contentOffset.y), max(0, c.contentSize.height - height))
                let visibleHeight = c.frame.height - c.contentInset.bottom
                let fraction = Double(plan.position % 3) / 2  // partly (0, 0.5) or wholly (1) out of view
                switch plan.zone {
                case .contentEnd:
                    // At the content's end, or 1, `d` or `d + 1` pt above it: its scroll then needs
                    // exactly its range's end or one point less, whether the keyboard overlaps the
                    // container (the end is then `d` short of `B`) or not.
                    let above = [0, 1, distance, distance + 1][plan.position % 4]
                    y = max(0, c.contentSize.height - height - above)
                case .scrolledAbove: y = max(0, (c.contentOffset.y - height * (0.5 + fraction)).rounded())
                case .scrolledBelow:
                    y = min(
                        max(0, c.contentSize.height - height),
                        (c.contentOffset.y + visibleHeight - height * (0.5 - fraction)).rounded())
                default: break
                }
                containerID = c.id
                (x, width) = (16 + c.contentOffset.x, c.frame.width)
            }
            // A text view whose text scrolls (below), on odd positions so that both kinds meet
            // every zone; always on the room's edge, its caret's top where the zone put its top.
            let onRoomEdge = plan.zone == .roomEdge
            let scrollsItself = (plan.caret != nil && containerID == nil && plan.position % 2 == 1) || onRoomEdge
            let kind: Field.Kind =
                (plan.caret ?? (onRoomEdge ? 0 : nil)).map { percent in
                    .multiLine(
                        caret: Rect(x: 4, y: ((height - 20) * Double(percent) / 100).rounded(), width: 2, height: 20))
                } ?? .singleLine
            if onRoomEdge, case .multiLine(let caret) = kind { y -= caret.minY }
            let frame = Rect(x: x, y: y, width: max(1, width - 32), height: height)
            var own: ContainerID? = nil
            if scrollsItself {
                // Its text three times its height, scrolled by its position's share: its own
                // container, numbered after the screen's (1 and 2).
                let id = ContainerID(100 + index + 1)
                own = id
                ownContainers.append(
                    ScrollContainer(
                        id: id, frame: frame, contentSize: Size(width: frame.width, height: 3 * frame.height),
                        contentOffset: Point(x: 0, y: (2 * frame.height * Double(plan.position) / 100).rounded())))
            }
            fields.append(
                Field(
                    id: FieldID(index + 1), frame: frame, kind: kind, keyboardDistance: plan.keyboardDistance,
                    container: containerID, ownContainer: own))
        }
        containers += ownContainers

        return Scene(
            screen: screen, screenSafeArea: safe, window: window, windowMode: mode, hostFrame: host,
            hostSafeArea: hostSafe,
            bars: bars, fields: fields, containers: containers)
    }

    /// The host view's frame in the window and its safe-area insets.
    func hostFrame(in window: Rect, safe: EdgeInsets, device: DeviceSetup) -> (Rect, EdgeInsets) {
        var hostSafe = safe
        let size = window.size
        let frame: Rect
        switch host {
        case .root:
            frame = Rect(origin: .zero, size: size)
        case .formSheet where device.model.isPad && size.width >= 600 && size.height >= 700:
            frame = Rect(
                x: ((size.width - 540) / 2).rounded(), y: ((size.height - 620) / 2).rounded(), width: 540, height: 620)
            hostSafe = EdgeInsets()
        case .sheet, .formSheet:
            let inset = (size.height * 0.05).rounded()
            frame = Rect(x: 0, y: inset + 20, width: size.width, height: size.height - inset - 20)
            hostSafe.top = 0
        case .splitDetail where size.width > 640:
            frame = Rect(x: 320.5, y: 0, width: size.width - 320.5, height: size.height)
            hostSafe.left = 0
        case .splitDetail:
            frame = Rect(origin: .zero, size: size)
        case .popover(let x, let y):
            let width = min(320, size.width), height = min(400, size.height)
            frame = Rect(
                x: ((size.width - width) * Double(x) / 100).rounded(),
                y: ((size.height - height) * Double(y) / 100).rounded(),
                width: width, height: height)
            hostSafe = EdgeInsets()
        case .aboveKeyboard:
            // The bottom exactly on the predictive keyboard's top (in window coordinates).
            let keyboardTop = device.screen.height - device.keyboardHeights.predictive - window.minY
            frame = Rect(x: 0, y: 0, width: size.width, height: max(1, min(size.height, keyboardTop)))
            hostSafe.bottom = 0
        }
        return (frame, hostSafe)
    }

    func windowFrame(screen: Size, isPad: Bool) -> Rect {
        let full = Rect(origin: .zero, size: screen)
        guard isPad else { return full }
        switch window {
        case .fullScreen: return full
        case .split(let thirds, let right):
            let width = ((screen.width - 10) * Double(thirds) / 3).rounded()
            return Rect(x: right ? screen.width - width : 0, y: 0, width: width, height: screen.height)
        case .slideOver:
            return Rect(x: screen.width - 330, y: 10, width: 320, height: screen.height - 20)
        case .stageManager(let w, let h, let x, let y):
            let width = (500 + (screen.width - 500) * Double(w) / 100).rounded()
            let height = (400 + (screen.height - 460) * Double(h) / 100).rounded()
            let left = ((screen.width - width) * Double(x) / 100).rounded()
            let top = ((screen.height - height) * Double(y) / 100).rounded()
            return Rect(x: left, y: top, width: width, height: height)
        }
    }

    /// A field's y and height in host coordinates for its zone.
    static func place(_ plan: FieldPlan, top: Double, line: Double, distance: Double, hostHeight: Double)
        -> (y: Double, height: Double)
    {
        var height = Double(plan.height)
        let t = Double(plan.position) / 100
        func between(_ low: Double, _ high: Double) -> Double { (low + (max(low, high) - low) * t).rounded() }
        let y: Double
        switch plan.zone {
        case .wellAbove: y = between(top, line - 60 - height)
        case .nearLine: y = between(line - distance - 4 - height, line - distance + 4 - height)
        case .straddling: y = between(line - height + 1, line - 1)
        case .underKeyboard: y = between(line, hostHeight - height)
        case .nearTop: y = between(top - 8, top + 30)
        case .tallerThanRoom:
            // Taller by its own height, or on the edge of pinning its top: one point taller than
            // the room, or exactly as tall (it fits).
            let room = (line - distance - top).rounded()
            height = max(0, [max(height, room + 1 + height), room + 1, room][plan.position % 3])
            y = between(top, top + 40)
        case .contentEnd: y = hostHeight - height
        case .onEdge:
            let delta = Double(plan.position / 3 % 3 - 1)  // one point above, on, one point below
            switch plan.position % 3 {
            case 0: y = line - distance - height + delta  // bottom on B = K - d
            case 1: y = line - height + delta  // bottom on K
            default: y = top + delta  // top on T
            }
        case .scrolledAbove: y = between(top - 8, top + 30)
        case .scrolledBelow, .samePlaceAsPrevious: y = between(line, hostHeight - height)
        case .roomEdge:
            let sides: [Double] = [-20, -19, -1, 0, 1, 19, 20]
            height = max(1, (line - distance - top).rounded() + sides[plan.position % sides.count])
            y = top + Double(plan.position / sides.count % 3 - 1) * 2
        }
        return (y, height)
    }
}
