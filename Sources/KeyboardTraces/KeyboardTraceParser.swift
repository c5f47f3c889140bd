import AvoidCore

/// Reads keyboard notifications from text as Apple platforms print them: `NSLog` or `po` of a
/// notification or of its userInfo, Swift `print` of either, several in one log among other lines.
///
/// ```swift
/// let events = try KeyboardTraceParser().events(in: pastedLog)
/// ```
///
/// Each notification becomes a validated `KeyboardEvent`. Keys read: the begin and end frames,
/// duration, curve and is-local flag, which become the event; the bounds, centers and
/// `UIKeyboardFrameChangedByUserInteraction` of older systems, which are checked for form only;
/// any other key is skipped. The end frame is required. A missing duration or curve is read as
/// AvoidCore's notification decoder reads it, as `Animation.immediate`'s: devices post some
/// notifications without them (an iPad rotating with the keyboard up). A notification with
/// another name is skipped unless it
/// carries `UIKeyboard...` keys. Malformed text throws a `KeyboardTraceError` naming the line
/// and field; no input traps. Cost: linear in the text's length.
public struct KeyboardTraceParser: Hashable, Sendable {
    /// The phase given to a bare userInfo dictionary, which prints no notification name.
    public var unnamedPhase: KeyboardPhase

    /// Creates a parser; bare userInfo dictionaries become `unnamedPhase` events.
    public init(unnamedPhase: KeyboardPhase = .willChangeFrame) {
        self.unnamedPhase = unnamedPhase
    }

    /// The keyboard notifications in `text`, in order.
    public func events(in text: String) throws(KeyboardTraceError) -> [KeyboardEvent] {
        try entries(in: Array(text.utf8)).map(\.event)
    }

    /// The keyboard notifications in `text` with their lines.
    public func entries(in text: String) throws(KeyboardTraceError) -> [KeyboardTraceEntry] {
        try entries(in: Array(text.utf8))
    }

    /// The keyboard notifications in raw bytes (invalid UTF-8 is allowed and read as U+FFFD
    /// where it is quoted in an error).
    public func entries(in bytes: [UInt8]) throws(KeyboardTraceError) -> [KeyboardTraceEntry] {
        var reader = TraceReader(bytes)
        var entries: [KeyboardTraceEntry] = []
        for block in try reader.blocks() {
            if let entry = try entry(block) { entries.append(entry) }
        }
        return entries
    }

    private func entry(_ block: TraceReader.Block) throws(KeyboardTraceError) -> KeyboardTraceEntry? {
        let info = try TraceFieldIndex(block.userInfo ?? [])
        let phase: KeyboardPhase
        if let name = block.name {
            guard let named = KeyboardPhase(notificationName: name.text) else {
                guard info.hasKeyboardKey else { return nil }
                throw .unknownNotification(line: name.line, name: name.text)
            }
            phase = named
        } else {
            phase = unnamedPhase
        }
        let event = try Self.event(phase, info, line: block.line)
        return KeyboardTraceEntry(line: block.line, event: event, isNamed: block.name != nil)
    }

    private static func event(_ phase: KeyboardPhase, _ info: TraceFieldIndex, line: Int)
        throws(KeyboardTraceError) -> KeyboardEvent
    {
        func required(_ key: String) throws(KeyboardTraceError) -> TraceField {
            guard let field = info[key] else { throw .missingKey(line: line, field: key) }
            return field
        }
        let end = try required(KeyboardUserInfoKey.frameEnd).value.rect(KeyboardUserInfoKey.frameEnd)
        let begin = try info[KeyboardUserInfoKey.frameBegin]?.value.rect(KeyboardUserInfoKey.frameBegin)
        let durationKey = KeyboardUserInfoKey.animationDuration
        let curveKey = KeyboardUserInfoKey.animationCurve
        let duration = try info[durationKey]?.value.number(durationKey) ?? Animation.immediate.duration
        let curve = try info[curveKey]?.value.integer(curveKey) ?? Animation.immediate.curve
        let isLocal = try info[KeyboardUserInfoKey.isLocal]?.value.flag(KeyboardUserInfoKey.isLocal) ?? true
        _ = try info[LegacyKey.bounds]?.value.rect(LegacyKey.bounds)
        _ = try info[LegacyKey.centerBegin]?.value.point(LegacyKey.centerBegin)
        _ = try info[LegacyKey.centerEnd]?.value.point(LegacyKey.centerEnd)
        _ = try info[LegacyKey.changedByUserInteraction]?.value.flag(LegacyKey.changedByUserInteraction)
        let event = KeyboardEvent(
            phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal)
        do {
            try event.validate()
        } catch {
            let key = Self.key(of: error) ?? KeyboardUserInfoKey.frameEnd
            throw .invalidEvent(line: info[key]?.line ?? line, field: key, reason: error)
        }
        return event
    }

    private static func key(of error: KeyboardEventError) -> String? {
        switch error {
        case .nonFinite(let key), .negativeSize(let key), .outOfRange(let key), .negativeDuration(let key),
            .missingKey(let key), .wrongType(let key, _, _):
            return key
        case .unknownNotification, .missingUserInfo: return nil
        }
    }
}
