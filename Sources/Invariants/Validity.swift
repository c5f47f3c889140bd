import AvoidCore

/// Which inputs a correct engine must accept, and with which error it must reject the rest,
/// restated apart from AvoidCore's own validation (which the engine and the bug zoo share), so
/// that a fault in that validation is a disagreement the checker sees. It reads only stored
/// values, never AvoidCore's derived geometry.
enum Validity {
    /// The largest magnitude accepted, in points (AvoidCore's `MagnitudeLimit`, restated).
    static let limit = 1_000_000.0

    static func inRange(_ value: Double) -> Bool { value >= -limit && value <= limit }

    /// The error a keyboard event must be rejected with, or `nil` when it must be accepted:
    /// the end frame's fault first, then the begin frame's, then the duration's; within a
    /// frame, a non-finite number before a negative size before one out of range.
    static func error(of event: KeyboardEvent) -> KeyboardEventError? {
        if let fault = fault(of: event.endFrame, key: KeyboardUserInfoKey.frameEnd) { return fault }
        if let fault = fault(of: event.beginFrame, key: KeyboardUserInfoKey.frameBegin) { return fault }
        let key = KeyboardUserInfoKey.animationDuration
        if !event.duration.isFinite { return .nonFinite(key: key) }
        if event.duration < 0 { return .negativeDuration(key: key) }
        return nil
    }

    static func fault(of frame: Rect, key: String) -> KeyboardEventError? {
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        if numbers.contains(where: { !$0.isFinite }) { return .nonFinite(key: key) }
        if frame.size.width < 0 || frame.size.height < 0 { return .negativeSize(key: key) }
        if !numbers.allSatisfy(inRange) { return .outOfRange(key: key) }
        return nil
    }

    /// Whether a rectangle has finite, in-range numbers and no negative size.
    static func isValid(_ rect: Rect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(inRange)
            && rect.size.width >= 0 && rect.size.height >= 0
    }

    /// Whether a configuration must be accepted: a finite, non-negative, in-range keyboard
    /// distance and a finite, non-negative default animation duration.
    static func isValid(_ configuration: Configuration) -> Bool {
        inRange(configuration.keyboardDistance) && configuration.keyboardDistance >= 0
            && configuration.defaultAnimation.duration.isFinite && configuration.defaultAnimation.duration >= 0
    }

    /// Whether a scene must be accepted: every number finite and in range, no negative size,
    /// non-negative keyboard distances, unique ids, and every field's container present.
    static func isValid(_ scene: Scene) -> Bool {
        func valid(_ size: Size) -> Bool {
            inRange(size.width) && inRange(size.height) && size.width >= 0 && size.height >= 0
        }
        func valid(_ insets: EdgeInsets) -> Bool {
            [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(inRange)
        }
        guard valid(scene.screen), valid(scene.screenSafeArea), isValid(scene.window), isValid(scene.hostFrame),
            valid(scene.hostSafeArea), scene.bars.allSatisfy({ isValid($0.frame) })
        else { return false }
        for container in scene.containers {
            guard isValid(container.frame), valid(container.contentSize), valid(container.contentInset),
                inRange(container.contentOffset.x), inRange(container.contentOffset.y)
            else { return false }
        }
        guard Set(scene.containers.map(\.id)).count == scene.containers.count,
            Set(scene.fields.map(\.id)).count == scene.fields.count
        else { return false }
        let containers = Set(scene.containers.map(\.id))
        for field in scene.fields {
            guard isValid(field.frame) else { return false }
            if case .multiLine(let caret) = field.kind, !isValid(caret) { return false }
            if let distance = field.keyboardDistance, !(inRange(distance) && distance >= 0) { return false }
            if let container = field.container, !containers.contains(container) { return false }
        }
        return true
    }
}
