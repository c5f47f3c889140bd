import Foundation

extension KeyboardEvent {
    /// Decodes a UIKit keyboard notification (`UIKeyboardWillShowNotification` and the other five).
    ///
    /// Accepts frames as `NSValue`-wrapped or bare `CGRect`, and numbers as `NSNumber` or Swift
    /// numeric values. Required: the end frame. Optional: the begin frame (defaults to the end
    /// frame; it is only a hint), is-local (defaults to `true`), and the duration and curve, each
    /// defaulting to `Animation.immediate`'s: UIKit leaves them out of some notifications it
    /// sends after the keyboard has moved (an iPad rotating with the keyboard up), and the
    /// decision then applies at once. A key that is present must hold the right type.
    /// - Throws: `KeyboardEventError` naming the notification or key at fault; never traps.
    public init(_ notification: Notification) throws(KeyboardEventError) {
        try self.init(name: notification.name.rawValue, userInfo: notification.userInfo)
    }

    /// Decodes a keyboard notification from its name and userInfo (what `init(_:)` reads).
    public init(name: String, userInfo: [AnyHashable: Any]?) throws(KeyboardEventError) {
        guard let phase = KeyboardPhase(notificationName: name) else { throw .unknownNotification(name: name) }
        guard let userInfo else { throw .missingUserInfo(notification: name) }
        let end = try Self.frame(userInfo, KeyboardUserInfoKey.frameEnd, required: true)!
        let begin = try Self.frame(userInfo, KeyboardUserInfoKey.frameBegin, required: false)
        let duration = try Self.duration(userInfo)
        let curve = try Self.curve(userInfo)
        let isLocal = try Self.isLocal(userInfo)
        self.init(phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal)
        try validate()
    }

    private static func value(_ userInfo: [AnyHashable: Any], _ key: String) -> Any? {
        userInfo[AnyHashable(key)] ?? userInfo[AnyHashable(NSString(string: key))]
    }

    /// A readable name for a value's type; a boxed value names what it holds (Linux's dynamic
    /// type, `NSSpecialValue`, would tell a reader nothing).
    private static func typeName(_ value: Any) -> String {
        if let boxed = value as? NSValue, !(boxed is NSNumber) {
            return "NSValue holding \(contentName(boxed))"
        }
        return String(describing: type(of: value))
    }

    #if canImport(ObjectiveC)
        /// The rect a boxed value holds, or nil if it holds anything else: the type is checked
        /// first, since reading a rect out of a value holding a point overruns it. Apple's
        /// `objCType` points at storage the value owns: nothing leaks. Read with Foundation's own
        /// `getValue(_:size:)` on every Apple platform, so the engine needs no UI framework
        /// (`cgRectValue` is UIKit's).
        private static func rect(in boxed: NSValue) -> CGRect? {
            let encoding = String(cString: boxed.objCType)
            guard encoding.hasPrefix("{CGRect") || encoding.hasPrefix("{NSRect") else { return nil }
            var rect = CGRect()
            boxed.getValue(&rect, size: MemoryLayout<CGRect>.size)
            return rect
        }

        private static func contentName(_ boxed: NSValue) -> String { String(cString: boxed.objCType) }
    #else
        /// The rect a boxed value holds, or nil if it holds anything else (asking an `NSValue`
        /// holding a point for a rect traps).
        ///
        /// Not by `objCType`: swift-corelibs-foundation allocates the C string it returns on every
        /// call and never frees it (48 bytes a call, so a leak per decoded frame, which grew the
        /// fuzzer without bound). There every boxed point, size, rect, range or edge insets is an
        /// `NSSpecialValue` whose one stored property, `_value`, is the struct itself; reflection
        /// reads it without allocating anything that outlives the call. Anything else
        /// (`NSConcreteValue`, which holds scalars) has no `_value` and is no rect.
        private static func rect(in boxed: NSValue) -> CGRect? { content(boxed) as? CGRect }

        private static func contentName(_ boxed: NSValue) -> String {
            content(boxed).map { String(describing: type(of: $0)) } ?? "bytes"
        }

        private static func content(_ boxed: NSValue) -> Any? {
            Mirror(reflecting: boxed).children.first { $0.label == "_value" }?.value
        }
    #endif

    private static func frame(_ userInfo: [AnyHashable: Any], _ key: String, required: Bool) throws(KeyboardEventError)
        -> Rect?
    {
        guard let raw = value(userInfo, key) else {
            if required { throw .missingKey(key) }
            return nil
        }
        let rect: CGRect
        if let bare = raw as? CGRect {
            rect = bare
        } else if let boxed = raw as? NSValue, !(boxed is NSNumber), let held = Self.rect(in: boxed) {
            rect = held
        } else {
            throw .wrongType(key: key, expected: "NSValue(CGRect) or CGRect", found: typeName(raw))
        }
        let frame = Rect(rect)
        try check(frame, key: key)
        return frame
    }

    /// A finite number from any numeric representation, or nil for a non-number.
    private static func number(_ raw: Any) -> Double? {
        switch raw {
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as CGFloat: return Double(v)
        case let v as Int: return Double(v)
        case let v as UInt: return Double(v)
        case let v as Int32: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt64: return Double(v)
        case is Bool: return nil
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    private static func duration(_ userInfo: [AnyHashable: Any]) throws(KeyboardEventError) -> Double {
        let key = KeyboardUserInfoKey.animationDuration
        guard let raw = value(userInfo, key) else { return Animation.immediate.duration }
        guard let seconds = number(raw) else {
            throw .wrongType(key: key, expected: "NSNumber or a Swift number", found: typeName(raw))
        }
        return seconds
    }

    private static func curve(_ userInfo: [AnyHashable: Any]) throws(KeyboardEventError) -> Int {
        let key = KeyboardUserInfoKey.animationCurve
        guard let raw = value(userInfo, key) else { return Animation.immediate.curve }
        if let v = raw as? Int { return v }
        guard let number = number(raw) else {
            throw .wrongType(key: key, expected: "an integer NSNumber or Swift integer", found: typeName(raw))
        }
        guard number.isFinite else { throw .nonFinite(key: key) }
        guard number == number.rounded(), abs(number) < 0x1p53 else {
            throw .wrongType(key: key, expected: "an integer", found: "\(typeName(raw)) \(number)")
        }
        return Int(number)
    }

    private static func isLocal(_ userInfo: [AnyHashable: Any]) throws(KeyboardEventError) -> Bool {
        let key = KeyboardUserInfoKey.isLocal
        guard let raw = value(userInfo, key) else { return true }
        switch raw {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        default: throw .wrongType(key: key, expected: "Bool or NSNumber", found: typeName(raw))
        }
    }
}
