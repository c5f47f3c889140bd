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
        // The keys are read only for the error: a valid event (nearly every one) reads none.
        if let fault = fault(of: event.endFrame) { return fault.error(key: KeyboardUserInfoKey.frameEnd) }
        if let fault = fault(of: event.beginFrame) { return fault.error(key: KeyboardUserInfoKey.frameBegin) }
        if !event.duration.isFinite { return .nonFinite(key: KeyboardUserInfoKey.animationDuration) }
        if event.duration < 0 { return .negativeDuration(key: KeyboardUserInfoKey.animationDuration) }
        return nil
    }

    /// What is wrong with a rectangle's numbers, judged in this order.
    enum Fault { case nonFinite, negativeSize, outOfRange }

    static func fault(of rect: Rect) -> Fault? {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        if !(x.isFinite && y.isFinite && width.isFinite && height.isFinite) { return .nonFinite }
        if width < 0 || height < 0 { return .negativeSize }
        if !(inRange(x) && inRange(y) && inRange(width) && inRange(height)) { return .outOfRange }
        return nil
    }

    /// Whether a rectangle has finite, in-range numbers and no negative size.
    static func isValid(_ rect: Rect) -> Bool {
        inRange(rect.origin.x) && inRange(rect.origin.y) && inRange(rect.size.width) && inRange(rect.size.height)
            && rect.size.width >= 0 && rect.size.height >= 0
    }

    /// The configuration field a configuration must be rejected for (the keyboard distance before
    /// the default duration), or `nil` when it must be accepted.
    static func fault(of configuration: Configuration) -> String? {
        let distance = configuration.keyboardDistance
        if !(inRange(distance) && distance >= 0) { return "keyboardDistance" }
        let duration = configuration.defaultAnimation.duration
        if !(duration.isFinite && duration >= 0) { return "defaultAnimation.duration" }
        return nil
    }

    /// The error a scene must be rejected with, or `nil` when it must be accepted. The parts are
    /// judged in the scene's order (screen, its safe area, window, host frame, host safe area,
    /// bars, then each container and each field in turn) and the first fault is the error:
    /// within a part, a non-finite number before a negative size before one out of range; a
    /// container or field repeating an earlier one's id right after its own numbers.
    static func error(of scene: Scene) -> SceneError? {
        if let fault = fault(of: scene.screen) { return fault.error("screen") }
        if let fault = fault(of: scene.screenSafeArea) { return fault.error("screenSafeArea") }
        if let fault = fault(of: scene.window) { return fault.error("window") }
        if let fault = fault(of: scene.hostFrame) { return fault.error("hostFrame") }
        if let fault = fault(of: scene.hostSafeArea) { return fault.error("hostSafeArea") }
        for (index, bar) in scene.bars.enumerated() {
            if let fault = fault(of: bar.frame) { return fault.error("bars[\(index)].frame") }
        }
        // Paths are spelled only for the part at fault: a valid scene builds no string.
        let containers = scene.containers
        for (index, container) in containers.enumerated() {
            func path(_ part: String) -> String { "containers[\(index)].\(part)" }
            if let fault = fault(of: container.frame) { return fault.error(path("frame")) }
            if let fault = fault(of: container.contentSize) { return fault.error(path("contentSize")) }
            let offset = container.contentOffset
            if !(offset.x.isFinite && offset.y.isFinite) { return .nonFinite(path: path("contentOffset")) }
            if !(inRange(offset.x) && inRange(offset.y)) { return .outOfRange(path: path("contentOffset")) }
            if let fault = fault(of: container.contentInset) { return fault.error(path("contentInset")) }
            if containers[..<index].contains(where: { $0.id == container.id }) {
                return .duplicateContainer(container.id)
            }
        }
        let fields = scene.fields
        for (index, field) in fields.enumerated() {
            func path(_ part: String) -> String { "fields[\(index)].\(part)" }
            if let fault = fault(of: field.frame) { return fault.error(path("frame")) }
            if case .multiLine(let caret) = field.kind, let fault = fault(of: caret) {
                return fault.error(path("caret"))
            }
            if let distance = field.keyboardDistance {
                if !distance.isFinite { return .nonFinite(path: path("keyboardDistance")) }
                if distance < 0 { return .negativeKeyboardDistance(path: path("keyboardDistance")) }
                if !inRange(distance) { return .outOfRange(path: path("keyboardDistance")) }
            }
            if let container = field.container, !containers.contains(where: { $0.id == container }) {
                return .unknownContainer(field: field.id, container: container)
            }
            if let own = field.ownContainer {
                // The text view itself: it must exist, and be this text view, outside any container.
                guard let itself = containers.first(where: { $0.id == own }) else {
                    return .unknownContainer(field: field.id, container: own)
                }
                guard case .multiLine = field.kind, field.container == nil, itself.frame == field.frame else {
                    return .ownContainerMismatch(field: field.id, container: own)
                }
            }
            if fields[..<index].contains(where: { $0.id == field.id }) { return .duplicateField(field.id) }
        }
        return nil
    }

    /// The error creating a model must throw: the configuration's fault first, then the scene's.
    /// A configuration error's message must begin with the field at fault.
    static func error(of scene: Scene, configuration: Configuration) -> EngineError? {
        if let field = fault(of: configuration) { return .invalidConfiguration(field) }
        return error(of: scene).map(EngineError.invalidScene)
    }

    /// Whether a thrown error is the expected one; a configuration error's message need only
    /// begin with the field the expected one names.
    static func error(_ thrown: EngineError, matches expected: EngineError) -> Bool {
        if case .invalidConfiguration(let message) = thrown, case .invalidConfiguration(let field) = expected {
            return message.hasPrefix(field + " ")
        }
        return thrown == expected
    }

    private static func fault(of size: Size) -> Fault? {
        fault(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    private static func fault(of insets: EdgeInsets) -> Fault? {
        let (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
        if !(top.isFinite && left.isFinite && bottom.isFinite && right.isFinite) { return .nonFinite }
        if !(inRange(top) && inRange(left) && inRange(bottom) && inRange(right)) { return .outOfRange }
        return nil
    }
}

extension Validity.Fault {
    /// The keyboard event error for this fault in the frame under `key`.
    func error(key: String) -> KeyboardEventError {
        switch self {
        case .nonFinite: .nonFinite(key: key)
        case .negativeSize: .negativeSize(key: key)
        case .outOfRange: .outOfRange(key: key)
        }
    }

    /// The scene error for this fault at `path`.
    func error(_ path: String) -> SceneError {
        switch self {
        case .nonFinite: .nonFinite(path: path)
        case .negativeSize: .negativeSize(path: path)
        case .outOfRange: .outOfRange(path: path)
        }
    }
}
