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
        switch fault(of: frame) {
        case .nonFinite: .nonFinite(key: key)
        case .negativeSize: .negativeSize(key: key)
        case .outOfRange: .outOfRange(key: key)
        case nil: nil
        }
    }

    /// What is wrong with a rectangle's numbers, judged in this order.
    private enum Fault { case nonFinite, negativeSize, outOfRange }

    private static func fault(of rect: Rect) -> Fault? {
        let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        if numbers.contains(where: { !$0.isFinite }) { return .nonFinite }
        if rect.size.width < 0 || rect.size.height < 0 { return .negativeSize }
        if !numbers.allSatisfy(inRange) { return .outOfRange }
        return nil
    }

    /// Whether a rectangle has finite, in-range numbers and no negative size.
    static func isValid(_ rect: Rect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(inRange)
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
        if let fault = fault(of: scene.screen, path: "screen") { return fault }
        if let fault = fault(of: scene.screenSafeArea, path: "screenSafeArea") { return fault }
        if let fault = fault(of: scene.window, path: "window") { return fault }
        if let fault = fault(of: scene.hostFrame, path: "hostFrame") { return fault }
        if let fault = fault(of: scene.hostSafeArea, path: "hostSafeArea") { return fault }
        for (index, bar) in scene.bars.enumerated() {
            if let fault = fault(of: bar.frame, path: "bars[\(index)].frame") { return fault }
        }
        var containerIDs: Set<ContainerID> = []
        for (index, container) in scene.containers.enumerated() {
            let path = "containers[\(index)]"
            if let fault = fault(of: container.frame, path: path + ".frame") { return fault }
            if let fault = fault(of: container.contentSize, path: path + ".contentSize") { return fault }
            let offset = [container.contentOffset.x, container.contentOffset.y]
            if offset.contains(where: { !$0.isFinite }) { return .nonFinite(path: path + ".contentOffset") }
            if !offset.allSatisfy(inRange) { return .outOfRange(path: path + ".contentOffset") }
            if let fault = fault(of: container.contentInset, path: path + ".contentInset") { return fault }
            if !containerIDs.insert(container.id).inserted { return .duplicateContainer(container.id) }
        }
        var fieldIDs: Set<FieldID> = []
        for (index, field) in scene.fields.enumerated() {
            let path = "fields[\(index)]"
            if let fault = fault(of: field.frame, path: path + ".frame") { return fault }
            if case .multiLine(let caret) = field.kind, let fault = fault(of: caret, path: path + ".caret") {
                return fault
            }
            if let distance = field.keyboardDistance {
                if !distance.isFinite { return .nonFinite(path: path + ".keyboardDistance") }
                if distance < 0 { return .negativeKeyboardDistance(path: path + ".keyboardDistance") }
                if !inRange(distance) { return .outOfRange(path: path + ".keyboardDistance") }
            }
            if let container = field.container, !containerIDs.contains(container) {
                return .unknownContainer(field: field.id, container: container)
            }
            if !fieldIDs.insert(field.id).inserted { return .duplicateField(field.id) }
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

    private static func fault(of rect: Rect, path: String) -> SceneError? {
        switch fault(of: rect) {
        case .nonFinite: .nonFinite(path: path)
        case .negativeSize: .negativeSize(path: path)
        case .outOfRange: .outOfRange(path: path)
        case nil: nil
        }
    }

    private static func fault(of size: Size, path: String) -> SceneError? {
        fault(of: Rect(x: 0, y: 0, width: size.width, height: size.height), path: path)
    }

    private static func fault(of insets: EdgeInsets, path: String) -> SceneError? {
        let numbers = [insets.top, insets.left, insets.bottom, insets.right]
        if numbers.contains(where: { !$0.isFinite }) { return .nonFinite(path: path) }
        if !numbers.allSatisfy(inRange) { return .outOfRange(path: path) }
        return nil
    }
}
