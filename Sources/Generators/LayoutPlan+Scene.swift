import PropertyKit
import AvoidCore

extension LayoutPlan {
    /// The concrete scene this plan gives on `device`. Deterministic; coordinates are whole points.
    public func scene(on device: DeviceSetup) -> Scene {
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

        var host = Rect(origin: .zero, size: window.size)
        var hostSafe = windowSafe
        if hostInset {
            // A form sheet: 40 pt down, 90% of the height, full width on phones.
            let inset = (window.height * 0.05).rounded()
            host = Rect(x: 0, y: inset + 20, width: window.width, height: window.height - inset - 20)
            hostSafe.top = 0
        }

        var bars: [Bar] = []
        var top = hostSafe.top
        switch topBar {
        case .none: break
        case .navigationBar:
            bars.append(Bar(kind: .navigationBar, frame: Rect(x: 0, y: top, width: host.width, height: device.navigationBarHeight)))
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
            bars.append(Bar(kind: .tabBar, frame: Rect(x: 0, y: host.height - height, width: host.width, height: height)))
            bottomLimit -= height
        case .toolbar:
            let height = 44 + hostSafe.bottom
            bars.append(Bar(kind: .toolbar, frame: Rect(x: 0, y: host.height - height, width: host.width, height: height)))
            bottomLimit -= height
        }

        // The line the predictive keyboard will draw, in host coordinates.
        let keyboardTop = screen.height - device.keyboardHeights.predictive
        let line = keyboardTop - window.minY - host.minY

        var containers: [ScrollContainer] = []
        if let plan = container {
            let room = max(40, bottomLimit - top)
            let height = max(40, (room * Double(plan.height) / 100).rounded())
            let halves = plan.sideBySide ? 2 : 1
            let width = (host.width / Double(halves)).rounded(.down)
            for index in 0..<halves {
                let frame = Rect(x: Double(index) * width, y: top, width: width, height: height)
                let contentHeight = (height * Double(plan.content) / 100).rounded()
                let inset = plan.insetForSafeArea && frame.maxY >= host.height ? hostSafe.bottom : 0
                let scrollable = max(0, contentHeight + inset - height)
                let offset = (scrollable * Double(plan.offset) / 100).rounded()
                containers.append(
                    ScrollContainer(
                        id: ContainerID(index + 1), frame: frame, contentSize: Size(width: width, height: contentHeight),
                        contentOffset: Point(x: 0, y: offset), contentInset: EdgeInsets(bottom: inset)))
            }
        }

        var fields: [Field] = []
        for (index, plan) in self.fields.enumerated() {
            var (y, height) = Self.place(plan, top: top, line: line, hostHeight: host.height)
            var containerID: ContainerID? = nil
            var width = host.width
            if plan.inContainer, !containers.isEmpty {
                // Fields alternate between side-by-side containers.
                let c = containers[index % containers.count]
                // Same on-screen zone, expressed in content coordinates, kept inside the content.
                y = min(max(0, y - c.frame.minY + c.contentOffset.y), max(0, c.contentSize.height - height))
                if plan.zone == .contentEnd { y = max(0, c.contentSize.height - height) }
                containerID = c.id
                width = c.frame.width
            }
            let frame = Rect(x: 16, y: y, width: max(1, width - 32), height: height)
            let kind: Field.Kind =
                plan.caret.map { percent in
                    .multiLine(caret: Rect(x: 4, y: ((height - 20) * Double(percent) / 100).rounded(), width: 2, height: 20))
                } ?? .singleLine
            fields.append(Field(id: FieldID(index + 1), frame: frame, kind: kind, keyboardDistance: plan.keyboardDistance, container: containerID))
        }

        return Scene(
            screen: screen, screenSafeArea: safe, window: window, windowMode: mode, hostFrame: host, hostSafeArea: hostSafe,
            bars: bars, fields: fields, containers: containers)
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
    static func place(_ plan: FieldPlan, top: Double, line: Double, hostHeight: Double) -> (y: Double, height: Double) {
        var height = Double(plan.height)
        let t = Double(plan.position) / 100
        func between(_ low: Double, _ high: Double) -> Double { (low + (max(low, high) - low) * t).rounded() }
        let y: Double
        switch plan.zone {
        case .wellAbove: y = between(top, line - 60 - height)
        case .nearLine: y = between(line - 14 - height, line - 6 - height)
        case .straddling: y = between(line - height + 1, line - 1)
        case .underKeyboard: y = between(line, hostHeight - height)
        case .nearTop: y = between(top - 8, top + 30)
        case .tallerThanRoom:
            height = max(height, (line - 10 - top).rounded() + 1 + Double(plan.height))
            y = between(top, top + 40)
        case .contentEnd: y = hostHeight - height
        }
        return (y, height)
    }
}
