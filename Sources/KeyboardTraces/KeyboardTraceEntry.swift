import AvoidCore

/// One keyboard notification found in a trace, with the line it starts on.
public struct KeyboardTraceEntry: Hashable, Sendable {
    /// The 1-based line of the text where the notification (or bare userInfo) starts.
    public var line: Int
    /// The notification, decoded and validated as AvoidCore validates a live one.
    public var event: KeyboardEvent
    /// Whether the text named the notification; a bare userInfo print gets the parser's
    /// `unnamedPhase`.
    public var isNamed: Bool

    /// Creates an entry.
    public init(line: Int, event: KeyboardEvent, isNamed: Bool) {
        self.line = line
        self.event = event
        self.isNamed = isNamed
    }
}
