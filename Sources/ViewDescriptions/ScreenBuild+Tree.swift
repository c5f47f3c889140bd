import AvoidCore
import ViewTree

extension ScreenBuild {
    /// The tree of the imported views, on the screen and window the dump implies.
    mutating func makeTree(screen chosen: Size?) throws(ViewDescriptionError) -> ViewTree {
        var nodes: [ViewNode] = []
        for index in views.indices {
            guard let id = ids[index], let kind = kinds[index] else { continue }
            origins[id] = index
            nodes.append(node(index, id: id, kind: kind))
        }
        let window: Rect
        let screen: Size
        if hasWindow {
            window = views[0].frame
            screen = chosen ?? window.size
            if chosen == nil { assumptions.append(.screenFromWindow(screen)) }
        } else {
            let roots = views.filter { $0.parent == nil }
            let reach = Size(
                width: roots.map(\.frame.maxX).max() ?? 0, height: roots.map(\.frame.maxY).max() ?? 0)
            screen = chosen ?? reach
            window = Rect(origin: .zero, size: screen)
            if chosen == nil { assumptions.append(.screenFromRoot(screen)) }
        }
        device = DeviceFacts.device(for: screen)
        if let device {
            assumptions.append(.screenSafeArea(device.safeArea, device: device.name))
        } else {
            assumptions.append(.unknownDevice(screen))
        }
        for (index, view) in views.enumerated() where view.followsCut && ids[index] != nil {
            assumptions.append(.attachedAcrossCut(line: view.line, parentLine: view.parent.map { views[$0].line }))
        }
        do {
            return try ViewTree(
                screen: screen, screenSafeArea: device?.safeArea ?? .zero, window: window, nodes: nodes)
        } catch {
            throw .invalidTree(line: line(of: error), reason: error)
        }
    }

    /// One view: its centre and bounds from the printed frame (the bounding box under its
    /// transform), its offset, whether it is hidden or a controller's root view.
    mutating func node(_ index: Int, id: ViewID, kind: ViewKind) -> ViewNode {
        let view = views[index]
        var kind = kind
        if case .scrollView(var geometry) = kind {
            geometry.isControllerContent = isControllerContent(index)
            kind = .scrollView(geometry)
        }
        var node = ViewNode(
            id: id, parent: importedParent(of: index).flatMap { ids[$0] }, kind: kind, frame: view.frame,
            boundsOrigin: kind.scroll == nil ? .zero : view.contentOffset ?? .zero, isHidden: view.isHidden,
            isControllerRoot: controllerRoots[index] != nil)
        if let t = view.transform, t != [1, 0, 0, 1, 0, 0] {
            if t[1] == 0, t[2] == 0, t[0] > 0, t[3] > 0 {
                // The frame is the layer's bounding box: its centre is the view's centre moved
                // by the translation, its size the bounds' scaled.
                node.transform = Transform(scaleX: t[0], scaleY: t[3], translationX: t[4], translationY: t[5])
                node.center = Point(
                    x: view.frame.minX + view.frame.width / 2 - t[4], y: view.frame.minY + view.frame.height / 2 - t[5])
                node.bounds.size = Size(width: view.frame.width / t[0], height: view.frame.height / t[3])
                assumptions.append(.transformFromFrame(line: view.line))
            } else {
                assumptions.append(.transformDropped(line: view.line))
            }
        }
        if kind.isTextInput, let faded = selfAndAncestors(index).first(where: { views[$0].alpha == 0 }) {
            let assumption = ImportAssumption.alphaZero(line: views[faded].line)
            if !assumptions.contains(assumption) { assumptions.append(assumption) }
        }
        return node
    }

    func selfAndAncestors(_ index: Int) -> [Int] {
        var result = [index]
        while let parent = views[result[result.count - 1]].parent { result.append(parent) }
        return result
    }

    /// The line of the view a tree error names (the first view's for the screen or window).
    func line(of error: ViewTreeError) -> Int {
        let named: ViewID?
        switch error {
        case .duplicateView(let id), .unknownView(let id), .identityChanged(let id), .unsupportedTransform(let id),
            .firstResponderNotTextInput(let id), .notA(_, let id):
            named = id
        case .unknownParent(let view, _): named = view
        case .nonFinite(let view, _), .negativeSize(let view, _), .outOfRange(let view, _): named = view
        }
        return named.flatMap { origins[$0] }.map { views[$0].line } ?? views.first?.line ?? 1
    }
}

