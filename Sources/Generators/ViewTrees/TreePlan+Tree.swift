import AvoidCore
import ViewTree

extension TreePlan {
    /// The window's frame on the screen.
    public var windowFrame: Rect {
        let screen = device.screen
        switch window {
        case .fullScreen: return Rect(origin: .zero, size: screen)
        case .split(let leading, let percent):
            let width = (screen.width * Double(percent) / 100).rounded()
            return Rect(x: leading ? 0 : screen.width - width, y: 0, width: width, height: screen.height)
        case .stageManager(let x, let y):
            let size = Size(width: (screen.width * 0.6).rounded(), height: (screen.height * 0.7).rounded())
            return Rect(
                x: ((screen.width - size.width) * Double(x) / 100).rounded(),
                y: ((screen.height - size.height) * Double(y) / 100).rounded(), width: size.width, height: size.height)
        }
    }

    /// The views, ids from 1 in the order built.
    /// - Throws: `ViewTreeError` only if the plan builds an invalid view (a generator bug).
    public var tree: ViewTree {
        get throws(ViewTreeError) {
            var builder = TreeBuilder()
            let window = windowFrame
            let shape = Size(width: window.width, height: window.height)
            // The window's safe area as the tree will compute it, to place the bars.
            let safe =
                (try? ViewTree(screen: device.screen, screenSafeArea: device.safeArea, window: window, nodes: []))?
                .windowSafeArea ?? .zero
            var parent: ViewID? = nil
            var extra = EdgeInsets.zero
            var hostFrame = Rect(origin: .zero, size: shape)
            let barHeight = device.navigationBarHeight
            switch chrome {
            case .none: break
            case .navigation(let translucent, let largeTitle, let toolbar):
                parent = builder.add(nil, .view, Rect(origin: .zero, size: shape), controllerRoot: true)
                let height = barHeight + (largeTitle ? 52 : 0)
                builder.add(parent, .navigationBar, Rect(x: 0, y: safe.top, width: shape.width, height: height))
                if toolbar {
                    builder.add(
                        parent, .toolbar,
                        Rect(x: 0, y: shape.height - 44 - safe.bottom, width: shape.width, height: 44 + safe.bottom))
                    extra.bottom = 44
                }
                if translucent {
                    extra.top = height
                } else {
                    let top = safe.top + height
                    hostFrame = Rect(x: 0, y: top, width: shape.width, height: shape.height - top)
                }
            case .tabs(let navigation):
                parent = builder.add(nil, .view, Rect(origin: .zero, size: shape), controllerRoot: true)
                if navigation {
                    builder.add(parent, .navigationBar, Rect(x: 0, y: safe.top, width: shape.width, height: barHeight))
                    extra.top = barHeight
                }
                builder.add(
                    parent, .tabBar,
                    Rect(x: 0, y: shape.height - 49 - safe.bottom, width: shape.width, height: 49 + safe.bottom))
                extra.bottom = 49
            }
            switch presentation {
            case .inContainer: break
            case .formSheet:
                let size = Size(width: min(540, shape.width - 40), height: min(620, shape.height - 80))
                hostFrame = Rect(
                    x: ((shape.width - size.width) / 2).rounded(), y: ((shape.height - size.height) / 2).rounded(),
                    width: size.width, height: size.height)
                parent = nil
                extra = .zero
            case .popover(let x, let y):
                let size = Size(width: min(320, shape.width - 40), height: min(400, shape.height - 80))
                hostFrame = Rect(
                    x: ((shape.width - size.width) * Double(x) / 100).rounded(),
                    y: ((shape.height - size.height) * Double(y) / 100).rounded(), width: size.width,
                    height: size.height)
                parent = nil
                extra = .zero
            }
            var appTransform = Transform.identity
            switch transform {
            case .identity: break
            case .translation(let dx, let dy):
                appTransform = Transform(translationX: Double(dx), translationY: Double(dy))
            case .scale(let percent):
                appTransform = Transform(scaleX: Double(percent) / 100, scaleY: Double(percent) / 100)
            }
            extra.left += Double(sideInsets)
            extra.right += Double(sideInsets)
            let host = builder.add(
                parent, .view, hostFrame, transform: appTransform, controllerRoot: true, additionalSafeArea: extra)
            builder.content(content, in: host, size: hostFrame.size, plan: self)
            if hiddenPane {
                let size = hostFrame.size
                let pane = builder.add(
                    host, .view, Rect(x: 16, y: max(0, size.height - 64), width: max(0, size.width - 32), height: 44),
                    hidden: true)
                builder.add(pane, .textField, Rect(x: 0, y: 0, width: max(0, size.width - 32), height: 44))
            }
            return try ViewTree(
                screen: device.screen, screenSafeArea: device.safeArea, window: window, nodes: builder.nodes)
        }
    }
}

/// Adds views with ids from 1.
struct TreeBuilder {
    var nodes: [ViewNode] = []

    @discardableResult
    mutating func add(
        _ parent: ViewID?, _ kind: ViewKind, _ frame: Rect, boundsOrigin: Point = .zero,
        transform: Transform = .identity, hidden: Bool = false,
        controllerRoot: Bool = false, additionalSafeArea: EdgeInsets = .zero
    ) -> ViewID {
        let id = ViewID(nodes.count + 1)
        nodes.append(
            ViewNode(
                id: id, parent: parent, kind: kind, frame: frame, boundsOrigin: boundsOrigin, transform: transform,
                isHidden: hidden, isControllerRoot: controllerRoot, additionalSafeArea: additionalSafeArea))
        return id
    }

