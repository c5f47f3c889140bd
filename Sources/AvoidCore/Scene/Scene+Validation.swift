extension Scene {
    /// Checks that every number is finite, every size non-negative, identifiers unique and
    /// container references resolved (a text view's own container has its frame). Cost:
    /// O(fields x containers + fields^2); runs only on attach and layout changes, never per
    /// keyboard notification. Error paths are built only when thrown: formatting them costs more
    /// than checking.
    public func validate() throws(SceneError) {
        try Self.check(screen, "screen")
        try Self.check(screenSafeArea, "screenSafeArea")
        try Self.check(window, "window")
        try Self.check(hostFrame, "hostFrame")
        try Self.check(hostSafeArea, "hostSafeArea")
        for (i, bar) in bars.enumerated() { try Self.check(bar.frame, "bars[\(i)].frame") }
        for (i, c) in containers.enumerated() {
            try Self.check(c.frame, "containers[\(i)].frame")
            try Self.check(c.contentSize, "containers[\(i)].contentSize")
            guard c.contentOffset.isFinite else { throw .nonFinite(path: "containers[\(i)].contentOffset") }
            guard MagnitudeLimit.allows(c.contentOffset.x), MagnitudeLimit.allows(c.contentOffset.y) else {
                throw .outOfRange(path: "containers[\(i)].contentOffset")
            }
            try Self.check(c.contentInset, "containers[\(i)].contentInset")
            for other in containers[..<i] where other.id == c.id { throw .duplicateContainer(c.id) }
        }
        for (i, f) in fields.enumerated() {
            try Self.check(f.frame, "fields[\(i)].frame")
            if case .multiLine(let caret) = f.kind { try Self.check(caret, "fields[\(i)].caret") }
            if let d = f.keyboardDistance {
                guard d.isFinite else { throw .nonFinite(path: "fields[\(i)].keyboardDistance") }
                guard d >= 0 else { throw .negativeKeyboardDistance(path: "fields[\(i)].keyboardDistance") }
                guard MagnitudeLimit.allows(d) else { throw .outOfRange(path: "fields[\(i)].keyboardDistance") }
            }
            if let cid = f.container, container(cid) == nil {
                throw .unknownContainer(field: f.id, container: cid)
            }
            if let own = f.ownContainer {
                guard let scroll = container(own) else { throw .unknownContainer(field: f.id, container: own) }
                guard case .multiLine = f.kind, f.container == nil, scroll.frame == f.frame else {
                    throw .ownContainerMismatch(field: f.id, container: own)
                }
            }
            for other in fields[..<i] where other.id == f.id { throw .duplicateField(f.id) }
        }
    }

    static func check(_ size: Size, _ path: @autoclosure () -> String) throws(SceneError) {
        // The common case first, in one expression: every scene is validated on attach, on each
        // layout change and by the checker's fresh models, so this runs millions of times.
        if MagnitudeLimit.allows(size.width), MagnitudeLimit.allows(size.height), size.width >= 0, size.height >= 0 {
            return
        }
        guard size.isFinite else { throw .nonFinite(path: path()) }
        guard size.width >= 0, size.height >= 0 else { throw .negativeSize(path: path()) }
        guard MagnitudeLimit.allows(size.width), MagnitudeLimit.allows(size.height) else {
            throw .outOfRange(path: path())
        }
    }

    static func check(_ rect: Rect, _ path: @autoclosure () -> String) throws(SceneError) {
        if MagnitudeLimit.allows(rect), rect.width >= 0, rect.height >= 0 { return }
        guard rect.origin.isFinite else { throw .nonFinite(path: path()) }
        try check(rect.size, path())
        guard MagnitudeLimit.allows(rect) else { throw .outOfRange(path: path()) }
    }

    static func check(_ insets: EdgeInsets, _ path: @autoclosure () -> String) throws(SceneError) {
        if MagnitudeLimit.allows(insets.top), MagnitudeLimit.allows(insets.left), MagnitudeLimit.allows(insets.bottom),
            MagnitudeLimit.allows(insets.right)
        {
            return
        }
        guard insets.isFinite else { throw .nonFinite(path: path()) }
        guard MagnitudeLimit.allows(insets.top), MagnitudeLimit.allows(insets.left),
            MagnitudeLimit.allows(insets.bottom),
            MagnitudeLimit.allows(insets.right)
        else { throw .outOfRange(path: path()) }
    }
}