extension ScreenBuild {
    /// Each controller root inside a navigation or tab bar controller gets the safe area its
    /// bars cover: a navigation bar over its top, a tab bar or toolbar over its bottom.
    mutating func addBarSafeAreas(to tree: inout ViewTree) throws(ViewDescriptionError) {
        var wanted: [ViewID: EdgeInsets] = [:]
        for (index, _) in controllerRoots.sorted(by: { $0.key < $1.key }) {
            guard let id = ids[index],
                let container = selfAndAncestors(index).dropFirst().first(where: {
                    views[$0].isKind(of: "UILayoutContainerView")
                }),
                let root = try? tree.windowFrame(of: id)
            else { continue }
            var insets = EdgeInsets.zero
            var barLine = 0
            for bar in source.children(of: container) {
                guard let barID = ids[bar], let kind = kinds[bar]?.bar, !views[bar].isHidden,
                    let frame = try? tree.windowFrame(of: barID)
                else { continue }
                // A bar in the root's top half covers its top down to the bar's bottom (a
                // navigation bar below the status bar starts at 20); one in its bottom half, its bottom.
                let middle = root.minY + root.height / 2
                if kind == .navigationBar, frame.minY < middle, frame.maxY > root.minY {
                    insets.top = max(insets.top, frame.maxY - root.minY)
                    barLine = views[bar].line
                } else if kind != .navigationBar, frame.maxY > middle, frame.minY < root.maxY {
                    insets.bottom = max(insets.bottom, root.maxY - frame.minY)
                    barLine = views[bar].line
                }
            }
            guard insets != .zero else { continue }
            wanted[id] = insets
            assumptions.append(.barSafeArea(line: views[index].line, barLine: barLine, insets: insets))
        }
        do { tree = try tree.matchingSafeAreas(wanted) } catch {
            throw .invalidTree(line: line(of: error), reason: error)
        }
    }

    /// The first responder: as chosen, else the text field holding a field editor.
    mutating func chooseFocus(_ choice: FocusChoice?, in tree: inout ViewTree) throws(ViewDescriptionError) {
        let inputs = views.indices.filter { kinds[$0]?.isTextInput == true }
        let chosen: Int?
        switch choice {
        case .address(let address):
            guard let index = views.indices.first(where: { views[$0].address.lowercased() == address.lowercased() })
            else { throw .focusNotFound(address) }
            chosen = index
        case .view(let number):
            guard let index = ids.firstIndex(where: { $0?.rawValue == number }) else {
                throw .focusNotFound("view \(number)")
            }
            chosen = index
        case .className(let name):
            guard let index = inputs.first(where: { views[$0].isKind(of: name) }) else { throw .focusNotFound(name) }
            chosen = index
        case nil:
            let editing = fieldEditors.filter { kinds[$0.key]?.isTextInput == true }
            if let (input, editor) = editing.sorted(by: { $0.key < $1.key }).first {
                assumptions.append(.focusFromFieldEditor(line: views[input].line, editorLine: views[editor].line))
                chosen = input
            } else {
                assumptions.append(.noFocus)
                chosen = nil
            }
        }
        guard let chosen else { return }
        guard let id = ids[chosen], kinds[chosen]?.isTextInput == true else {
            throw .focusNotATextInput(line: views[chosen].line, name: choice?.name ?? views[chosen].address)
        }
        do { try tree.setFirstResponder(id) } catch { throw .invalidTree(line: line(of: error), reason: error) }
    }

    /// Every scroll view whose adjusted inset UIKit printed, with the model's beside it.
    func insetChecks(in tree: ViewTree) throws(ViewDescriptionError) -> [AdjustedInsetCheck] {
        var checks: [AdjustedInsetCheck] = []
        for (index, view) in views.enumerated() {
            guard let printed = view.adjustedContentInset, let id = ids[index], kinds[index]?.scroll != nil else {
                continue
            }
            do {
                guard let computed = try tree.computedAdjustedContentInset(of: id) else { continue }
                checks.append(AdjustedInsetCheck(view: id, line: view.line, printed: printed, computed: computed))
            } catch {
                throw .invalidTree(line: view.line, reason: error)
            }
        }
        return checks
    }
}
