import AvoidCore

/// Prints events as Apple platforms print keyboard notifications, so that a parsed trace can be
/// written back (and read again to the same events) and a generated episode can be shown in the
/// form developers paste.
///
/// Keys come in Apple's order (alphabetical), with the bounds and centers derived from the
/// frames. Numbers print in their shortest exact form (`187.5`, `1e-05`), whole numbers below
/// 10^15 without a fraction; Apple prints up to 17 digits, which the parser reads as well.
public enum KeyboardTracePrinter {
    /// `NSConcreteNotification 0x... {name = ...; userInfo = {...}}`, as `NSLog(@"%@", note)` prints it.
    public static func objectiveC(_ event: KeyboardEvent, address: String = "0x600000c4e0a0") -> String {
        "NSConcreteNotification \(address) {name = \(event.phase.notificationName); userInfo = \(userInfo(event))}"
    }

    /// The userInfo alone, as `NSLog(@"%@", note.userInfo)` prints it: one key a line.
    public static func userInfo(_ event: KeyboardEvent) -> String {
        let lines = entries(event).map { key, value in "    \(key) = \(quoted(value));" }
        return "{\n" + lines.joined(separator: "\n") + "\n}"
    }

    /// `name = ..., object = nil, userInfo = Optional([...])`, as Swift's `print(notification)` prints it.
    public static func swift(_ event: KeyboardEvent) -> String {
        let pairs = entries(event).map { key, value in "AnyHashable(\"\(key)\"): \(value)" }
        let name = event.phase.notificationName
        return "name = \(name), object = nil, userInfo = Optional([\(pairs.joined(separator: ", "))])"
    }

    private static func entries(_ event: KeyboardEvent) -> [(String, String)] {
        let end = event.endFrame
        let begin = event.beginFrame
        return [
            (KeyboardUserInfoKey.animationCurve, String(event.curve)),
            (KeyboardUserInfoKey.animationDuration, number(event.duration)),
            (LegacyKey.bounds, rect(Rect(x: 0, y: 0, width: end.width, height: end.height))),
            (LegacyKey.centerBegin, point(begin.minX + begin.width / 2, begin.minY + begin.height / 2)),
            (LegacyKey.centerEnd, point(end.minX + end.width / 2, end.minY + end.height / 2)),
            (KeyboardUserInfoKey.frameBegin, rect(begin)),
            (KeyboardUserInfoKey.frameEnd, rect(end)),
            (KeyboardUserInfoKey.isLocal, event.isLocal ? "1" : "0"),
        ]
    }

    /// Objective-C quotes a description that holds anything but letters, digits and `_`.
    private static func quoted(_ value: String) -> String {
        value.utf8.allSatisfy(Byte.isIdentifier) ? value : "\"\(value)\""
    }

    static func rect(_ rect: Rect) -> String {
        "NSRect: {{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }

    static func point(_ x: Double, _ y: Double) -> String { "NSPoint: {\(number(x)), \(number(y))}" }

    /// A whole number below 10^15 as an integer, anything else in Swift's shortest exact form.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