    /// A stack of the plan's fields, 52 pt apart, in `parent` at `top`; the last may be a text view.
    mutating func stack(in parent: ViewID, width: Double, top: Double, plan: TreePlan) {
        let stack = add(parent, .view, Rect(x: 16, y: top, width: width - 32, height: Self.stackHeight(plan)))
        for i in 0..<plan.fields {
            let y = Double(i) * 52
            if i == plan.fields - 1, let caret = plan.textViewCaret {
                let height = 120.0
                let caretY = ((height - 20) * Double(caret) / 100).rounded()
                // Scrolling on, as UIKit makes a text view, its text filling it.
                add(
                    stack,
                    .textView(
                        caret: Rect(x: 8, y: caretY, width: 2, height: 20),
                        scroll: ScrollGeometry(contentSize: Size(width: width - 32, height: height))),
                    Rect(x: 0, y: y, width: width - 32, height: height))
            } else {
                add(stack, .textField, Rect(x: 0, y: y, width: width - 32, height: 44))
            }
        }
    }

    /// A notes screen: one text view filling the root view, under its bars, its text three
    /// screens long and scrolled by `scrolled` percent, the caret `caret` percent down what shows.
    mutating func notes(in parent: ViewID, size: Size, scrolled: Int, caret: Int) {
        let offset = (2 * size.height * Double(scrolled) / 100).rounded()
        let caretY = offset + ((size.height - 20) * Double(caret) / 100).rounded()
        add(
            parent,
            .textView(
                caret: Rect(x: 8, y: caretY, width: 2, height: 20),
                scroll: ScrollGeometry(contentSize: Size(width: size.width, height: 3 * size.height))),
            Rect(origin: .zero, size: size), boundsOrigin: Point(x: 0, y: offset))
    }

    static func stackHeight(_ plan: TreePlan) -> Double {
        Double(plan.fields - 1) * 52 + (plan.textViewCaret == nil ? 44 : 120)
    }

    /// A vertical scroll view of `frame` in `parent` holding the plan's stack.
    mutating func scroll(_ scroll: TreePlan.ScrollPlan, in parent: ViewID, frame: Rect, plan: TreePlan) {
        let stackHeight = Self.stackHeight(plan)
        let contentHeight = max(frame.height * Double(100 + scroll.extraContent) / 100, stackHeight + 20).rounded()
        let range = max(0, contentHeight - frame.height)
        let sideways = Double(scroll.sideways)
        let geometry = ScrollGeometry(
            contentSize: Size(width: frame.width + 2 * sideways, height: contentHeight),
            contentInset: EdgeInsets(bottom: Double(scroll.appInset)), adjustment: scroll.adjustment,
            isControllerContent: scroll.controllerContent)
        let view = add(
            parent, .scrollView(geometry), frame,
            boundsOrigin: Point(x: sideways, y: (range * Double(scroll.scrolled) / 100).rounded()))
        stack(
            in: view, width: frame.width,
            top: ((contentHeight - stackHeight) * Double(scroll.fieldsTop) / 100).rounded(), plan: plan)
    }

    mutating func content(_ content: TreePlan.Content, in host: ViewID, size: Size, plan: TreePlan) {
        let whole = Rect(origin: .zero, size: size)
        switch content {
        case .form(let top) where plan.isNotesScreen:
            notes(in: host, size: size, scrolled: top, caret: plan.textViewCaret ?? 0)
        case .form(let top):
            let free = max(0, size.height - Self.stackHeight(plan))
            stack(in: host, width: size.width, top: (free * Double(top) / 100).rounded(), plan: plan)
        case .scroll(let scroll): self.scroll(scroll, in: host, frame: whole, plan: plan)
        case .table(let role, let rows, let rowHeight, let every, let scrolled):
            let height = Double(rows * rowHeight)
            let range = max(0, height - size.height)
            let geometry = ScrollGeometry(
                role: role, contentSize: Size(width: size.width, height: height), isControllerContent: true)
            let table = add(
                host, .scrollView(geometry), whole,
                boundsOrigin: Point(x: 0, y: (range * Double(scrolled) / 100).rounded()))
            var fields = 0
            for row in 0..<rows {
                let frame = Rect(x: 0, y: Double(row * rowHeight), width: size.width, height: Double(rowHeight))
                let cell = add(table, .view, frame)
                let contentView = add(cell, .view, Rect(origin: .zero, size: frame.size))
                guard row % max(1, every) == 0, fields < plan.fields else { continue }
                fields += 1
                add(
                    contentView, .textField,
                    Rect(x: 16, y: ((frame.height - 34) / 2).rounded(), width: size.width - 32, height: 34))
            }
        case .paged(let pages, let page, let scroll):
            let geometry = ScrollGeometry(
                contentSize: Size(width: size.width * Double(pages), height: size.height), adjustment: .never)
            let pager = add(host, .scrollView(geometry), whole, boundsOrigin: Point(x: size.width * Double(page), y: 0))
            for index in 0..<pages {
                let pageView = add(pager, .view, whole.offsetBy(dx: size.width * Double(index), dy: 0))
                if index == page { self.scroll(scroll, in: pageView, frame: whole, plan: plan) }
            }
        case .nested(let outerScrolled, let scroll):
            let geometry = ScrollGeometry(
                contentSize: Size(width: size.width, height: size.height * 2), adjustment: .never)
            let outer = add(
                host, .scrollView(geometry), whole,
                boundsOrigin: Point(x: 0, y: (size.height * Double(outerScrolled) / 100).rounded()))
            let inner = Rect(
                x: 0, y: (size.height * 0.5).rounded(), width: size.width, height: (size.height * 0.8).rounded())
            self.scroll(scroll, in: outer, frame: inner, plan: plan)
        }
    }
}
